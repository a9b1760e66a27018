// Manage Bookings state (SPEC §3 Booking admin view, §4 Booking status).
import type { Booking } from '@tours/shared-ui/domain';

import type { LoadStatus } from '../../../lib/load-status';

export interface BookingsState {
  items: Booking[];
  status: LoadStatus;
  /** The text shown instead of the table when the list could not be fetched. */
  error: string | null;
  /** Bookings whose status change is on its way; their switches wait. */
  updatingIds: string[];
  /** Bookings being deleted (a data-deletion request); their rows wait. */
  deletingIds: string[];
}

export type BookingStatusFilter = 'all' | 'pending' | 'confirmed';

export interface BookingStatusChange {
  id: string;
  status: boolean;
}
