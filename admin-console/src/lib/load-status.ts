// The life of a fetched list on a manage screen: not asked yet, on its way, there, or failed; and
// the three reducers every list state shares (manage-resource.ts, inbox-resource.ts); and one
// fetched value's state, reducers and fetch (today's work, the agency's calendar).
import type { Action, Draft, PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';

import { callApi, failureText } from './call-api';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ListState<T> {
  items: T[];
  status: LoadStatus;
  /** Why the list could not be fetched; the list is then empty. */
  error: string | null;
}

/** What every fetched state (a list, a value) holds besides what was fetched. */
interface FetchState {
  status: LoadStatus;
  /** Why it could not be fetched. */
  error: string | null;
}

/**
 * requested, loaded, failed: on its way, there (`keep` stores it), or failed (`drop` forgets what
 * a failure leaves no longer true). F is the state as the reducers read it: Immer's draft of a
 * generic state S is opaque to TypeScript.
 */
function fetchReducers<S, F extends FetchState, P>(
  keep: (state: F, payload: P) => void,
  drop: (state: F) => void = () => {},
) {
  return {
    requested(draft: Draft<S>) {
      const state = draft as F;
      state.status = 'loading';
      state.error = null;
    },
    loaded(draft: Draft<S>, action: PayloadAction<P>) {
      const state = draft as F;
      state.status = 'loaded';
      keep(state, action.payload);
    },
    failed(draft: Draft<S>, action: PayloadAction<string>) {
      const state = draft as F;
      state.status = 'failed';
      drop(state);
      state.error = action.payload;
    },
  };
}

/** listRequested, listLoaded, listFailed: the case reducers of a slice whose state S holds a list. */
export function listReducers<T, S extends ListState<T>>() {
  const { requested, loaded, failed } = fetchReducers<S, ListState<T>, T[]>(
    (state, items) => {
      state.items = items;
    },
    (state) => {
      state.items = [];
    },
  );
  return { listRequested: requested, listLoaded: loaded, listFailed: failed };
}

/** One fetched value (today's work, the agency's calendar): null until it is there. */
export interface ValueState<T> extends FetchState {
  value: T | null;
}

export function initialValueState<T>(): ValueState<T> {
  return { value: null, status: 'idle', error: null };
}

/** requested, loaded, failed: the case reducers of a slice whose state S holds one value. */
export function valueReducers<T, S extends ValueState<T>>() {
  return fetchReducers<S, ValueState<T>, T>((state, value) => {
    state.value = value;
  });
}

/**
 * The worker of a value slice's `requested`: fetches the value and puts `loaded`, or puts `failed`
 * with the screen's text (the access problem for a 401/403) and logs the failure as `context`.
 */
export function* fetchValueWorker<T>(
  fetchValue: () => Promise<T>,
  actions: { loaded: (value: T) => Action; failed: (text: string) => Action },
  failedText: string,
  context: string,
): SagaIterator {
  try {
    const value: T = yield* callApi(fetchValue);
    yield put(actions.loaded(value));
  } catch (error) {
    yield put(actions.failed(failureText(error, failedText)));
    console.error(context, error);
  }
}
