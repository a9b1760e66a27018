// The bookings slice (inbox-resource): the list, its fetch state, the status changes and the
// deletes in flight.
import type { Booking } from '@tours/shared-ui/domain';

import { createInboxSlice } from '../../../lib/inbox-resource';

const bookingsSlice = createInboxSlice<Booking>('bookings', 'status');

export const bookingsActions = bookingsSlice.actions;
export const bookingsReducer = bookingsSlice.reducer;
