// The bookings feature's slices: the list (inbox-resource: the list, its fetch state, the status
// changes and the deletes in flight), one booking's page, and the new booking form.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminBookingRequest,
  BookingDetail,
  BookingRecord,
  CancellationQuote,
} from '@tours/shared-ui/booking-office';
import type { Booking } from '@tours/shared-ui/domain';

import type { ServerRefusal } from '../../../components/checked-form';
import { createInboxSlice } from '../../../lib/inbox-resource';
import { initialValueState, valueReducers } from '../../../lib/load-status';
import type {
  BookingChange,
  BookingDetailState,
  BookingForm,
  BookingsViewState,
  ChangeFailure,
  DestinationChoice,
  DestinationChoicesState,
  NewBookingState,
  OptionalBookingColumn,
} from './types';

const bookingsSlice = createInboxSlice<Booking>('bookings', 'status');

export const bookingsActions = bookingsSlice.actions;
export const bookingsReducer = bookingsSlice.reducer;

const bookingsViewSlice = createSlice({
  name: 'bookingsView',
  initialState: { shownColumns: [], query: '', searching: false } as BookingsViewState,
  reducers: {
    /** Typed in the search box: the saga waits for a pause, then asks the server. */
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.searching = true;
    },
    searchSettled(state) {
      state.searching = false;
    },
    /** The person chose the columns (the saga keeps the choice in the browser). */
    columnsChosen(state, action: PayloadAction<OptionalBookingColumn[]>) {
      state.shownColumns = action.payload;
    },
    /** The choice kept from an earlier visit. */
    columnsRestored(state, action: PayloadAction<OptionalBookingColumn[]>) {
      state.shownColumns = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The whole list is fetched again (the page opened, a booking was made): no search applies.
    builder.addCase(bookingsActions.listRequested, (state) => {
      state.query = '';
      state.searching = false;
    });
  },
});

export const bookingsViewActions = bookingsViewSlice.actions;
export const bookingsViewReducer = bookingsViewSlice.reducer;

const noQuote: BookingDetailState['quote'] = { on: null, status: 'idle', value: null, error: null };

const initialDetail: BookingDetailState = {
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
  initialState: initialDetail,
  reducers: {
    bookingRequested(state, action: PayloadAction<string>) {
      if (state.id !== action.payload) {
        Object.assign(state, initialDetail);
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

const initialNewBooking: NewBookingState = {
  open: false,
  saving: false,
  refusal: null,
  created: null,
};

const newBookingSlice = createSlice({
  name: 'newBooking',
  initialState: initialNewBooking,
  reducers: {
    opened(state) {
      Object.assign(state, initialNewBooking, { open: true });
    },
    closed() {
      return initialNewBooking;
    },
    submitted(state, _action: PayloadAction<AdminBookingRequest>) {
      state.saving = true;
      state.refusal = null;
    },
    created(state, action: PayloadAction<BookingRecord>) {
      Object.assign(state, initialNewBooking, { created: action.payload });
    },
    refused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
  },
});

export const newBookingActions = newBookingSlice.actions;
export const newBookingReducer = newBookingSlice.reducer;

const destinationChoicesSlice = createSlice({
  name: 'destinationChoices',
  initialState: initialValueState<DestinationChoice[]>(),
  reducers: valueReducers<DestinationChoice[], DestinationChoicesState>(),
});

export const destinationChoicesActions = destinationChoicesSlice.actions;
export const destinationChoicesReducer = destinationChoicesSlice.reducer;
