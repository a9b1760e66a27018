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

/**
 * listRequested, listLoaded, listFailed: the case reducers of a slice whose state S holds a list.
 * (Immer's draft of a generic state is opaque to TypeScript: each reads it as the list it is.)
 */
export function listReducers<T, S extends ListState<T>>() {
  return {
    listRequested(draft: Draft<S>) {
      const state = draft as ListState<T>;
      state.status = 'loading';
      state.error = null;
    },
    listLoaded(draft: Draft<S>, action: PayloadAction<T[]>) {
      const state = draft as ListState<T>;
      state.status = 'loaded';
      state.items = action.payload;
    },
    listFailed(draft: Draft<S>, action: PayloadAction<string>) {
      const state = draft as ListState<T>;
      state.status = 'failed';
      state.items = [];
      state.error = action.payload;
    },
  };
}

/** One fetched value (today's work, the agency's calendar): null until it is there. */
export interface ValueState<T> {
  value: T | null;
  status: LoadStatus;
  error: string | null;
}

export function initialValueState<T>(): ValueState<T> {
  return { value: null, status: 'idle', error: null };
}

/** requested, loaded, failed: the case reducers of a slice whose state S holds one value. */
export function valueReducers<T, S extends ValueState<T>>() {
  return {
    requested(draft: Draft<S>) {
      const state = draft as ValueState<T>;
      state.status = 'loading';
      state.error = null;
    },
    loaded(draft: Draft<S>, action: PayloadAction<T>) {
      const state = draft as ValueState<T>;
      state.status = 'loaded';
      state.value = action.payload;
    },
    failed(draft: Draft<S>, action: PayloadAction<string>) {
      const state = draft as ValueState<T>;
      state.status = 'failed';
      state.error = action.payload;
    },
  };
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
