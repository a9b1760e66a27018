// The holidays page's side effects: fetch the calendar, add a holiday (a refusal's words stay for
// the form), remove one (several may be on their way).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Holiday } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import {
  callApi,
  reportFailureInServerWords,
  reportWriteFailure,
  type ApiServices,
} from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { noticeShown } from '../../../lib/notices';
import { HOLIDAYS_TEXTS } from '../texts';
import { holidaysActions } from '.';

function* fetchWorker({ office }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    office.holidays.calendar,
    holidaysActions,
    HOLIDAYS_TEXTS.failed,
    'Fetching the calendar failed.',
  );
}

function* addWorker(
  { office }: ApiServices,
  action: PayloadAction<{ date: string; name: string }>,
): SagaIterator {
  try {
    const holiday: Holiday = yield* callApi(office.holidays.create, action.payload);
    yield put(holidaysActions.added(holiday));
    yield put(noticeShown('success', HOLIDAYS_TEXTS.added));
  } catch (error) {
    yield* reportWriteFailure(error, holidaysActions.addRefused, {
      context: 'Adding a holiday failed.',
      text: HOLIDAYS_TEXTS.addFailed,
    });
  }
}

function* removeWorker({ office }: ApiServices, action: PayloadAction<string>): SagaIterator {
  try {
    yield* callApi(office.holidays.remove, action.payload);
    yield put(holidaysActions.removed(action.payload));
    yield put(noticeShown('success', HOLIDAYS_TEXTS.removed));
  } catch (error) {
    yield put(holidaysActions.removeFailed(action.payload));
    yield call(
      reportFailureInServerWords,
      'Removing a holiday failed.',
      error,
      HOLIDAYS_TEXTS.removeFailed,
    );
  }
}

export function* holidaysSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(holidaysActions.requested.type, fetchWorker, services),
    takeLatest(holidaysActions.addRequested.type, addWorker, services),
    takeEvery(holidaysActions.removeRequested.type, removeWorker, services),
  ]);
}
