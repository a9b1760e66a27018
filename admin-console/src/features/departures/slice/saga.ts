// The departures screen's side effects: the list with the destinations a departure may be of,
// create and edit (the row fetched again, with its seats and money), delete (409 in the server's
// words), the company's cancellation (its bookings first, then the cancel), and the manifest with
// the CSV the API writes, downloaded.
import type { PayloadAction } from '@reduxjs/toolkit';
import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import type { Departure, DepartureOverview } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadApiCsv } from '../../../lib/api-csv';
import {
  callApi,
  failureText,
  reportFailureInServerWords,
  reportWriteFailure,
  type ApiServices,
} from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { noticeShown } from '../../../lib/notices';
import { DEPARTURES_TEXTS as T, MANIFEST_TEXTS } from '../texts';
import { departuresActions, manifestActions } from '.';
import type { CancelRequestPayload, DepartureSave, DestinationChoice } from './types';

/** The destinations list as the form needs it; anything not shaped like one is left out. */
function destinationChoices(answer: unknown): DestinationChoice[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter(
      (item): item is { _id: string; name: string } =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { _id?: unknown })._id === 'string' &&
        typeof (item as { name?: unknown }).name === 'string',
    )
    .map((item) => {
      const { prices, nights } = item as { prices?: DestinationChoice['prices']; nights?: unknown };
      return {
        _id: item._id,
        name: item.name,
        prices: prices ?? null,
        nights: typeof nights === 'number' ? nights : null,
      };
    });
}

function* listWorker({ api, departures }: ApiServices): SagaIterator {
  try {
    const [items, destinations]: [DepartureOverview[], unknown] = yield all([
      call(function* () {
        return yield* callApi(departures.list, {});
      }),
      call(function* () {
        return yield* callApi(api.destinations.list);
      }),
    ]);
    yield put(departuresActions.destinationsLoaded(destinationChoices(destinations)));
    yield put(departuresActions.listLoaded(items));
  } catch (error) {
    yield put(departuresActions.listFailed(failureText(error, T.failed)));
    console.error('Fetching the departures failed.', error);
  }
}

/** The dashboard's card: departures starting from today to 7 days on. */
function* soonWorker({ departures }: ApiServices): SagaIterator {
  const today = todayInIst();
  yield* fetchValueWorker(
    async () =>
      (await departures.list({ from: today, to: addDays(today, 7) })).filter(
        (item) => !item.cancelled,
      ),
    { loaded: departuresActions.soonLoaded, failed: departuresActions.soonFailed },
    T.soonFailed,
    'Fetching the departures of the next 7 days failed.',
  );
}

function* saveWorker(
  { departures }: ApiServices,
  { payload }: PayloadAction<DepartureSave>,
): SagaIterator {
  try {
    const departure: Departure = payload.id
      ? yield* callApi(departures.update, payload.id, payload.input)
      : yield* callApi(departures.create, payload.destinationId, {
          ...payload.input,
          startDate: payload.input.startDate ?? '',
          seats: payload.input.seats ?? 0,
        });
    const overview: DepartureOverview = yield* callApi(departures.get, departure._id);
    yield put(departuresActions.saved(overview));
    yield put(noticeShown('success', payload.id ? T.saved : T.created));
  } catch (error) {
    yield* reportWriteFailure(error, departuresActions.saveRefused, {
      context: 'Saving a departure failed.',
      text: T.saveFailed,
    });
  }
}

function* removeWorker({ departures }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    yield* callApi(departures.remove, action.payload);
    yield put(departuresActions.removed(action.payload));
    yield put(noticeShown('success', T.deleted));
  } catch (error) {
    yield put(departuresActions.removeFailed(action.payload));
    // A departure with bookings answers 409 with the reason: the admin reads it.
    yield call(reportFailureInServerWords, 'Deleting a departure failed.', error, T.deleteFailed);
  }
}

/** The bookings the cancellation decides about: every booking still on the departure. */
const STILL_ON = new Set(['waitlisted', 'provisional', 'confirmed', 'paid']);

function* cancelOpenedWorker({ office }: ApiServices, action: PayloadAction<string>): SagaIterator {
  yield* fetchValueWorker(
    async () =>
      (await office.bookings.list()).filter(
        (booking) => booking.departureId === action.payload && STILL_ON.has(booking.stage),
      ),
    {
      loaded: departuresActions.cancelBookingsLoaded,
      failed: departuresActions.cancelBookingsFailed,
    },
    T.bookingsFailed,
    'Fetching the bookings of a departure failed.',
  );
}

function* cancelWorker(
  { departures }: ApiServices,
  { payload }: PayloadAction<CancelRequestPayload>,
): SagaIterator {
  try {
    yield* callApi(departures.cancel, payload.departureId, {
      reason: payload.reason,
      moves: payload.moves,
    });
    yield put(departuresActions.cancelDone());
    yield put(noticeShown('success', T.cancelledNotice));
    // Moved bookings change the seats of the departures they went to.
    yield put(departuresActions.listRequested());
  } catch (error) {
    yield* reportWriteFailure(error, departuresActions.cancelRefused, {
      context: 'Cancelling a departure failed.',
      text: T.cancelFailed,
    });
  }
}

function* manifestWorker({ departures }: ApiServices, action: PayloadAction<string>): SagaIterator {
  yield* fetchValueWorker(
    () => departures.manifest(action.payload),
    manifestActions,
    MANIFEST_TEXTS.failed,
    'Fetching a manifest failed.',
  );
}

function* downloadWorker(
  { departures }: ApiServices,
  { payload }: PayloadAction<{ id: string; fileName: string }>,
): SagaIterator {
  yield* downloadApiCsv(
    () => departures.manifestCsv(payload.id),
    payload.fileName,
    manifestActions.downloadFinished(),
    { context: 'Downloading a manifest failed.', text: MANIFEST_TEXTS.downloadFailed },
  );
}

export function* departuresSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(departuresActions.listRequested.type, listWorker, services),
    takeLatest(departuresActions.soonRequested.type, soonWorker, services),
    takeLatest(departuresActions.saveRequested.type, saveWorker, services),
    takeEvery(departuresActions.removeRequested.type, removeWorker, services),
    takeLatest(departuresActions.cancelOpened.type, cancelOpenedWorker, services),
    takeLatest(departuresActions.cancelRequested.type, cancelWorker, services),
    takeLatest(manifestActions.manifestRequested.type, manifestWorker, services),
    takeLatest(manifestActions.downloadRequested.type, downloadWorker, services),
  ]);
}
