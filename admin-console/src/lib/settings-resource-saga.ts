// The side effects of a settings slice (settings-resource.ts): fetched when its page opens, saved
// with PUT; a refused save keeps the server's words for the form, any other failure is a notice.
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, put, takeLatest } from 'redux-saga/effects';

import { callApi, reportWriteFailure, type ApiServices } from './call-api';
import { fetchValueWorker } from './load-status';
import { noticeShown } from './notices';
import type { ServerRefusal } from '../components/checked-form';

/** The actions of a settings slice (createSettingsSlice) the saga takes and puts. */
export interface SettingsActions<T> {
  requested: { type: string };
  saveRequested: { type: string };
  loaded: (value: T) => Action;
  failed: (text: string) => Action;
  saveSucceeded: (value: T) => Action;
  saveRefused: (refusal: ServerRefusal | null) => Action;
}

export interface SettingsSagaOptions<T, Request> {
  endpoints: (services: ApiServices) => {
    get: () => Promise<T>;
    save: (input: Request) => Promise<T>;
  };
  texts: { failed: string; saved: string; saveFailed: string };
  /** What the settings are, for the console's log: 'the GST settings'. */
  what: string;
}

export function createSettingsSaga<T, Request>(
  actions: SettingsActions<T>,
  { endpoints, texts, what }: SettingsSagaOptions<T, Request>,
) {
  function* fetchWorker(services: ApiServices): SagaIterator {
    yield* fetchValueWorker(
      endpoints(services).get,
      actions,
      texts.failed,
      `Fetching ${what} failed.`,
    );
  }

  function* saveWorker(services: ApiServices, action: PayloadAction<Request>): SagaIterator {
    try {
      const settings: T = yield* callApi(endpoints(services).save, action.payload);
      yield put(actions.saveSucceeded(settings));
      yield put(noticeShown('success', texts.saved));
    } catch (error) {
      yield* reportWriteFailure(error, actions.saveRefused, {
        context: `Saving ${what} failed.`,
        text: texts.saveFailed,
      });
    }
  }

  return function* settingsSaga(services: ApiServices): SagaIterator {
    yield all([
      takeLatest(actions.requested.type, fetchWorker, services),
      takeLatest(actions.saveRequested.type, saveWorker, services),
    ]);
  };
}
