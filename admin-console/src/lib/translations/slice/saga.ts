// The content translations' side effects (issue 29): the lists' statuses, one record's
// translations, a language saved (PUT) or removed (DELETE). A save or removal is told with a
// notice and refreshes the kind's badges; a refused save (400) keeps the server's sentence and
// field texts for the form; any other failure is told in the server's words when it has some.
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  RecordTranslations,
  StoredTranslation,
  TranslationStatuses,
} from '@tours/shared-ui/api';
import type { TranslationKind } from '@tours/shared-ui/translations';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import {
  callApi,
  failureText,
  refusalOf,
  reportFailureInServerWords,
  type ApiServices,
} from '../../call-api';
import { noticeShown } from '../../notices';
import { TRANSLATIONS_TEXTS as T } from '../texts';
import { translationsActions as actions } from '.';
import type { RecordRef, RemoveTranslation, SaveTranslation } from './types';

function* statusesWorker(
  { translations }: ApiServices,
  action: PayloadAction<TranslationKind>,
): SagaIterator {
  const kind = action.payload;
  try {
    const byId: TranslationStatuses = yield* callApi(translations.statuses, kind);
    yield put(actions.statusesLoaded({ kind, byId }));
  } catch (error) {
    // The list itself is there; the note beside it says the badges are missing.
    console.error(`Fetching the ${kind} translation statuses failed.`, error);
    yield put(actions.statusesFailed(kind));
  }
}

function* recordWorker(
  { translations }: ApiServices,
  action: PayloadAction<RecordRef>,
): SagaIterator {
  const ref = action.payload;
  try {
    const value: RecordTranslations = yield* callApi(translations.get, ref.kind, ref.id);
    yield put(actions.recordLoaded({ ref, value }));
  } catch (error) {
    console.error(`Fetching the translations of ${ref.kind}/${ref.id} failed.`, error);
    yield put(actions.recordFailed({ ref, error: failureText(error, T.fetchFailed) }));
  }
}

function* saveWorker(
  { translations }: ApiServices,
  action: PayloadAction<SaveTranslation>,
): SagaIterator {
  const { kind, id, locale, fields } = action.payload;
  const ref = { kind, id };
  try {
    const stored: StoredTranslation = yield* callApi(translations.save, kind, id, locale, fields);
    yield put(actions.stored({ ref, locale, stored }));
    yield put(noticeShown('success', T.saved(locale)));
    yield put(actions.statusesRequested(kind));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      yield put(actions.saveRefused({ ref, locale, refusal }));
    } else {
      yield put(actions.writeFailed({ ref, locale }));
      yield call(
        reportFailureInServerWords,
        `Saving the ${locale} translation of ${kind}/${id} failed.`,
        error,
        T.saveFailed(locale),
      );
    }
  }
}

function* removeWorker(
  { translations }: ApiServices,
  action: PayloadAction<RemoveTranslation>,
): SagaIterator {
  const { kind, id, locale } = action.payload;
  const ref = { kind, id };
  try {
    yield* callApi(translations.remove, kind, id, locale);
    yield put(actions.stored({ ref, locale, stored: null }));
    yield put(noticeShown('success', T.removed(locale)));
    yield put(actions.statusesRequested(kind));
  } catch (error) {
    yield put(actions.writeFailed({ ref, locale }));
    yield call(
      reportFailureInServerWords,
      `Removing the ${locale} translation of ${kind}/${id} failed.`,
      error,
      T.removeFailed(locale),
    );
  }
}

export function* translationsSaga(services: ApiServices): SagaIterator {
  yield all([
    // takeEvery: two lists' statuses, or bn and hi saved together, are independent.
    takeEvery(actions.statusesRequested.type, statusesWorker, services),
    takeLatest(actions.recordRequested.type, recordWorker, services),
    takeEvery(actions.saveRequested.type, saveWorker, services),
    takeEvery(actions.removeRequested.type, removeWorker, services),
  ]);
}
