// The bookings slice: the list, its fetch state, and the status changes in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking } from '@tours/shared-ui/domain';

import type { BookingStatusChange, BookingsState } from './types';

export const initialBookingsState: BookingsState = {
  items: [],
  status: 'idle',
  error: null,
  updatingIds: [],
  deletingIds: [],
};

const bookingsSlice = createSlice({
  name: 'bookings',
  initialState: initialBookingsState,
  reducers: {
    bookingsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    bookingsLoaded(state, action: PayloadAction<Booking[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    bookingsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.items = [];
      state.error = action.payload;
    },
    bookingStatusChangeRequested(state, action: PayloadAction<BookingStatusChange>) {
      state.updatingIds.push(action.payload.id);
    },
    /** SPEC §4: the row changes only once the API has accepted the new status. */
    bookingStatusChanged(state, action: PayloadAction<BookingStatusChange>) {
      const { id, status } = action.payload;
      state.updatingIds = state.updatingIds.filter((other) => other !== id);
      const booking = state.items.find((item) => item._id === id);
      if (booking) booking.status = status;
    },
    bookingStatusChangeFailed(state, action: PayloadAction<string>) {
      state.updatingIds = state.updatingIds.filter((other) => other !== action.payload);
    },
    /** A person asked for their data to be erased: the booking goes once the API deleted it. */
    bookingDeleteRequested(state, action: PayloadAction<string>) {
      state.deletingIds.push(action.payload);
    },
    bookingDeleted(state, action: PayloadAction<string>) {
      state.deletingIds = state.deletingIds.filter((other) => other !== action.payload);
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    bookingDeleteFailed(state, action: PayloadAction<string>) {
      state.deletingIds = state.deletingIds.filter((other) => other !== action.payload);
    },
  },
});

export const {
  bookingsRequested,
  bookingsLoaded,
  bookingsFailed,
  bookingStatusChangeRequested,
  bookingStatusChanged,
  bookingStatusChangeFailed,
  bookingDeleteRequested,
  bookingDeleted,
  bookingDeleteFailed,
} = bookingsSlice.actions;

export const bookingsReducer = bookingsSlice.reducer;
