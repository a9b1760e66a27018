// The booking page's state (/admin/bookings/:id): the booking as GET /bookings/{id} answers it,
// the one change in flight (quote, hold, payment, cancellation, refund step), what the server said
// of the last failed change (field errors under the form's fields, a 409's message above it), and
// the cancellation quote for the day the admin picked.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BookingDetail,
  CancellationQuote,
  CancelRequest,
  PaymentRequest,
} from '@tours/shared-ui/booking-office';

import type { LoadStatus } from '../../../lib/load-status';

/** The booking page's forms, each a write of the booking office API. */
export type BookingChange =
  | { form: 'quote'; quotedTotal: number | null }
  | { form: 'hold'; holdUntil: string }
  | { form: 'payment'; input: PaymentRequest }
  | { form: 'cancel'; input: CancelRequest }
  | { form: 'refundProcess'; chequeNumber: string; processedOn?: string }
  | { form: 'refundConfirm'; confirmedOn?: string };

export type BookingForm = BookingChange['form'];

export interface ChangeFailure {
  form: BookingForm;
  /** 400: one text per field, shown under it. */
  fieldErrors: Record<string, string>;
  /** The server's own sentence (a 409, or a 400's summary), shown above the form. */
  message: string | null;
}

export interface BookingDetailState {
  id: string | null;
  booking: BookingDetail | null;
  status: LoadStatus;
  error: string | null;
  /** The form whose change is on its way; every form waits meanwhile. */
  saving: BookingForm | null;
  failure: ChangeFailure | null;
  /** Counts successful changes per form, so that a form resets after its own success. */
  saved: Partial<Record<BookingForm, number>>;
  quote: {
    on: string | null;
    status: LoadStatus;
    value: CancellationQuote | null;
    error: string | null;
  };
}

const noQuote: BookingDetailState['quote'] = { on: null, status: 'idle', value: null, error: null };

const initialState: BookingDetailState = {
  id: null,
  booking: null,
  status: 'idle',
  error: null,
  saving: null,
  failure: null,
  saved: {},
  quote: noQuote,
};

const bookingDetailSlice = createSlice({
  name: 'bookingDetail',
  initialState,
  reducers: {
    bookingRequested(state, action: PayloadAction<string>) {
      if (state.id !== action.payload) {
        Object.assign(state, initialState);
        state.id = action.payload;
      }
      state.status = 'loading';
      state.error = null;
    },
    bookingLoaded(state, action: PayloadAction<BookingDetail>) {
      state.status = 'loaded';
      state.booking = action.payload;
    },
    bookingFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.booking = null;
      state.error = action.payload;
    },
    changeRequested(state, action: PayloadAction<BookingChange>) {
      state.saving = action.payload.form;
      state.failure = null;
    },
    changeSucceeded(state, action: PayloadAction<{ form: BookingForm; booking: BookingDetail }>) {
      const { form, booking } = action.payload;
      state.saving = null;
      state.booking = booking;
      state.saved[form] = (state.saved[form] ?? 0) + 1;
      // The money or the stage changed: a quote computed before may no longer hold.
      state.quote = noQuote;
    },
    changeFailed(state, action: PayloadAction<ChangeFailure>) {
      state.saving = null;
      state.failure = action.payload;
    },
    quoteRequested(state, action: PayloadAction<{ id: string; on: string }>) {
      state.quote = { on: action.payload.on, status: 'loading', value: null, error: null };
    },
    quoteLoaded(state, action: PayloadAction<CancellationQuote>) {
      state.quote.status = 'loaded';
      state.quote.value = action.payload;
    },
    quoteFailed(state, action: PayloadAction<string>) {
      state.quote.status = 'failed';
      state.quote.error = action.payload;
    },
  },
});

export const bookingDetailActions = bookingDetailSlice.actions;
export const bookingDetailReducer = bookingDetailSlice.reducer;

export const selectBookingDetail = (state: { bookingDetail: BookingDetailState }) =>
  state.bookingDetail;
