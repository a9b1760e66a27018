// Selectors over the dashboard slice alone.
import type { DashboardState } from './types';

export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;
