// Manage Bookings state (SPEC §3 Booking admin view, §4 Booking status): an inbox-resource state
// whose flag is the booking's status (confirmed or pending).
import type { Booking } from '@tours/shared-ui/domain';

import type { InboxState } from '../../../lib/inbox-resource';

export type BookingsState = InboxState<Booking>;

export type BookingStatusFilter = 'all' | 'pending' | 'confirmed';
