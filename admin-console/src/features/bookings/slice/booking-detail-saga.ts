// The booking page's side effects: fetch the booking, apply one change (quote, hold, payment,
// cancellation, refund step) and show the booking the API then holds, and fetch a cancellation
// quote. A refused change keeps the server's words for the form (field errors, a 409's message).
import { ApiError } from '@tours/shared-ui/api';
import type { BookingDetail, BookingOfficeApi } from '@tours/shared-ui/booking-office';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';

import {
  callApi,
  failureText,
  refusalOf,
  reportFailure,
  serverMessage,
} from '../../../lib/call-api';
import { noticeShown } from '../../../lib/notices';
import type { OfficeServices } from '../../../lib/office-services';
import {
  BOOKING_ACTION_FAILED,
  BOOKING_FETCH_FAILED,
  CANCEL_TEXTS,
  HOLD_TEXTS,
  PAYMENT_TEXTS,
  QUOTE_TEXTS,
  REFUND_TEXTS,
} from '../texts';
import {
  bookingDetailActions as actions,
  selectBookingDetail,
  type BookingChange,
  type BookingDetailState,
  type BookingForm,
} from './booking-detail';

const SAVED_TEXTS: Record<BookingForm, string> = {
  quote: QUOTE_TEXTS.saved,
  hold: HOLD_TEXTS.extended,
  payment: PAYMENT_TEXTS.recorded,
  cancel: CANCEL_TEXTS.cancelled,
  refundProcess: REFUND_TEXTS.processed,
  refundConfirm: REFUND_TEXTS.confirmed,
};

/** The write of one change; every one ends with the booking as the API now holds it. */
function* applyChange(office: BookingOfficeApi, id: string, change: BookingChange): SagaIterator {
  const { bookings } = office;
  switch (change.form) {
    case 'quote':
      yield* callApi(bookings.setQuotedTotal, id, change.quotedTotal);
      return (yield* callApi(bookings.get, id)) as BookingDetail;
    case 'hold':
      return (yield* callApi(bookings.extendHold, id, change.holdUntil)) as BookingDetail;
    case 'payment':
      return (yield* callApi(bookings.recordPayment, id, change.input)).booking as BookingDetail;
    case 'cancel':
      return (yield* callApi(bookings.cancel, id, change.input)) as BookingDetail;
    case 'refundProcess':
      return (yield* callApi(
        bookings.processRefund,
        id,
        change.chequeNumber,
        change.processedOn,
      )) as BookingDetail;
    case 'refundConfirm':
      return (yield* callApi(bookings.confirmRefund, id, change.confirmedOn)) as BookingDetail;
  }
}

export function* fetchBookingWorker(
  { office }: OfficeServices,
  action: PayloadAction<string>,
): SagaIterator {
  try {
    const booking: BookingDetail = yield* callApi(office.bookings.get, action.payload);
    yield put(actions.bookingLoaded(booking));
  } catch (error) {
    const text =
      error instanceof ApiError && error.status === 404
        ? (serverMessage(error) ?? BOOKING_FETCH_FAILED)
        : failureText(error, BOOKING_FETCH_FAILED);
    yield put(actions.bookingFailed(text));
    console.error('Fetching a booking failed.', error);
  }
}

export function* changeWorker(
  { office }: OfficeServices,
  action: PayloadAction<BookingChange>,
): SagaIterator {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  const change = action.payload;
  if (!id) return;
  try {
    const booking: BookingDetail = yield call(applyChange, office, id, change);
    yield put(actions.changeSucceeded({ form: change.form, booking }));
    yield put(noticeShown('success', SAVED_TEXTS[change.form]));
  } catch (error) {
    // The server's words, where the admin looks: under the fields, or above the form.
    const refusal = refusalOf(error);
    yield put(
      actions.changeFailed({ form: change.form, fieldErrors: {}, message: null, ...refusal }),
    );
    if (refusal) {
      console.error(`Booking change '${change.form}' refused.`, error);
    } else {
      yield call(
        reportFailure,
        `Booking change '${change.form}' failed.`,
        error,
        BOOKING_ACTION_FAILED,
      );
    }
  }
}

export function* quoteWorker(
  { office }: OfficeServices,
  action: PayloadAction<{ id: string; on: string }>,
): SagaIterator {
  try {
    const quote = yield* callApi(
      office.bookings.cancellationQuote,
      action.payload.id,
      action.payload.on,
    );
    yield put(actions.quoteLoaded(quote));
  } catch (error) {
    yield put(
      actions.quoteFailed(serverMessage(error) ?? failureText(error, CANCEL_TEXTS.quoteFailed)),
    );
    console.error('Fetching a cancellation quote failed.', error);
  }
}

export function* bookingDetailSaga(services: OfficeServices): SagaIterator {
  yield all([
    takeLatest(actions.bookingRequested.type, fetchBookingWorker, services),
    takeLatest(actions.changeRequested.type, changeWorker, services),
    takeLatest(actions.quoteRequested.type, quoteWorker, services),
  ]);
}
