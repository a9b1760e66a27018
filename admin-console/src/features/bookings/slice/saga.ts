// The bookings feature's side effects. The list (inbox-resource): fetch it, change a booking's
// status (PUT {status}), delete one (a person's data-deletion request). The booking page: fetch the
// booking, apply one change (quote, hold, payment, cancellation, refund step) and show the booking
// the API then holds, fetch a cancellation quote; a refused change keeps the server's words for the
// form (field errors, a 409's message). The new booking form: POST /api/bookings with a `source`.
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, serverMessage } from '@tours/shared-ui/api';
import type {
  AdminBookingRequest,
  BookingDetail,
  BookingOfficeApi,
  BookingRecord,
} from '@tours/shared-ui/booking-office';
import type { Booking, Destination } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, cancelled, delay, fork, put, select, takeLatest } from 'redux-saga/effects';

import {
  callApi,
  failureText,
  refusalOf,
  reportFailure,
  reportWriteFailure,
  type ApiServices,
} from '../../../lib/call-api';
import { createInboxSaga } from '../../../lib/inbox-resource-saga';
import { fetchValueWorker } from '../../../lib/load-status';
import { parseArray } from '../../../lib/manage-resource-saga';
import { noticeShown } from '../../../lib/notices';
import {
  BOOKING_ACTION_FAILED,
  BOOKING_DELETE_FAILED,
  BOOKING_DELETED,
  BOOKING_FETCH_FAILED,
  BOOKING_STATUS_UPDATE_FAILED,
  BOOKINGS_FETCH_FAILED,
  BOOKINGS_SEARCH_FAILED,
  CANCEL_TEXTS,
  DESTINATIONS_FAILED,
  DETAILS_TEXTS,
  HOLD_TEXTS,
  NEW_BOOKING_TEXTS,
  PAYMENT_TEXTS,
  QUOTE_TEXTS,
  REFUND_TEXTS,
} from '../texts';
import {
  bookingDetailActions,
  bookingsActions,
  bookingsViewActions,
  destinationChoicesActions,
  newBookingActions,
} from '.';
import { selectBookingDetail } from './selectors';
import {
  OPTIONAL_BOOKING_COLUMNS,
  type BookingChange,
  type BookingDetailState,
  type BookingForm,
  type OptionalBookingColumn,
} from './types';

/** SPEC §3: children is 0 when absent; status is a boolean. */
const normaliseBooking = (raw: Booking): Booking => ({
  ...raw,
  children: raw.children ?? 0,
  status: Boolean(raw.status),
});

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_PAUSE_MS = 300;

const bookingsListSaga = createInboxSaga<Booking>(bookingsActions, {
  endpoints: (api) => ({
    list: api.bookings.list,
    setFlag: api.bookings.setStatus,
    remove: api.bookings.remove,
  }),
  normalise: normaliseBooking,
  logs: {
    fetch: 'Fetching bookings failed.',
    flag: 'Updating a booking status failed.',
    remove: 'Deleting a booking failed.',
  },
  texts: {
    fetchFailed: BOOKINGS_FETCH_FAILED,
    flagFailed: BOOKING_STATUS_UPDATE_FAILED,
    deleted: BOOKING_DELETED,
    deleteFailed: BOOKING_DELETE_FAILED,
  },
});

const SAVED_TEXTS: Record<BookingForm, string> = {
  details: DETAILS_TEXTS.saved,
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
    case 'details':
      return (yield* callApi(bookings.update, id, change.input)) as BookingDetail;
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

function* fetchBookingWorker({ office }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    const booking: BookingDetail = yield* callApi(office.bookings.get, action.payload);
    yield put(bookingDetailActions.bookingLoaded(booking));
  } catch (error) {
    const text =
      error instanceof ApiError && error.status === 404
        ? (serverMessage(error) ?? BOOKING_FETCH_FAILED)
        : failureText(error, BOOKING_FETCH_FAILED);
    yield put(bookingDetailActions.bookingFailed(text));
    console.error('Fetching a booking failed.', error);
  }
}

