// Today's work on the dashboard (GET /api/dashboard): the summary, its fetch state.
import { createSlice } from '@reduxjs/toolkit';
import type { DashboardSummary } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';

import {
  fetchValueWorker,
  initialValueState,
  valueReducers,
  type ValueState,
} from '../../../lib/load-status';
import type { OfficeServices } from '../../../lib/office-services';
import { WORK_TEXTS } from '../texts';

export type DashboardState = ValueState<DashboardSummary>;

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialValueState<DashboardSummary>(),
  reducers: valueReducers<DashboardSummary, DashboardState>(),
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;

export function* fetchSummaryWorker({ office }: OfficeServices): SagaIterator {
  yield* fetchValueWorker(
    office.dashboard.summary,
    dashboardActions,
    WORK_TEXTS.failed,
    "Fetching today's work failed.",
  );
}

export function* dashboardSaga(services: OfficeServices): SagaIterator {
  yield takeLatest(dashboardActions.requested.type, fetchSummaryWorker, services);
}
