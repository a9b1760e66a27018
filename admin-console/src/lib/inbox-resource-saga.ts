// The side effects of an inbox screen made with inbox-resource.ts: fetch the list, set a row's
// flag, delete a row. Every call goes through callApi, so 401 and 403 are handled in one place.
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError } from '@tours/shared-ui/api';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import {
  callApi,
  failureText,
  reportFailure,
  reportFailureInServerWords,
  type ApiServices,
} from './call-api';
import type { FlagChange, InboxActions } from './inbox-resource';
import type { Entity } from './manage-resource';
import { parseArray } from './manage-resource-saga';
import { noticeShown } from './notices';

export interface InboxEndpoints {
  list: () => Promise<unknown>;
  setFlag: (id: string, value: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

export interface InboxSagaOptions<T extends Entity> {
  endpoints: (api: ApiServices['api']) => InboxEndpoints;
  /** One row as the table shows it (SPEC §3 defaults filled in). */
  normalise: (raw: T) => T;
  /** For the console: what failed, e.g. 'Fetching bookings failed.' */
  logs: { fetch: string; flag: string; remove: string };
  texts: { fetchFailed: string; flagFailed: string; deleted: string; deleteFailed: string };
}

export function createInboxSaga<T extends Entity>(
  actions: InboxActions<T>,
  { endpoints, normalise, logs, texts }: InboxSagaOptions<T>,
) {
  function* fetchWorker({ api }: ApiServices): SagaIterator {
    try {
      const data: unknown = yield* callApi(endpoints(api).list);
      yield put(actions.listLoaded(parseArray<T>(data).map(normalise)));
    } catch (error) {
      // SPEC §8 shows this failure in the page, instead of the table.
      console.error(logs.fetch, error);
      yield put(actions.listFailed(failureText(error, texts.fetchFailed)));
    }
  }

  function* flagWorker({ api }: ApiServices, action: PayloadAction<FlagChange>): SagaIterator {
    const { id, value } = action.payload;
    try {
      yield* callApi(endpoints(api).setFlag, id, value);
      yield put(actions.flagChanged({ id, value }));
    } catch (error) {
      yield put(actions.flagChangeFailed(id));
      yield call(reportFailure, logs.flag, error, texts.flagFailed);
    }
  }

  function* deleteWorker({ api }: ApiServices, action: PayloadAction<string>): SagaIterator {
    const id = action.payload;
    try {
      yield* callApi(endpoints(api).remove, id);
      yield put(actions.deleted(id));
      yield put(noticeShown('success', texts.deleted));
    } catch (error) {
      yield put(actions.deleteFailed(id));
      // A 409 is the server keeping the row for a reason (a booking with payments): its words.
      const refused = error instanceof ApiError && error.status === 409;
      yield call(
        refused ? reportFailureInServerWords : reportFailure,
        logs.remove,
        error,
        texts.deleteFailed,
      );
    }
  }

  function* saga(services: ApiServices): SagaIterator {
    yield all([
      takeLatest(actions.listRequested.type, fetchWorker, services),
      // takeEvery, not takeLatest: switching a second row must not cancel the first row's
      // update. The same row cannot be switched twice meanwhile (its switch waits).
      takeEvery(actions.flagChangeRequested.type, flagWorker, services),
      takeEvery(actions.deleteRequested.type, deleteWorker, services),
    ]);
  }

  return saga;
}
