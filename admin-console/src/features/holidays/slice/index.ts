// The agency's calendar (GET /api/calendar) and its edits: POST /api/holidays, DELETE
// /api/holidays/{date}.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgencyCalendar, Holiday } from '@tours/shared-ui/booking-office';

import type { ServerRefusal } from '../../../components/checked-form';
import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { HolidaysState } from './types';

const initialState: HolidaysState = {
  ...initialValueState<AgencyCalendar>(),
  saving: false,
  refusal: null,
  added: 0,
  removing: [],
};

const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date);

const holidaysSlice = createSlice({
  name: 'holidays',
  initialState,
  reducers: {
    ...valueReducers<AgencyCalendar, HolidaysState>(),
    addRequested(state, _action: PayloadAction<{ date: string; name: string }>) {
      state.saving = true;
      state.refusal = null;
    },
    added(state, action: PayloadAction<Holiday>) {
      state.saving = false;
      state.added += 1;
      if (state.value) {
        state.value.holidays = [...state.value.holidays, action.payload].sort(byDate);
      }
    },
    addRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
    removeRequested(state, action: PayloadAction<string>) {
      state.removing.push(action.payload);
    },
    removed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((date) => date !== action.payload);
      if (state.value) {
        state.value.holidays = state.value.holidays.filter(
          (holiday) => holiday.date !== action.payload,
        );
      }
    },
    removeFailed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((date) => date !== action.payload);
    },
  },
});

export const holidaysActions = holidaysSlice.actions;
export const holidaysReducer = holidaysSlice.reducer;
