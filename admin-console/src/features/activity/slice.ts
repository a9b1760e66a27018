// The audit log (GET /api/audit): newest first, one entity or all, older pages by nextCursor.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntity, AuditEntry, AuditPage } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportFailure } from '../../lib/call-api';
import type { LoadStatus } from '../../lib/load-status';
import type { OfficeServices } from '../../lib/office-services';
import { ACTIVITY_TEXTS } from './texts';

export interface ActivityState {
  entity: AuditEntity | null;
  entries: AuditEntry[];
  nextCursor: string | null;
  status: LoadStatus;
  error: string | null;
  loadingMore: boolean;
}

const initialState: ActivityState = {
  entity: null,
  entries: [],
  nextCursor: null,
  status: 'idle',
  error: null,
  loadingMore: false,
};

export interface PageRequest {
  entity: AuditEntity | null;
  /** The nextCursor of the page shown: the next, older page is added below it. */
  before?: string;
}

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
export const selectActivity = (state: { activity: ActivityState }) => state.activity;

export function* fetchPageWorker(
  { office }: OfficeServices,
  action: PayloadAction<PageRequest>,
): SagaIterator {
  const { entity, before } = action.payload;
  const more = Boolean(before);
  try {
    const page: AuditPage = yield* callApi(office.audit.list, {
      ...(entity ? { entity } : {}),
      ...(before ? { before } : {}),
    });
    yield put(activityActions.pageLoaded({ page, more }));
  } catch (error) {
    yield put(
      activityActions.pageFailed({ error: failureText(error, ACTIVITY_TEXTS.failed), more }),
    );
    yield call(reportFailure, 'Fetching the audit log failed.', error, ACTIVITY_TEXTS.failed);
  }
}

export function* activitySaga(services: OfficeServices): SagaIterator {
  yield takeLatest(activityActions.pageRequested.type, fetchPageWorker, services);
}
