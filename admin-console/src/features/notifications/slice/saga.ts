// The notifications feature's side effects: fetch a booking's notifications, fetch the settings
// screen (settings and failed messages together), and save one switch.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { NotificationSettings } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { callApi, reportFailure, type ApiServices } from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { noticeShown } from '../../../lib/notices';
import {
  NOTIFICATIONS_FAILED,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from '../texts';
import { bookingNotificationsActions, notificationSettingsActions } from '.';
import type { SettingChange, SettingsPage } from './types';

function* fetchBookingNotificationsWorker(
  { office }: ApiServices,
  action: PayloadAction<string>,
): SagaIterator {
  yield* fetchValueWorker(
    () => office.notifications.ofBooking(action.payload),
    bookingNotificationsActions,
    NOTIFICATIONS_FAILED,
    "Fetching a booking's notifications failed.",
  );
}

function* fetchSettingsWorker({ office }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    async (): Promise<SettingsPage> => {
      const [settings, failed] = await Promise.all([
        office.notifications.settings(),
        office.notifications.list('failed'),
      ]);
      return { settings, failed };
    },
    notificationSettingsActions,
    SETTINGS_LOAD_FAILED,
    'Fetching the notification settings failed.',
  );
}

function* changeSettingWorker(
  { office }: ApiServices,
  action: PayloadAction<SettingChange>,
): SagaIterator {
  try {
    const settings: NotificationSettings = yield* callApi(office.notifications.saveSettings, [
      action.payload,
    ]);
    yield put(notificationSettingsActions.changed(settings));
    yield put(noticeShown('success', SETTINGS_SAVED));
  } catch (error) {
    yield call(reportFailure, 'Saving a notification setting failed.', error, SETTINGS_SAVE_FAILED);
  }
}

export function* notificationsSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(
      bookingNotificationsActions.requested.type,
      fetchBookingNotificationsWorker,
      services,
    ),
    takeLatest(notificationSettingsActions.requested.type, fetchSettingsWorker, services),
    // Each switch is its own setting: a second switch must not cancel the first one's save.
    takeEvery(notificationSettingsActions.changeRequested.type, changeSettingWorker, services),
  ]);
}
