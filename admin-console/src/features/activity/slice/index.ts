// The audit log (GET /api/audit): newest first, one entity or all, older pages by nextCursor.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditPage } from '@tours/shared-ui/booking-office';

import type { ActivityState, PageRequest } from './types';

const initialState: ActivityState = {
  entity: null,
  entries: [],
  nextCursor: null,
  status: 'idle',
  error: null,
  loadingMore: false,
};

const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    pageRequested(state, action: PayloadAction<PageRequest>) {
      if (action.payload.before) {
        state.loadingMore = true;
      } else {
        Object.assign(state, initialState, { entity: action.payload.entity, status: 'loading' });
      }
    },
    pageLoaded(state, action: PayloadAction<{ page: AuditPage; more: boolean }>) {
      const { page, more } = action.payload;
      state.status = 'loaded';
      state.loadingMore = false;
      state.entries = more ? [...state.entries, ...page.entries] : page.entries;
      state.nextCursor = page.nextCursor;
    },
    pageFailed(state, action: PayloadAction<{ error: string; more: boolean }>) {
      state.loadingMore = false;
      if (!action.payload.more) {
        state.status = 'failed';
        state.error = action.payload.error;
      }
    },
  },
});

export const activityActions = activitySlice.actions;
export const activityReducer = activitySlice.reducer;
