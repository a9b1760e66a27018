// What the agency does with one booking (docs/booking-office.md, "Endpoints"), all admin: extend
// its hold, record a payment or a reversal, quote and record a cancellation, and move its refund
// through processed (the cheque) and confirmed. Each is one transaction under the booking's row
// lock, with its timeline event and its audit entry.
import {
  cancelInputSchema,
  cancellationQuoteQuerySchema,
  holdExtensionSchema,
  paymentInputSchema,
  refundConfirmSchema,
  refundProcessSchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';

import { parseBody, parseQuery } from '../lib/validation';
import type { Repositories } from '../repositories/create-repositories';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { NOT_FOUND, ref } from './route-schemas';

const TAG = 'bookings';
const conflict = (description: string) => ({ 409: { description, ...ref('Message') } });

interface IdParams {
  id: string;
}

const bookingActionRoutes: FastifyPluginAsync = async (app) => {
  /** POST /bookings/{id}/<action>: the body checked by `schema`, then `act` in a transaction. */
  function action<S extends z.ZodType, T>(
    path: string,
    options: { summary: string; schema: S; status: 200 | 201; answer: string; conflicts: string },
    act: (repositories: Repositories, id: string, input: z.output<S>) => Promise<T>,
  ): void {
    app.post<{ Params: IdParams }>(
      `/bookings/:id/${path}`,
      {
        schema: {
          tags: [TAG],
          summary: options.summary,
          params: idParams,
          body: documented(options.schema),
          response: {
            [options.status]: ref(options.answer),
            ...NOT_FOUND,
            ...conflict(options.conflicts),
          },
        },
      },
      async (request, reply) => {
        const input = parseBody(options.schema, request.body);
        const result = await app.transaction(request.admin, (repositories) =>
          act(repositories, request.params.id, input),
        );
        return reply.code(options.status).send(result);
      },
    );
  }

  const { holds, payments, cancellations, refunds } = app.bookingOffice;

  action(
    'hold',
    {
      summary: 'Extend a provisional booking’s hold',
      schema: holdExtensionSchema,
      status: 200,
      answer: 'BookingDetail',
      conflicts: 'The booking is not provisional, or the new hold is not later.',
    },
    (repositories, id, input) => holds.extend(repositories, id, input.holdUntil),
  );

  action(
    'payments',
    {
      summary:
        'Record a payment, or reverse one with a negative amount and a reason; the stage follows the money',
      schema: paymentInputSchema,
      status: 201,
      answer: 'PaymentResult',
      conflicts:
        'The booking is cancelled or released, the reversal is larger than what was received, or the payment was reversed already.',
    },
    (repositories, id, input) => payments.record(repositories, id, input),
  );

  app.get<{ Params: IdParams }>(
    '/bookings/:id/cancellation',
    {
      schema: {
        tags: [TAG],
        summary:
          'What cancelling would cost on a day (default today, Asia/Kolkata): charge and refund by the policy’s bands',
        params: idParams,
        querystring: documented(cancellationQuoteQuerySchema),
        response: {
          200: ref('CancellationQuote'),
          ...NOT_FOUND,
          ...conflict('The booking is cancelled, released or completed.'),
        },
      },
    },
    async (request) => {
      const { on } = parseQuery(cancellationQuoteQuerySchema, request.query);
      return cancellations.quote(app.repositories, request.params.id, on);
    },
  );

  action(
    'cancel',
    {
      summary:
        'Cancel: the policy’s charge (or the admin’s, required where the policy sets none) and the refund it leaves',
      schema: cancelInputSchema,
      status: 200,
      answer: 'BookingDetail',
      conflicts: 'The booking is cancelled, released or completed already.',
    },
    (repositories, id, input) => cancellations.cancel(repositories, id, input),
  );

  action(
    'refund/process',
    {
      summary: 'The refund is paid by account payee cheque: approved → processed',
      schema: refundProcessSchema,
      status: 200,
      answer: 'BookingDetail',
      conflicts: 'The booking has no refund, or it is not approved.',
    },
    (repositories, id, input) => refunds.process(repositories, id, input),
  );

  action(
    'refund/confirm',
    {
      summary: 'The traveller has the refund: processed → confirmed',
      schema: refundConfirmSchema,
      status: 200,
      answer: 'BookingDetail',
      conflicts: 'The booking has no refund, or it is not processed.',
    },
    (repositories, id, input) => refunds.confirm(repositories, id, input),
  );
};

export default bookingActionRoutes;
