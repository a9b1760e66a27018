// Selectors over the bookings feature's slices, and the list's filtering (newest first).
import type { Booking } from '@tours/shared-ui/domain';

import { newestFirst } from '../../../lib/format';
import type {
  BookingDetailState,
  BookingStatusFilter,
  BookingsState,
  BookingsViewState,
  DestinationChoicesState,
  NewBookingState,
} from './types';

interface WithBookings {
  bookings: BookingsState;
}

export const selectBookingsState = (state: WithBookings) => state.bookings;

/**
 * Newest first, then the status filter. The search is the server's (GET /api/bookings?q=: the
 * reference, name, phone and email), so the list already holds only what matches it.
 */
export function filterBookings(items: readonly Booking[], filter: BookingStatusFilter): Booking[] {
  return newestFirst(items).filter((booking) => {
    if (filter === 'pending') return !booking.status;
    if (filter === 'confirmed') return booking.status;
    return true;
  });
}

export const selectBookingsView = (state: { bookingsView: BookingsViewState }) =>
  state.bookingsView;

export const selectBookingDetail = (state: { bookingDetail: BookingDetailState }) =>
  state.bookingDetail;

export const selectNewBooking = (state: { newBooking: NewBookingState }) => state.newBooking;

export const selectDestinationChoices = (state: { destinationChoices: DestinationChoicesState }) =>
  state.destinationChoices;
