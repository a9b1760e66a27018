// /api/payments (issue 28, docs/payments.md): Razorpay's webhook, the traveller's return from
// Razorpay's page (the callback's signature checked here, nothing written), and the owner's list of
// online payments (flagged ones, unmatched events) with the refund through Razorpay. Without the
// Razorpay settings every route answers 404 'Online payments are not set up.'.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { HttpError } from '../lib/http-errors';
import { parseBody, parseQuery } from '../lib/validation';
import type { OnlinePayments } from '../plugins/online-payments';
import { PRIVATE_CACHE_CONTROL } from '../plugins/public-read-cache';
import { createOnlinePaymentsRepository } from '../repositories/online-payments-repository';
import { createRazorpayEventsRepository } from '../repositories/razorpay-events-repository';
import { handleWebhook, WEBHOOK_SIGNATURE_HEADER } from '../services/online-payments/receipts';

const TAG = 'payments';
export const NOT_SET_UP_MESSAGE = 'Online payments are not set up.';

function configured(app: FastifyInstance): OnlinePayments {
  if (!app.onlinePayments) throw new HttpError(404, NOT_SET_UP_MESSAGE);
  return app.onlinePayments;
}

const callbackSchema = z.object({
  razorpay_payment_id: z.string().max(100).default(''),
  razorpay_payment_link_id: z.string().max(100).default(''),
  razorpay_payment_link_reference_id: z.string().max(100).default(''),
  razorpay_payment_link_status: z.string().max(40).default(''),
  razorpay_signature: z.string().max(200).default(''),
});

const listSchema = z.object({ flagged: z.enum(['true', 'false']).default('false') });
const refundSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount in whole rupees.' })
    .int('Enter the amount in whole rupees.')
    .positive('Enter the amount in whole rupees.')
    .optional(),
});

const message = { type: 'object', properties: { message: { type: 'string' } } } as const;
const onlinePayment = {
  type: 'object',
  properties: {
    providerPaymentId: { type: 'string' },
    bookingId: { type: 'string', nullable: true },
    reference: { type: 'string', nullable: true },
    paymentId: { type: 'string', nullable: true },
    amountPaise: { type: 'integer' },
    expectedPaise: { type: 'integer', nullable: true },
    flag: { type: 'string', enum: ['', 'amount-differs', 'booking-closed', 'not-whole-rupees'] },
    source: { type: 'string', enum: ['webhook', 'reconciliation'] },
    paidAt: { type: 'string', format: 'date-time' },
    refund: {
      type: 'object',
      nullable: true,
      properties: {
        id: { type: 'string' },
        amountPaise: { type: 'integer' },
        status: { type: 'string', enum: ['pending', 'processed', 'failed'] },
      },
    },
  },
} as const;

/** The webhook, in a scope of its own whose JSON parser keeps the raw bytes the signature covers. */
const webhookRoute: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/payments/razorpay/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary:
          'Razorpay’s webhook: X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret) checked first; payment_link.paid and payment.captured record the payment once, refund.processed moves an online refund on',
        response: {
          200: {
            description:
              'Handled (recorded, flagged, a duplicate, unmatched and stored, or ignored).',
            type: 'object',
            properties: { event: { type: 'string' }, outcome: { type: 'string' } },
          },
          400: { description: 'A missing or wrong signature: nothing written.', ...message },
          404: { description: NOT_SET_UP_MESSAGE, ...message },
        },
      },
    },
    async (request) => {
      const online = configured(app);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleWebhook(
        online.receipts,
        online.webhookSecret,
        body,
        request.headers[WEBHOOK_SIGNATURE_HEADER],
      );
    },
  );
};

const onlinePaymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(webhookRoute);

  app.get(
    '/payments/razorpay/callback',
    {
      config: { access: 'public', rateLimit: app.publicWriteRateLimit },
      schema: {
        tags: [TAG],
        summary:
          'The traveller back from Razorpay’s page: whether the query’s razorpay_signature is Razorpay’s (the SDK’s payment link verification). Writes nothing: only the webhook or the owner records money',
        response: {
          200: {
            description:
              'paid: signed and paid; not-paid: signed, another status; invalid: not signed by Razorpay.',
            type: 'object',
            properties: {
              result: { type: 'string', enum: ['paid', 'not-paid', 'invalid'] },
              status: { type: 'string' },
            },
          },
          404: { description: NOT_SET_UP_MESSAGE, ...message },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const online = configured(app);
      const callback = parseQuery(callbackSchema, request.query);
      if (!online.client.callbackIsSigned(callback)) {
        return { result: 'invalid', status: '' };
      }
      const status = callback.razorpay_payment_link_status;
      return { result: status === 'paid' ? 'paid' : 'not-paid', status };
    },
  );

  app.get(
    '/payments/online',
    {
      schema: {
        tags: [TAG],
        summary:
          'Online payments, newest first (`flagged=true`: only those for the owner: an amount that differs, paid after a release or cancellation, not whole rupees), and the webhooks nobody could match',
        response: {
          200: {
            type: 'object',
            properties: {
              payments: { type: 'array', items: onlinePayment },
              unmatched: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    event: { type: 'string' },
                    reference: { type: 'string' },
                    reason: { type: 'string' },
                    receivedAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
          400: { description: '`flagged` is not true or false.', ...message },
          404: { description: NOT_SET_UP_MESSAGE, ...message },
        },
      },
    },
    async (request) => {
      configured(app);
      const { flagged } = parseQuery(listSchema, request.query);
      const { db } = app.repositories;
      return {
        payments: await createOnlinePaymentsRepository(db).list(flagged === 'true'),
        unmatched: await createRazorpayEventsRepository(db).list(),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/payments/online/:id/refund',
    {
      schema: {
        tags: [TAG],
        summary:
          'Refund an online payment (by Razorpay’s payment id) through Razorpay: `amount` in whole rupees, default all of it; `refund.processed` later marks it processed',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        body: {
          type: 'object',
          properties: { amount: { type: 'integer', minimum: 1 } },
        },
        response: {
          200: onlinePayment,
          404: {
            description: 'No such online payment, or online payments are not set up.',
            ...message,
          },
          409: {
            description: 'It already has a refund, or the amount is more than was paid.',
            ...message,
          },
          502: {
            description: 'Razorpay refused or could not be reached: nothing changed.',
            ...message,
          },
        },
      },
    },
    async (request) => {
      const online = configured(app);
      const { amount } = parseBody(refundSchema, request.body ?? {});
      if (!request.admin) throw new HttpError(401, 'Sign in as an admin.');
      return online.refunds.refund(request.admin, request.params.id, amount);
    },
  );
};

export default onlinePaymentRoutes;

/** The `onlinePayment` field of GET /api/bookings/status (OpenAPI). */
export const onlinePaymentOfferSchema = {
  type: 'object',
  nullable: true,
  description:
    'The instalment due now and its Razorpay payment link, when online payments are set up; else null',
  properties: {
    amount: { type: 'integer', description: 'Whole rupees' },
    url: { type: 'string' },
  },
  required: ['amount', 'url'],
} as const;
