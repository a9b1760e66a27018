// Today's work on the dashboard (GET /api/dashboard): the summary and its fetch state.
import { createSlice } from '@reduxjs/toolkit';
import type { DashboardSummary } from '@tours/shared-ui/booking-office';

import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { DashboardState } from './types';

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialValueState<DashboardSummary>(),
  reducers: valueReducers<DashboardSummary, DashboardState>(),
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
