// A booking taken by phone or at the office (POST /api/bookings with the admin's token and a
// `source`): the form's state on the bookings list, and its side effect.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminBookingRequest, BookingRecord } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';

import type { ServerRefusal } from '../../../components/checked-form';
import { callApi, refusalOf, reportFailure } from '../../../lib/call-api';
import { noticeShown } from '../../../lib/notices';
import type { OfficeServices } from '../../../lib/office-services';
import { BOOKING_ACTION_FAILED, NEW_BOOKING_TEXTS } from '../texts';
import { bookingsActions } from '.';

export interface NewBookingState {
  open: boolean;
  saving: boolean;
  refusal: ServerRefusal | null;
  /** The booking just created: the screen opens its page. */
  created: BookingRecord | null;
}

const initialState: NewBookingState = { open: false, saving: false, refusal: null, created: null };

const newBookingSlice = createSlice({
  name: 'newBooking',
  initialState,
  reducers: {
    opened(state) {
      Object.assign(state, initialState, { open: true });
    },
    closed() {
      return initialState;
    },
    submitted(state, _action: PayloadAction<AdminBookingRequest>) {
      state.saving = true;
      state.refusal = null;
    },
    created(state, action: PayloadAction<BookingRecord>) {
      Object.assign(state, initialState, { created: action.payload });
    },
    refused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
  },
});

export const newBookingActions = newBookingSlice.actions;
export const newBookingReducer = newBookingSlice.reducer;
export const selectNewBooking = (state: { newBooking: NewBookingState }) => state.newBooking;

export function* createBookingWorker(
  { office }: OfficeServices,
  action: PayloadAction<AdminBookingRequest>,
): SagaIterator {
  try {
    const booking: BookingRecord = yield* callApi(office.bookings.createByAdmin, action.payload);
    yield put(newBookingActions.created(booking));
    yield put(noticeShown('success', NEW_BOOKING_TEXTS.created(booking.reference)));
    yield put(bookingsActions.listRequested());
  } catch (error) {
    const refusal = refusalOf(error);
    yield put(newBookingActions.refused(refusal));
    if (!refusal) {
      yield call(reportFailure, 'Creating a booking failed.', error, BOOKING_ACTION_FAILED);
    }
  }
}

export function* newBookingSaga(services: OfficeServices): SagaIterator {
  yield takeLatest(newBookingActions.submitted.type, createBookingWorker, services);
}
