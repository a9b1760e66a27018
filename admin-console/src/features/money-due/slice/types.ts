// The money-due view's state: one fetched value, the rows of GET /api/bookings/money-due.
import type { MoneyDueRow } from '@tours/shared-ui/booking-office';

import type { ValueState } from '../../../lib/load-status';

export type MoneyDueState = ValueState<MoneyDueRow[]>;
