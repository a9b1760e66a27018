// A local server that answers the part of Razorpay's documented API this product calls (Payment
// Links: create, fetch, fetch all by reference_id, cancel; a payment's refund), with HTTP basic
// auth of the key id and secret as Razorpay's API does, and that plays the traveller paying a link
// and Razorpay signing its webhooks (the hex HMAC-SHA256 of the exact body with the webhook secret,
// in X-Razorpay-Signature). The API's tests and the reliability suite point RAZORPAY_API_URL here;
// nothing leaves the machine.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_fakekey0001';
export const FAKE_KEY_SECRET = 'fake-key-secret-for-tests';
export const FAKE_WEBHOOK_SECRET = 'fake-webhook-secret-for-tests';

export interface FakeLink {
  id: string;
  entity: 'payment_link';
  reference_id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  description: string;
  expire_by: number;
  customer: { name?: string; contact?: string; email?: string };
  notes: Record<string, string>;
  callback_url: string;
  callback_method: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  created_at: number;
  updated_at: number;
  cancelled_at: number;
  payments:
    | {
        payment_id: string;
        amount: number;
        status: string;
        created_at: number;
        method: string;
        plink_id: string;
      }[]
    | null;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured';
  method: 'upi';
  notes: Record<string, string>;
  created_at: number;
  amount_refunded: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  status: 'pending' | 'processed';
  notes: Record<string, string>;
  created_at: number;
}

/** A webhook as Razorpay sends it: the exact body bytes and their signature. */
export interface SignedWebhook {
  body: string;
  signature: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const unix = () => Math.floor(Date.now() / 1000);

/** Razorpay's error shape (`{ error: { code, description, ... } }`). */
const badRequest = (description: string) => ({
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  },
});

export function signWebhook(body: string, secret = FAKE_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The callback's signature (Razorpay's docs: link id | reference id | status | payment id). */
export function signCallback(
  query: { linkId: string; referenceId: string; status: string; paymentId: string },
  secret = FAKE_KEY_SECRET,
): string {
  return createHmac('sha256', secret)
    .update(`${query.linkId}|${query.referenceId}|${query.status}|${query.paymentId}`)
    .digest('hex');
}

export interface FakeRazorpay {
  /** 'http://127.0.0.1:<port>': RAZORPAY_API_URL. */
  url: string;
  links: Map<string, FakeLink>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** Every request: method, path, and the JSON body. */
  requests: { method: string; path: string; body: unknown }[];
  /** The next `count` requests answer 500 (Razorpay having a bad minute). */
  failNext(count: number): void;
  /** The live link of a reference_id (the last one made with it). */
  linkByReference(referenceId: string): FakeLink | undefined;
  /** The traveller pays the link (default: its amount); the link is paid. */
  pay(linkId: string, amount?: number): FakePayment;
  /** `payment_link.paid` for a paid link and its payment, signed. */
  linkPaidEvent(linkId: string, paymentId: string): SignedWebhook;
  /** `payment.captured` of a payment, signed. */
  paymentCapturedEvent(paymentId: string): SignedWebhook;
  /** Razorpay processes a refund and sends `refund.processed`, signed. */
  processRefund(refundId: string): SignedWebhook;
  /** Any event body, signed as Razorpay signs. */
  sign(event: object): SignedWebhook;
  close(): Promise<void>;
}

