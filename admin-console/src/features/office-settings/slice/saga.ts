// The booking office's settings: fetched when the settings page opens, saved with PUT (only what
// the form sends changes; the answer is every setting). A refused save keeps the server's words.
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  BookingOfficeSettings,
  BookingOfficeSettingsRequest,
} from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';

import { callApi, refusalOf, reportFailure, type ApiServices } from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { noticeShown } from '../../../lib/notices';
import { OFFICE_SETTINGS_TEXTS as T } from '../texts';
import { officeSettingsActions } from '.';

function* fetchWorker({ office }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    office.settings.get,
    officeSettingsActions,
    T.failed,
    'Fetching the booking office settings failed.',
  );
}

function* saveWorker(
  { office }: ApiServices,
  action: PayloadAction<BookingOfficeSettingsRequest>,
): SagaIterator {
  try {
    const settings: BookingOfficeSettings = yield* callApi(office.settings.save, action.payload);
    yield put(officeSettingsActions.saveSucceeded(settings));
    yield put(noticeShown('success', T.saved));
  } catch (error) {
    const refusal = refusalOf(error);
    yield put(officeSettingsActions.saveRefused(refusal));
    if (!refusal) {
      yield call(reportFailure, 'Saving the booking office settings failed.', error, T.saveFailed);
    }
  }
}

export function* officeSettingsSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(officeSettingsActions.requested.type, fetchWorker, services),
    takeLatest(officeSettingsActions.saveRequested.type, saveWorker, services),
  ]);
}
