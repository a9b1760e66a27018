// Selectors over the bookings feature's slices, and the list's filtering (newest first).
import type { Booking } from '@tours/shared-ui/domain';

import { newestFirst } from '../../../lib/format';
import type {
  BookingDetailState,
  BookingStatusFilter,
  BookingsState,
  BookingsViewState,
  NewBookingState,
} from './types';

interface WithBookings {
  bookings: BookingsState;
}

export const selectBookingsState = (state: WithBookings) => state.bookings;

/** Newest first, then the status filter, then the search over name and phone. */
export function filterBookings(
  items: readonly Booking[],
  filter: BookingStatusFilter,
  search: string,
): Booking[] {
  const query = search.trim().toLowerCase();
  // A phone search is digits with the usual separators (+91 98300-12345); a query with letters is a
  // name, and its digits ("Room 12") must not match every phone that contains them.
  const digits = /^[\d\s+()-]+$/.test(query) ? query.replace(/\D/g, '') : '';
  return newestFirst(items).filter((booking) => {
    if (filter === 'pending' && booking.status) return false;
    if (filter === 'confirmed' && !booking.status) return false;
    if (!query) return true;
    return (
      booking.name.toLowerCase().includes(query) ||
      (digits.length > 0 && booking.phone.replace(/\D/g, '').includes(digits))
    );
  });
}

export const selectBookingsView = (state: { bookingsView: BookingsViewState }) =>
  state.bookingsView;

export const selectBookingDetail = (state: { bookingDetail: BookingDetailState }) =>
  state.bookingDetail;

export const selectNewBooking = (state: { newBooking: NewBookingState }) => state.newBooking;
