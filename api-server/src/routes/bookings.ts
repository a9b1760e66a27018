// /api/bookings (SPEC §7 and docs/booking-office.md): visitors send booking requests (201 with the
// reference, stage and hold) and look their booking up by reference and phone; admins take
// bookings by phone or at the office, list and search them, see the money owed, open one, change
// its details, confirm it or set its quote (PUT), and delete a request made by mistake.
import {
  adminBookingSchema,
  bookingRequestSchema,
  bookingUpdateSchema,
  bookingsQuerySchema,
  moneyDueQuerySchema,
  statusLookupSchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { parseBody, parseQuery } from '../lib/validation';
import { PRIVATE_CACHE_CONTROL } from '../plugins/public-read-cache';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { withDepartureFacts } from '../services/departures/departure-bookings';
import { HONEYPOT_FIELD, honeypotFilled } from './resource-routes';
import { listOf, NO_CONTENT, NOT_FOUND, ref } from './route-schemas';

const TAG = 'bookings';
const BAD_QUERY = {
  400: { description: 'A query that is not valid.', ...ref('ValidationError') },
} as const;

const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/bookings',
    {
      config: { access: 'admin' },
      schema: {
        tags: [TAG],
        summary:
          'Bookings, newest first, with reference, stage, hold, quote and money received; with `q`, those whose reference (whole or its last digits), name, phone or email match',
        querystring: documented(bookingsQuerySchema),
        response: { 200: listOf('Booking'), ...BAD_QUERY },
      },
    },
    async (request) => {
      const { q } = parseQuery(bookingsQuerySchema, request.query);
      const { repositories } = app;
      const bookings = await (q ? repositories.bookings.search(q) : repositories.bookings.list());
      return withDepartureFacts(repositories, bookings);
    },
  );

  app.post(
    '/bookings',
    {
      config: {
        // A visitor's request, or with an admin's token a booking taken by phone or at the
        // office; a token that does not verify is 401, never a visitor's request.
        access: 'public-admin-sees-more',
        rateLimit: { ...app.publicWriteRateLimit, allowList: (request) => request.admin !== null },
        // A departure's seats left change (the finder's and the destination page's answers).
        invalidates: ['departures'],
      },
      schema: {
        tags: [TAG],
        summary:
          'A booking request (rate limited), or with an admin token a booking taken by phone or at the office (with source and quotedTotal)',
        body: { oneOf: [documented(bookingRequestSchema), documented(adminBookingSchema)] },
        response: {
          201: {
            description:
              'Stored with its reference, stage provisional (or waitlisted: a departure without seats enough, with its waitlistPosition), hold and estimated quote (the body is empty when the honeypot field was filled).',
            ...ref('Booking'),
          },
        },
      },
    },
    async (request, reply) => {
      const { admin } = request;
      const input = admin
        ? parseBody(adminBookingSchema, request.body)
        : parseBody(bookingRequestSchema, request.body);
      if (!admin && honeypotFilled(request.body)) {
        request.log.info({ route: '/bookings', field: HONEYPOT_FIELD }, 'honeypot filled: dropped');
        return reply.code(201).send();
      }
      const created = await app.transaction(admin, (repositories) =>
        app.bookingOffice.bookings.create(repositories, input),
      );
      return reply.code(201).send(created);
    },
  );

  // Static, so that /bookings/:id never sees "status".
  app.get(
    '/bookings/status',
    {
      config: { access: 'public', rateLimit: app.publicWriteRateLimit },
      schema: {
        tags: [TAG],
        summary:
          'The traveller’s booking page: a booking by its reference and the phone number it was made with (rate limited)',
        querystring: documented(statusLookupSchema),
        response: {
          200: ref('BookingStatusView'),
          400: {
            description: 'Not a reference, or not a phone number.',
            ...ref('ValidationError'),
          },
          404: {
            description: 'No booking has this reference and phone (one answer for both).',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      // Per traveller, like an admin answer: no cache may keep it.
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const { reference, phone } = parseQuery(statusLookupSchema, request.query);
      const view = await app.bookingOffice.bookings.statusView(app.repositories, reference, phone);
      // Razorpay's link of the instalment due (issue 28), when online payments are set up.
      const onlinePayment = (await app.onlinePayments?.offer(view.reference)) ?? null;
      return { ...view, onlinePayment };
    },
  );

  // Static, so that /bookings/:id never sees "money-due".
  app.get(
    '/bookings/money-due',
    {
      schema: {
        tags: [TAG],
        summary:
          'Money owed: the deposit or the further 40% of provisional and confirmed bookings, overdue or due within `days` (default 7); overdue first, then by due day',
        querystring: documented(moneyDueQuerySchema),
        response: { 200: listOf('MoneyDueRow'), ...BAD_QUERY },
      },
    },
    async (request) => {
      const { days } = parseQuery(moneyDueQuerySchema, request.query);
      return app.bookingOffice.moneyDue(app.repositories, days);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/bookings/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          'One booking with its payment schedule, payments, cancellation, refund and timeline',
        params: idParams,
        response: { 200: ref('BookingDetail'), ...NOT_FOUND },
      },
    },
    async (request) => app.bookingOffice.bookings.detail(app.repositories, request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    '/bookings/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          'Change the details (only those sent; a reschedule keeps the booking, its reference and payments), set the quoted total (the traveller is sent the quote), and/or SPEC’s status (true confirms by hand; false returns a confirmed booking with nothing received to provisional)',
        params: idParams,
        body: documented(bookingUpdateSchema),
        response: {
          200: ref('BookingDetail'),
          ...NOT_FOUND,
          409: {
            description:
              'Refused in the booking’s stage: details or quote of a cancelled or released booking, a status the stage does not allow (the message says why).',
            ...ref('Message'),
          },
        },
      },
    },
    async (request) => {
      const change = parseBody(bookingUpdateSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        app.bookingOffice.bookings.update(repositories, request.params.id, change),
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/bookings/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          'Delete a provisional request with no payment (spam, a duplicate); its whole record is kept in the audit entry',
        params: idParams,
        response: {
          ...NO_CONTENT,
          ...NOT_FOUND,
          409: {
            description:
              'The booking has payments or has moved past a request: cancel it instead (nothing changes).',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      await app.transaction(request.admin, (repositories) =>
        app.bookingOffice.bookings.remove(repositories, request.params.id),
      );
      return reply.code(204).send();
    },
  );
};

export default bookingRoutes;
