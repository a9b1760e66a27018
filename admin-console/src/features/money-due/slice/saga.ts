// The money-due rows fetched when the view opens: GET /api/bookings/money-due (7 days ahead, the
// server's default, the same window as the dashboard's count).
import type { SagaIterator } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';

import type { ApiServices } from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { MONEY_DUE_TEXTS } from '../texts';
import { moneyDueActions } from '.';

function* fetchMoneyDueWorker({ office }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    () => office.bookings.moneyDue(),
    moneyDueActions,
    MONEY_DUE_TEXTS.failed,
    'Fetching the money due failed.',
  );
}

export function* moneyDueSaga(services: ApiServices): SagaIterator {
  yield takeLatest(moneyDueActions.requested.type, fetchMoneyDueWorker, services);
}
