// /api/bookings (SPEC §7 and docs/booking-office.md): visitors send booking requests (201 with the
// reference, stage and hold) and look their booking up by reference and phone; admins take
// bookings by phone or at the office, list them, open one, confirm them or set their quote
// (PUT), and erase one when its owner asks.
import type { BookingRecord } from '@tours/shared-ui/booking-office';
import {
  adminBookingSchema,
  bookingRequestSchema,
  bookingUpdateSchema,
  statusLookupSchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { parseBody, parseQuery } from '../lib/validation';
import { PRIVATE_CACHE_CONTROL } from '../plugins/public-read-cache';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { PERSONAL_BOOKING_FIELDS } from '../services/booking-office/steps';
import { HONEYPOT_FIELD, honeypotFilled, resourceRoutes } from './resource-routes';
import { NOT_FOUND, ref } from './route-schemas';

const TAG = 'bookings';
const STATE_CONFLICT = {
  409: { description: 'Refused in the booking’s stage (the message says why).', ...ref('Message') },
} as const;

/** The list and erasure: the resource contract every submission shares. */
const listAndErase = resourceRoutes({
  path: '/bookings',
  tag: TAG,
  entity: 'Booking',
  label: 'Booking',
  audit: {
    entity: 'booking',
    describe: (booking: BookingRecord) => `booking ${booking.reference}`,
    personal: PERSONAL_BOOKING_FIELDS,
  },
  find: (repositories, id) => repositories.bookings.findById(id),
  list: {
    access: 'admin',
    summary: 'Bookings, newest first, with reference, stage, hold, quote and money received',
    read: (repositories) => repositories.bookings.list(),
  },
  remove: {
    summary: 'Erase (a data-deletion request): its payments, refund and timeline go with it',
    write: (repositories, id) => repositories.bookings.remove(id),
  },
});

const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/bookings',
    {
      config: {
        // A visitor's request, or with an admin's token a booking taken by phone or at the
        // office; a token that does not verify is 401, never a visitor's request.
        access: 'public-admin-sees-more',
        rateLimit: { ...app.publicWriteRateLimit, allowList: (request) => request.admin !== null },
      },
      schema: {
        tags: [TAG],
        summary:
          'A booking request (rate limited), or with an admin token a booking taken by phone or at the office (with source and quotedTotal)',
        body: { oneOf: [documented(bookingRequestSchema), documented(adminBookingSchema)] },
        response: {
          201: {
            description:
              'Stored with its reference, stage provisional, hold and estimated quote (the body is empty when the honeypot field was filled).',
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
      return app.bookingOffice.bookings.statusView(app.repositories, reference, phone);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/bookings/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One booking with its payments, cancellation, refund and timeline',
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
          'Set the quoted total, and/or SPEC’s status (true confirms by hand; false returns a confirmed booking with nothing received to provisional)',
        params: idParams,
        body: documented(bookingUpdateSchema),
        response: { 200: ref('Booking'), ...NOT_FOUND, ...STATE_CONFLICT },
      },
    },
    async (request) => {
      const change = parseBody(bookingUpdateSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        app.bookingOffice.bookings.update(repositories, request.params.id, change),
      );
    },
  );

  await app.register(listAndErase);
};

export default bookingRoutes;
