// Today's work: one fetched value (load-status ValueState).
import type { DashboardSummary } from '@tours/shared-ui/booking-office';

import type { ValueState } from '../../../lib/load-status';

export type DashboardState = ValueState<DashboardSummary>;