export async function startFakeRazorpay(
  keys: { keyId: string; keySecret: string; webhookSecret: string } = {
    keyId: FAKE_KEY_ID,
    keySecret: FAKE_KEY_SECRET,
    webhookSecret: FAKE_WEBHOOK_SECRET,
  },
): Promise<FakeRazorpay> {
  const links = new Map<string, FakeLink>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const requests: FakeRazorpay['requests'] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  let baseUrl = '';

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ) {
    const now = unix();
    if (method === 'POST' && path === '/v1/payment_links') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return badRequest('The amount must be atleast INR 1.00');
      }
      if (body.currency !== undefined && body.currency !== 'INR')
        return badRequest('Currency is not supported');
      const referenceId = typeof body.reference_id === 'string' ? body.reference_id : '';
      if (referenceId.length > 40)
        return badRequest('The reference id may not be greater than 40 characters.');
      if (referenceId && [...links.values()].some((link) => link.reference_id === referenceId)) {
        return badRequest(`Payment Link with reference id ${referenceId} already exists`);
      }
      const expireBy = typeof body.expire_by === 'number' ? body.expire_by : 0;
      if (expireBy && expireBy < now + 15 * 60) {
        return badRequest('expire_by should be at least 15 minutes after current time');
      }
      if (body.callback_url && body.callback_method !== 'get') {
        return badRequest('callback_method should be get when callback_url is passed');
      }
      const linkId = id('plink');
      const link: FakeLink = {
        id: linkId,
        entity: 'payment_link',
        reference_id: referenceId,
        amount,
        amount_paid: 0,
        currency: 'INR',
        accept_partial: body.accept_partial === true,
        description: String(body.description ?? ''),
        expire_by: expireBy,
        customer: (body.customer ?? {}) as FakeLink['customer'],
        notes: (body.notes ?? {}) as Record<string, string>,
        callback_url: String(body.callback_url ?? ''),
        callback_method: String(body.callback_method ?? ''),
        short_url: `${baseUrl}/i/${linkId.slice(6)}`,
        status: 'created',
        created_at: now,
        updated_at: now,
        cancelled_at: 0,
        payments: null,
      };
      links.set(linkId, link);
      return { status: 200, body: link };
    }
    if (method === 'GET' && path === '/v1/payment_links') {
      const reference = query.get('reference_id');
      const found = [...links.values()].filter(
        (link) => !reference || link.reference_id === reference,
      );
      return { status: 200, body: { payment_links: found, count: found.length } };
    }
    const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const link = links.get(cancel[1] ?? '');
      if (!link) return badRequest('The id provided does not exist');
      if (link.status !== 'created')
        return badRequest(`Payment Link cannot be cancelled as it is already ${link.status}`);
      link.status = 'cancelled';
      link.cancelled_at = now;
      link.updated_at = now;
      return { status: 200, body: link };
    }
    const fetch = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && fetch) {
      const link = links.get(fetch[1] ?? '');
      return link ? { status: 200, body: link } : badRequest('The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const payment = payments.get(refund[1] ?? '');
      if (!payment) return badRequest('The id provided does not exist');
      const amount =
        typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
      if (amount > payment.amount - payment.amount_refunded) {
        return badRequest('The refund amount provided is greater than amount captured');
      }
      payment.amount_refunded += amount;
      const made: FakeRefund = {
        id: id('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount,
        currency: 'INR',
        status: 'pending',
        notes: (body.notes ?? {}) as Record<string, string>,
        created_at: now,
      };
      refunds.set(made.id, made);
      return { status: 200, body: made };
    }
    return {
      status: 404,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
        },
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({ method: request.method ?? '', path: url.pathname, body });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== expectedAuth) {
        answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
      if (failures > 0) {
        failures -= 1;
        answer(500, {
          error: {
            code: 'SERVER_ERROR',
            description:
              'We are facing some trouble completing your request at the moment. Please try again shortly.',
          },
        });
        return;
      }
      const { status, body: payload } = route(
        request.method ?? '',
        url.pathname,
        url.searchParams,
        body,
      );
      answer(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (event: object): SignedWebhook => {
    const body = JSON.stringify(event);
    return { body, signature: signWebhook(body, keys.webhookSecret) };
  };
  const envelope = (event: string, payload: object, contains: string[]) => ({
    entity: 'event',
    account_id: 'acc_FakeAccount01',
    event,
    contains,
    payload,
    created_at: unix(),
  });

  return {
    url: baseUrl,
    links,
    payments,
    refunds,
    requests,
    failNext(count) {
      failures = count;
    },
    linkByReference(referenceId) {
      return [...links.values()].filter((link) => link.reference_id === referenceId).at(-1);
    },
    pay(linkId, amount) {
      const link = links.get(linkId);
      if (!link) throw new Error(`No link ${linkId}`);
      const payment: FakePayment = {
        id: id('pay'),
        entity: 'payment',
        amount: amount ?? link.amount,
        currency: 'INR',
        status: 'captured',
        method: 'upi',
        notes: link.notes,
        created_at: unix(),
        amount_refunded: 0,
      };
      payments.set(payment.id, payment);
      link.amount_paid += payment.amount;
      link.status = 'paid';
      link.updated_at = payment.created_at;
      link.payments = [
        ...(link.payments ?? []),
        {
          payment_id: payment.id,
          amount: payment.amount,
          status: 'captured',
          created_at: payment.created_at,
          method: 'upi',
          plink_id: link.id,
        },
      ];
      return payment;
    },
    linkPaidEvent(linkId, paymentId) {
      const link = links.get(linkId);
      const payment = payments.get(paymentId);
      if (!link || !payment) throw new Error('No such link or payment');
      const { payments: _, ...entity } = link;
      return sign(
        envelope(
          'payment_link.paid',
          {
            payment_link: { entity },
            payment: { entity: payment },
            order: { entity: { id: id('order'), amount: payment.amount, status: 'paid' } },
          },
          ['payment_link', 'order', 'payment'],
        ),
      );
    },
    paymentCapturedEvent(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error('No such payment');
      return sign(envelope('payment.captured', { payment: { entity: payment } }, ['payment']));
    },
    processRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error('No such refund');
      refund.status = 'processed';
      const payment = payments.get(refund.payment_id);
      return sign(
        envelope('refund.processed', { refund: { entity: refund }, payment: { entity: payment } }, [
          'refund',
          'payment',
        ]),
      );
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
