import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';

import { createFakeApi } from '../../../../testing/fake-api';
import { bookingDetail } from '../../../../testing/fixtures';
import { flush } from '../../../../testing/run-saga';
import { PAYMENT_TEXTS } from '../../texts';
import { bookingDetailActions as actions, bookingDetailReducer } from '..';
import { changeWorker } from '../saga';
import type { BookingChange } from '../types';

/** Runs the change worker against a booking page showing b1; returns what it put. */
async function runChange(change: BookingChange, answer: { status?: number; body?: unknown }) {
  const { services, backend } = createFakeApi();
  backend.on('POST', '/bookings/b1/payments', answer).on('PUT', '/bookings/b1', answer);
  backend.on('GET', '/bookings/b1', { body: bookingDetail({ quotedTotal: 90000 }) });
  const state = {
    bookingDetail: bookingDetailReducer(undefined, actions.bookingRequested('b1')),
  };
  const dispatched: Action[] = [];
  const channel = stdChannel();
  const task = runSaga(
    { channel, dispatch: (action: Action) => dispatched.push(action), getState: () => state },
    changeWorker,
    services,
    actions.changeRequested(change),
  );
  await task.toPromise();
  await flush();
  return { dispatched, backend };
}

const payment: BookingChange = {
  form: 'payment',
  input: { amount: 5000, paidOn: '2026-11-20', method: 'cash' },
};

describe('changeWorker', () => {
  it('shows the booking the API answers, and says the payment was recorded', async () => {
    const booking = bookingDetail({ stage: 'confirmed', received: 25000 });
    const { dispatched } = await runChange(payment, {
      status: 201,
      body: { payment: {}, booking },
    });
    expect(dispatched[0]).toEqual(actions.changeSucceeded({ form: 'payment', booking }));
    expect(dispatched[1]).toMatchObject({
      type: 'notices/noticeShown',
      payload: { kind: 'success', text: PAYMENT_TEXTS.recorded },
    });
  });

  it("keeps a 409's sentence for the form that was refused", async () => {
    const { dispatched } = await runChange(payment, {
      status: 409,
      body: { message: BOOKING_OFFICE_ERRORS.paymentOnClosed },
    });
    expect(dispatched).toEqual([
      actions.changeFailed({
        form: 'payment',
        fieldErrors: {},
        message: BOOKING_OFFICE_ERRORS.paymentOnClosed,
      }),
    ]);
  });

  it('after a quote (PUT answers a record), shows the booking fetched again', async () => {
    const { dispatched, backend } = await runChange(
      { form: 'quote', quotedTotal: 90000 },
      { body: {} },
    );
    expect(backend.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /bookings/b1',
      'GET /bookings/b1',
    ]);
    expect(dispatched[0]).toMatchObject({
      type: actions.changeSucceeded.type,
      payload: { form: 'quote', booking: { quotedTotal: 90000 } },
    });
  });
});
