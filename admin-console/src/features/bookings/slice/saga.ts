// Manage Bookings side effects: fetch the list, change a booking's status, delete one (a
// person's data-deletion request).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Booking } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportFailure, type ApiServices } from '../../../lib/call-api';
import { noticeShown } from '../../../lib/notices';
import {
  BOOKING_DELETE_FAILED,
  BOOKING_DELETED,
  BOOKING_STATUS_UPDATE_FAILED,
  BOOKINGS_FETCH_FAILED,
} from '../texts';
import {
  bookingDeleted,
  bookingDeleteFailed,
  bookingDeleteRequested,
  bookingsFailed,
  bookingsLoaded,
  bookingsRequested,
  bookingStatusChanged,
  bookingStatusChangeFailed,
  bookingStatusChangeRequested,
} from '.';
import type { BookingStatusChange } from './types';

/** SPEC §3: children is 0 when absent; status is a boolean. */
function toBooking(raw: Booking): Booking {
  return { ...raw, children: raw.children ?? 0, status: Boolean(raw.status) };
}

export function* fetchBookingsWorker({ api }: ApiServices): SagaIterator {
  try {
    const data: unknown = yield* callApi(api.bookings.list);
    if (!Array.isArray(data)) throw new Error('Invalid API response: Expected an array.');
    yield put(bookingsLoaded((data as Booking[]).map(toBooking)));
  } catch (error) {
    console.error('Fetching bookings failed.', error);
    yield put(bookingsFailed(failureText(error, BOOKINGS_FETCH_FAILED)));
  }
}

export function* changeBookingStatusWorker(
  { api }: ApiServices,
  action: PayloadAction<BookingStatusChange>,
): SagaIterator {
  const { id, status } = action.payload;
  try {
    yield* callApi(api.bookings.setStatus, id, status);
    yield put(bookingStatusChanged({ id, status }));
  } catch (error) {
    yield put(bookingStatusChangeFailed(id));
    yield call(
      reportFailure,
      'Updating a booking status failed.',
      error,
      BOOKING_STATUS_UPDATE_FAILED,
    );
  }
}

export function* deleteBookingWorker(
  { api }: ApiServices,
  action: PayloadAction<string>,
): SagaIterator {
  const id = action.payload;
  try {
    yield* callApi(api.bookings.remove, id);
    yield put(bookingDeleted(id));
    yield put(noticeShown('success', BOOKING_DELETED));
  } catch (error) {
    yield put(bookingDeleteFailed(id));
    yield call(reportFailure, 'Deleting a booking failed.', error, BOOKING_DELETE_FAILED);
  }
}

export function* bookingsSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(bookingsRequested.type, fetchBookingsWorker, services),
    // takeEvery, not takeLatest: switching a second row must not cancel the first row's update.
    // The same row cannot be switched twice meanwhile (its switch waits, see updatingIds).
    takeEvery(bookingStatusChangeRequested.type, changeBookingStatusWorker, services),
    takeEvery(bookingDeleteRequested.type, deleteBookingWorker, services),
  ]);
}
