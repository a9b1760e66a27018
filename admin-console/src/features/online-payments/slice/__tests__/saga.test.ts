import { NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { onlinePayment } from '../../../../testing/fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { ONLINE_PAYMENTS_TEXTS as T } from '../../texts';
import { onlinePaymentsActions as actions } from '..';
import { onlinePaymentsSaga } from '../saga';

const list = { payments: [onlinePayment()], unmatched: [] };
const refunded = onlinePayment({
  refund: { id: 'rfnd_1', amountPaise: 300_000, status: 'pending' },
});

describe('onlinePaymentsSaga', () => {
  const start = sagaHarness(onlinePaymentsSaga);

  it('fetches GET /payments/online and puts the list', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/payments/online', { body: list });

    await send(actions.requested());

    expect(backend.requests).toMatchObject([
      { method: 'GET', path: '/payments/online', authorization: 'Bearer token' },
    ]);
    expect(dispatched).toEqual([actions.loaded(list)]);
  });

  it("takes the API's 404 as not set up, not as a failure; other failures are the page's text", async () => {
    const { backend, send, dispatched } = start();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on('GET', '/payments/online', {
      status: 404,
      body: { message: 'Online payments are not set up.' },
    });
    await send(actions.requested());
    backend.on('GET', '/payments/online', { status: 500 });
    await send(actions.requested());
    backend.on('GET', '/payments/online', { status: 403 });
    await send(actions.requested());

    expect(dispatched).toEqual([
      actions.notSetUp(),
      actions.failed(T.failed),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.failed(NOT_ADMIN_MESSAGE),
    ]);
  });

  it('refunds through POST /payments/online/:id/refund, all of it without an amount', async () => {
    const { backend, send, dispatched } = start();
    backend.on('POST', '/payments/online/pay_A1/refund', { body: refunded });

    await send(actions.refundRequested({ providerPaymentId: 'pay_A1', amount: 3000 }));
    await send(actions.refundRequested({ providerPaymentId: 'pay_A1' }));

    expect(backend.writes()).toMatchObject([
      { method: 'POST', path: '/payments/online/pay_A1/refund', body: { amount: 3000 } },
      { method: 'POST', path: '/payments/online/pay_A1/refund', body: {} },
    ]);
    expect(dispatched.slice(0, 2)).toEqual([
      actions.refunded(refunded),
      noticeAction('success', T.refunded('₹3,000')),
    ]);
  });

  it("keeps a 409's words for the dialog and tells Razorpay's refusal (502) as a notice", async () => {
    const { backend, send, dispatched } = start();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on('POST', '/payments/online/pay_A1/refund', {
      status: 409,
      body: { message: 'This payment already has a refund.' },
    });
    await send(actions.refundRequested({ providerPaymentId: 'pay_A1' }));
    backend.on('POST', '/payments/online/pay_A1/refund', {
      status: 502,
      body: { message: 'Razorpay did not make the refund: BAD_REQUEST_ERROR' },
    });
    await send(actions.refundRequested({ providerPaymentId: 'pay_A1' }));

    expect(dispatched).toEqual([
      actions.refundRefused({ fieldErrors: {}, message: 'This payment already has a refund.' }),
      actions.refundRefused(null),
      noticeAction('error', 'Razorpay did not make the refund: BAD_REQUEST_ERROR'),
    ]);
  });
});
