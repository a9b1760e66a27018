// Today's work on the dashboard (GET /api/dashboard): the summary, its fetch state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardSummary } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';

import { callApi, failureText } from '../../../lib/call-api';
import type { LoadStatus } from '../../../lib/load-status';
import type { OfficeServices } from '../../../lib/office-services';
import { WORK_TEXTS } from '../texts';

export interface DashboardState {
  summary: DashboardSummary | null;
  status: LoadStatus;
  error: string | null;
}

const initialState: DashboardState = { summary: null, status: 'idle', error: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    summaryRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    summaryLoaded(state, action: PayloadAction<DashboardSummary>) {
      state.status = 'loaded';
      state.summary = action.payload;
    },
    summaryFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;

export function* fetchSummaryWorker({ office }: OfficeServices): SagaIterator {
  try {
    const summary: DashboardSummary = yield* callApi(office.dashboard.summary);
    yield put(dashboardActions.summaryLoaded(summary));
  } catch (error) {
    yield put(dashboardActions.summaryFailed(failureText(error, WORK_TEXTS.failed)));
    console.error("Fetching today's work failed.", error);
  }
}

export function* dashboardSaga(services: OfficeServices): SagaIterator {
  yield takeLatest(dashboardActions.summaryRequested.type, fetchSummaryWorker, services);
}
