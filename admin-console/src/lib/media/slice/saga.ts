// The photo library's side effects: the list and delete (manage-resource), the alt text (PATCH)
// and uploads (several may be on their way at once).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MediaUpload } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeEvery } from 'redux-saga/effects';

import { callApi, reportFailureInServerWords, type ApiServices } from '../../call-api';
import type { ItemChange } from '../../manage-resource';
import { createResourceSaga } from '../../manage-resource-saga';
import { noticeShown } from '../../notices';
import { deleteFailureText, MEDIA_TEXTS, parseMediaList } from '../library';
import { mediaActions } from '.';
import type { MediaEntry, UploadRequest } from './types';

const refuse = () => Promise.reject(new Error(MEDIA_TEXTS.notByForm));

const mediaListSaga = createResourceSaga<MediaEntry, never>(mediaActions, {
  label: 'photos',
  endpoints: (api) => ({
    list: api.media.list,
    create: refuse,
    update: refuse,
    remove: api.media.remove,
  }),
  parseList: parseMediaList,
  texts: {
    fetchFailed: MEDIA_TEXTS.fetchFailed,
    created: null,
    updated: null,
    deleted: MEDIA_TEXTS.deleted,
    saveFailed: MEDIA_TEXTS.notByForm,
    deleteFailed: deleteFailureText,
  },
});

/** PATCH the alt text; the row shows the answer's text once the API has it. */
function* changeAltWorker(
  { api }: ApiServices,
  action: PayloadAction<ItemChange<MediaEntry>>,
): SagaIterator {
  const { id, changes } = action.payload;
  if (typeof changes.alt !== 'string') return;
  try {
    const updated: MediaUpload | null = yield* callApi(api.media.setAlt, id, changes.alt.trim());
    const alt = typeof updated?.alt === 'string' ? updated.alt : changes.alt.trim();
    yield put(mediaActions.itemUpdated({ id, changes: { alt } }));
    yield put(noticeShown('success', MEDIA_TEXTS.altSaved));
  } catch (error) {
    yield put(mediaActions.itemUpdateFailed(id));
    yield call(
      reportFailureInServerWords,
      'Saving an alt text failed.',
      error,
      MEDIA_TEXTS.altFailed,
    );
  }
}

/**
 * POST one photo; the widget hears of its progress and its end. A refusal (wrong type, too large)
 * is told in the API's own words; a cancelled upload is not a failure to tell.
 */
function* uploadWorker({ api }: ApiServices, action: PayloadAction<UploadRequest>): SagaIterator {
  const { file, alt, signal, onProgress, onUploaded, onFailed } = action.payload;
  try {
    const photo: MediaUpload = yield* callApi(api.media.upload, {
      file,
      alt,
      signal,
      onProgress,
    });
    yield call(onUploaded, photo);
  } catch (error) {
    yield call(onFailed, error instanceof Error ? error : new Error(String(error)));
    if (signal.aborted) return;
    yield call(
      reportFailureInServerWords,
      'Uploading a photo failed.',
      error,
      MEDIA_TEXTS.uploadFailed,
    );
  }
}

export function* mediaSaga(services: ApiServices): SagaIterator {
  yield all([
    fork(mediaListSaga, services),
    takeEvery(mediaActions.itemUpdateRequested.type, changeAltWorker, services),
    takeEvery(mediaActions.uploadRequested.type, uploadWorker, services),
  ]);
}
