// Today's work fetched when the dashboard asks for it.
import type { SagaIterator } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';

import type { ApiServices } from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { WORK_TEXTS } from '../texts';
import { dashboardActions } from '.';

function* fetchSummaryWorker({ office }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    office.dashboard.summary,
    dashboardActions,
    WORK_TEXTS.failed,
    "Fetching today's work failed.",
  );
}

export function* dashboardSaga(services: ApiServices): SagaIterator {
  yield takeLatest(dashboardActions.requested.type, fetchSummaryWorker, services);
}