export function* changeWorker(
  { office }: ApiServices,
  action: PayloadAction<BookingChange>,
): SagaIterator {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  const change = action.payload;
  if (!id) return;
  try {
    const booking: BookingDetail = yield call(applyChange, office, id, change);
    yield put(bookingDetailActions.changeSucceeded({ form: change.form, booking }));
    yield put(noticeShown('success', SAVED_TEXTS[change.form]));
  } catch (error) {
    // The server's words, where the admin looks: under the fields, or above the form.
    const refusal = refusalOf(error);
    yield put(
      bookingDetailActions.changeFailed({
        form: change.form,
        fieldErrors: {},
        message: null,
        ...refusal,
      }),
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

function* quoteWorker(
  { office }: ApiServices,
  action: PayloadAction<{ id: string; on: string }>,
): SagaIterator {
  try {
    const quote = yield* callApi(
      office.bookings.cancellationQuote,
      action.payload.id,
      action.payload.on,
    );
    yield put(bookingDetailActions.quoteLoaded(quote));
  } catch (error) {
    yield put(
      bookingDetailActions.quoteFailed(
        serverMessage(error) ?? failureText(error, CANCEL_TEXTS.quoteFailed),
      ),
    );
    console.error('Fetching a cancellation quote failed.', error);
  }
}

/**
 * The search (issue 25 item 3): once typing pauses, GET /api/bookings?q= (every booking when the
 * box is empty); the answer replaces the list. takeLatest drops an answer a later key made stale.
 */
function* searchWorker({ office }: ApiServices, action: PayloadAction<string>): SagaIterator {
  yield delay(SEARCH_PAUSE_MS);
  const query = action.payload.trim();
  try {
    const rows: Booking[] = yield* callApi(office.bookings.list, query || undefined);
    yield put(bookingsActions.listLoaded(rows.map(normaliseBooking)));
  } catch (error) {
    // The rows of the last answer stay, with the search box, so the admin can try again.
    yield call(reportFailure, 'Searching bookings failed.', error, BOOKINGS_SEARCH_FAILED);
  } finally {
    if (!(yield cancelled())) yield put(bookingsViewActions.searchSettled());
  }
}

/** The destinations a booking may name, with their prices (the quote's estimate). */
function* destinationChoicesWorker({ api }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    async () =>
      parseArray<Destination>(await api.destinations.list()).map(({ _id, name, prices }) => ({
        _id,
        name,
        prices: prices ?? null,
      })),
    destinationChoicesActions,
    DESTINATIONS_FAILED,
    'Fetching the destinations failed.',
  );
}

function* createBookingWorker(
  { office }: ApiServices,
  action: PayloadAction<AdminBookingRequest>,
): SagaIterator {
  try {
    const booking: BookingRecord = yield* callApi(office.bookings.createByAdmin, action.payload);
    yield put(newBookingActions.created(booking));
    yield put(noticeShown('success', NEW_BOOKING_TEXTS.created(booking.reference)));
    yield put(bookingsActions.listRequested());
  } catch (error) {
    yield* reportWriteFailure(error, newBookingActions.refused, {
      context: 'Creating a booking failed.',
      text: BOOKING_ACTION_FAILED,
    });
  }
}

/** Where the browser keeps the bookings table's chosen columns. */
export const BOOKING_COLUMNS_STORAGE_KEY = 'tours-admin:bookings-columns';

/** The columns chosen on an earlier visit; those no longer offered are dropped. */
function readShownColumns(): OptionalBookingColumn[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(BOOKING_COLUMNS_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(stored)) return null;
    return OPTIONAL_BOOKING_COLUMNS.filter((column) => stored.includes(column));
  } catch {
    return null; // storage blocked or a value not ours: the default view
  }
}

function writeShownColumns(columns: OptionalBookingColumn[]): void {
  try {
    localStorage.setItem(BOOKING_COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // Storage blocked (private mode): the choice lasts for this visit only.
  }
}

function* restoreColumnsWorker(): SagaIterator {
  const columns: OptionalBookingColumn[] | null = yield call(readShownColumns);
  if (columns) yield put(bookingsViewActions.columnsRestored(columns));
}

function* storeColumnsWorker(action: PayloadAction<OptionalBookingColumn[]>): SagaIterator {
  yield call(writeShownColumns, action.payload);
}

export function* bookingsSaga(services: ApiServices): SagaIterator {
  yield all([
    call(restoreColumnsWorker),
    takeLatest(bookingsViewActions.columnsChosen.type, storeColumnsWorker),
    takeLatest(bookingsViewActions.queryChanged.type, searchWorker, services),
    takeLatest(destinationChoicesActions.requested.type, destinationChoicesWorker, services),
    fork(bookingsListSaga, services),
    takeLatest(bookingDetailActions.bookingRequested.type, fetchBookingWorker, services),
    takeLatest(bookingDetailActions.changeRequested.type, changeWorker, services),
    takeLatest(bookingDetailActions.quoteRequested.type, quoteWorker, services),
    takeLatest(newBookingActions.submitted.type, createBookingWorker, services),
  ]);
}
