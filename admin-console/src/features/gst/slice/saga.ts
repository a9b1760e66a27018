// The GST feature's side effects over the root saga's client: the settings (fetch, save:
// settings-resource-saga), a
// document (fetch, its PDF as a download, cancel with a reason, reissue) and a month (fetch, its
// CSV as a download). A refused save or cancel keeps the server's words for the form.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  ApiError,
  gstDocumentFileName,
  gstMonthFileName,
  serverMessage,
  type GstMonthExport,
} from '@tours/shared-ui/api';
import type { GstDocumentView } from '@tours/shared-ui/gst';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { downloadApiCsv } from '../../../lib/api-csv';
import {
  callApi,
  failureText,
  reportFailure,
  reportFailureInServerWords,
  reportWriteFailure,
  type ApiServices,
} from '../../../lib/call-api';
import { downloadFile } from '../../../lib/download';
import { noticeShown } from '../../../lib/notices';
import { createSettingsSaga } from '../../../lib/settings-resource-saga';
import { BOOKING_DOCUMENTS_TEXTS, DOCUMENT_TEXTS, GST_SETTINGS_TEXTS, MONTH_TEXTS } from '../texts';
import {
  gstDocumentActions,
  gstDocumentChangesActions,
  gstMonthActions,
  gstSettingsActions,
} from '.';
import type { GstCancelRequest, GstPdfRequest } from './types';

const settingsSaga = createSettingsSaga(gstSettingsActions, {
  endpoints: ({ gst }) => gst.settings,
  texts: GST_SETTINGS_TEXTS,
  what: 'the GST settings',
});

function* documentWorker({ gst }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    const view: GstDocumentView = yield* callApi(gst.documents.get, action.payload);
    yield put(gstDocumentActions.loaded(view));
  } catch (error) {
    // A 404's own words say which document is unknown.
    const text =
      error instanceof ApiError && error.status === 404
        ? (serverMessage(error) ?? DOCUMENT_TEXTS.failed)
        : failureText(error, DOCUMENT_TEXTS.failed);
    yield put(gstDocumentActions.failed(text));
    console.error('Fetching a GST document failed.', error);
  }
}

function* pdfWorker({ gst }: ApiServices, { payload }: PayloadAction<GstPdfRequest>): SagaIterator {
  try {
    const pdf: Blob = yield* callApi(gst.documents.pdf, payload.id);
    yield call(downloadFile, gstDocumentFileName(payload.number), pdf);
  } catch (error) {
    yield call(
      reportFailure,
      'Downloading a GST document failed.',
      error,
      DOCUMENT_TEXTS.downloadFailed,
    );
  } finally {
    yield put(gstDocumentChangesActions.pdfFinished(payload.id));
  }
}

function* cancelWorker(
  { gst }: ApiServices,
  { payload }: PayloadAction<GstCancelRequest>,
): SagaIterator {
  try {
    const view: GstDocumentView = yield* callApi(gst.documents.cancel, payload.id, payload.reason);
    yield put(gstDocumentChangesActions.cancelSucceeded(view));
    yield put(noticeShown('success', BOOKING_DOCUMENTS_TEXTS.cancelled(view.number)));
  } catch (error) {
    // A 400 under `reason`, a 409 (already cancelled) in the server's sentence: in the dialog.
    yield* reportWriteFailure(error, gstDocumentChangesActions.cancelRefused, {
      context: 'Cancelling a GST document failed.',
      text: BOOKING_DOCUMENTS_TEXTS.cancelFailed,
    });
  }
}

function* reissueWorker({ gst }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    const view: GstDocumentView = yield* callApi(gst.documents.reissue, action.payload);
    yield put(gstDocumentChangesActions.reissueSucceeded(view));
    yield put(noticeShown('success', BOOKING_DOCUMENTS_TEXTS.reissued(view.number)));
  } catch (error) {
    yield put(gstDocumentChangesActions.reissueFailed());
    yield call(
      reportFailureInServerWords,
      'Reissuing a GST document failed.',
      error,
      BOOKING_DOCUMENTS_TEXTS.reissueFailed,
    );
  }
}

function* monthWorker({ gst }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    const month: GstMonthExport = yield* callApi(gst.documents.month, action.payload);
    yield put(gstMonthActions.loaded(month));
  } catch (error) {
    yield put(gstMonthActions.failed(failureText(error, MONTH_TEXTS.failed)));
    console.error("Fetching a month's GST documents failed.", error);
  }
}

function* monthCsvWorker({ gst }: ApiServices, action: PayloadAction<string>): SagaIterator {
  yield* downloadApiCsv(
    () => gst.documents.monthCsv(action.payload),
    gstMonthFileName(action.payload),
    gstMonthActions.downloadFinished(),
    { context: 'Downloading the GST CSV failed.', text: MONTH_TEXTS.downloadFailed },
  );
}

export function* gstSaga(services: ApiServices): SagaIterator {
  yield all([
    call(settingsSaga, services),
    takeLatest(gstDocumentActions.documentRequested.type, documentWorker, services),
    takeEvery(gstDocumentChangesActions.pdfRequested.type, pdfWorker, services),
    takeLatest(gstDocumentChangesActions.cancelRequested.type, cancelWorker, services),
    takeLatest(gstDocumentChangesActions.reissueRequested.type, reissueWorker, services),
    takeLatest(gstMonthActions.monthRequested.type, monthWorker, services),
    takeLatest(gstMonthActions.downloadRequested.type, monthCsvWorker, services),
  ]);
}
