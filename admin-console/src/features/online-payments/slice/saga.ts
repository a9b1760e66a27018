// The online payments screen's side effects: GET /api/payments/online when it opens (a 404 is the
// API saying online payments are not set up, not a failure), and the refund through Razorpay
// (POST /api/payments/online/:id/refund). A refund refused (400, 409) keeps the server's words for
// the dialog; Razorpay's refusal (502) is told in its words as a notice.
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, type OnlinePayment, type OnlinePaymentsList } from '@tours/shared-ui/api';
import type { SagaIterator } from 'redux-saga';
import { all, put, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportWriteFailure, type ApiServices } from '../../../lib/call-api';
import { noticeShown } from '../../../lib/notices';
import { formatOnlineAmount, ONLINE_PAYMENTS_TEXTS as T } from '../texts';
import { onlinePaymentsActions as actions } from '.';
import type { OnlineRefundRequest } from './types';

function* fetchWorker({ onlinePayments }: ApiServices): SagaIterator {
  try {
    const list: OnlinePaymentsList = yield* callApi(onlinePayments.list);
    yield put(actions.loaded(list));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      yield put(actions.notSetUp());
      return;
    }
    yield put(actions.failed(failureText(error, T.failed)));
    console.error('Fetching the online payments failed.', error);
  }
}

function* refundWorker(
  { onlinePayments }: ApiServices,
  { payload }: PayloadAction<OnlineRefundRequest>,
): SagaIterator {
  try {
    const payment: OnlinePayment = yield* callApi(
      onlinePayments.refund,
      payload.providerPaymentId,
      payload.amount,
    );
    yield put(actions.refunded(payment));
    const amount = payment.refund?.amountPaise ?? payment.amountPaise;
    yield put(noticeShown('success', T.refunded(formatOnlineAmount(amount))));
  } catch (error) {
    // Razorpay's refusal (502) in its own words.
    yield* reportWriteFailure(error, actions.refundRefused, {
      context: 'Refunding an online payment failed.',
      text: T.refundFailed,
      inServerWords: true,
    });
  }
}

export function* onlinePaymentsSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(actions.requested.type, fetchWorker, services),
    takeLatest(actions.refundRequested.type, refundWorker, services),
  ]);
}
