// The side effects of a manage screen made with manage-resource.ts: fetch the list, save (POST
// for a new item, PUT for an edited one), delete; after each save or delete the list is fetched
// again (SPEC §7). Every call goes through callApi, so 401 and 403 are handled in one place.
import { ApiError } from '@tours/shared-ui/api';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportFailure, type ApiServices } from './call-api';
import type { Entity, ResourceActions, SaveRequest } from './manage-resource';

export interface ResourceEndpoints<I> {
  list: () => Promise<unknown>;
  create: (input: I) => Promise<unknown>;
  update: (id: string, input: I) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** A manage screen's texts (its texts.ts): the fetch failure, the banners, the failures. */
export interface ResourceSagaTexts {
  fetchFailed: string;
  /** Banners after a successful save or delete; null: the screen shows none. */
  created: string | null;
  updated: string | null;
  deleted: string | null;
  /** The same text for every failure, or one made from the error (the server's message). */
  saveFailed: string | ((error: unknown) => string);
  /** The same text for every failure, or one made from the error (a 409's reason). */
  deleteFailed: string | ((error: unknown) => string);
}

export interface ResourceSagaOptions<T extends Entity, I> {
  /** For the console: 'destinations', 'testimonials', ... */
  label: string;
  endpoints: (api: ApiServices['api']) => ResourceEndpoints<I>;
  /** Checks the list answer (SPEC §5) and returns the items; throws when it is malformed. An
   * array by default. */
  parseList?: (data: unknown) => T[];
  /** Also tell the admin with a notification (screens where SPEC §8 only logs the failure); by
   * default they are told. */
  notifyFetchFailure?: boolean;
  texts: ResourceSagaTexts;
}

/** A list answer must be an array (SPEC §5). */
export function parseArray<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new Error('Invalid API response: Expected an array.');
  return data as T[];
}

export function createResourceSaga<T extends Entity, I>(
  actions: ResourceActions<T, I>,
  {
    label,
    endpoints,
    parseList = parseArray<T>,
    notifyFetchFailure = true,
    texts,
  }: ResourceSagaOptions<T, I>,
) {
  const textOf = (text: string | ((error: unknown) => string), error: unknown) =>
    typeof text === 'string' ? text : text(error);

  function* fetchWorker({ api }: ApiServices): SagaIterator {
    try {
      const data: unknown = yield* callApi(endpoints(api).list);
      yield put(actions.listLoaded(parseList(data)));
    } catch (error) {
      yield put(actions.listFailed(failureText(error, texts.fetchFailed)));
      if (notifyFetchFailure) {
        yield call(reportFailure, `Fetching ${label} failed.`, error, texts.fetchFailed);
      } else {
        console.error(`Fetching ${label} failed.`, error);
      }
    }
  }

  function* saveWorker({ api }: ApiServices, action: PayloadAction<SaveRequest<I>>): SagaIterator {
    const { id, input } = action.payload;
    const { create, update } = endpoints(api);
    try {
      if (id) {
        yield* callApi(update, id, input);
      } else {
        yield* callApi(create, input);
      }
      yield put(actions.saveSucceeded(id ? texts.updated : texts.created));
      yield put(actions.listRequested());
    } catch (error) {
      yield put(actions.saveFailed(error instanceof ApiError ? error.errors : {}));
      yield call(reportFailure, `Saving ${label} failed.`, error, textOf(texts.saveFailed, error));
    }
  }

  function* deleteWorker({ api }: ApiServices, action: PayloadAction<string>): SagaIterator {
    try {
      yield* callApi(endpoints(api).remove, action.payload);
      yield put(actions.deleteSucceeded(texts.deleted));
      yield put(actions.listRequested());
    } catch (error) {
      yield put(actions.deleteFailed());
      yield call(
        reportFailure,
        `Deleting ${label} failed.`,
        error,
        textOf(texts.deleteFailed, error),
      );
    }
  }

  function* saga(services: ApiServices): SagaIterator {
    yield all([
      takeLatest(actions.listRequested.type, fetchWorker, services),
      takeLatest(actions.saveRequested.type, saveWorker, services),
      takeLatest(actions.deleteRequested.type, deleteWorker, services),
    ]);
  }

  return saga;
}
