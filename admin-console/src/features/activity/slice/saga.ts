// The activity page's side effect: fetch a page of the audit log (the first, or the next older one).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AuditPage } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportFailure, type ApiServices } from '../../../lib/call-api';
import { ACTIVITY_TEXTS } from '../texts';
import { activityActions } from '.';
import type { PageRequest } from './types';

function* fetchPageWorker(
  { office }: ApiServices,
  action: PayloadAction<PageRequest>,
): SagaIterator {
  const { entity, before } = action.payload;
  const more = Boolean(before);
  try {
    const page: AuditPage = yield* callApi(office.audit.list, {
      ...(entity ? { entity } : {}),
      ...(before ? { before } : {}),
    });
    yield put(activityActions.pageLoaded({ page, more }));
  } catch (error) {
    yield put(
      activityActions.pageFailed({ error: failureText(error, ACTIVITY_TEXTS.failed), more }),
    );
    yield call(reportFailure, 'Fetching the audit log failed.', error, ACTIVITY_TEXTS.failed);
  }
}

export function* activitySaga(services: ApiServices): SagaIterator {
  yield takeLatest(activityActions.pageRequested.type, fetchPageWorker, services);
}
