// Departures and the trip finder (issue 26, docs/departures.md): the public finder
// (GET /api/trips) and a destination's departures, cached like the other public reads; the
// admin's departures (create, change, delete with no booking, list with seats and money, the
// company's cancellation) and manifests (JSON, or CSV with a BOM).
import {
  departureCancelSchema,
  departureInputSchema,
  departureUpdateSchema,
  departuresQuerySchema,
  manifestQuerySchema,
  tripsQuerySchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { parseBody, parseQuery } from '../lib/validation';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { langQuery } from '../schemas/translations';
import { langOf, translateAll } from '../services/translations/content-translations';
import { listOf, NO_CONTENT, NOT_FOUND, ref } from './route-schemas';

const TAG = 'departures';
const BAD_QUERY = {
  400: { description: 'A filter that is not valid (the field named).', ...ref('ValidationError') },
} as const;
const CONFLICT = (description: string) => ({ 409: { description, ...ref('Message') } }) as const;
/** Writes change seats, dates or prices: the finder's and the destination pages' kept answers. */
const INVALIDATES = { invalidates: ['departures'] } as const;
const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string' } },
  required: ['slug'],
} as const;

type IdParams = { id: string };

/** The finder's filters and the content's language (`?lang=bn|hi`, issue 29). */
const TRIPS_QUERY = (() => {
  const filters = documented(tripsQuerySchema) as { properties?: Record<string, unknown> };
  return { ...filters, properties: { ...filters.properties, ...langQuery.properties } };
})();

const departureRoutes: FastifyPluginAsync = async (app) => {
  const { departures } = app;

  app.get(
    '/trips',
    {
      config: {
        access: 'public',
        publicRead: { invalidatedBy: ['destinations', 'departures'], byQuery: true },
      },
      schema: {
        tags: [TAG],
        summary:
          'The trip finder: destinations by theme, month (YYYY-MM), budget per adult, nights (3-5) and travellers, with their matching departures; no filter is every destination',
        querystring: TRIPS_QUERY,
        response: { 200: ref('TripsAnswer'), ...BAD_QUERY },
      },
    },
    async (request) =>
      departures.trips(
        app.repositories,
        parseQuery(tripsQuerySchema, request.query),
        new Date(),
        langOf(request.query),
      ),
  );

  app.get(
    '/destinations/:slug/departures',
    {
      config: { access: 'public', publicRead: { invalidatedBy: ['destinations', 'departures'] } },
      schema: {
        tags: [TAG],
        summary:
          'A destination’s upcoming open departures: dates, prices, seats left, pickup points',
        params: slugParams,
        querystring: langQuery,
        response: { 200: listOf('PublicDeparture'), 404: NOT_FOUND[404] },
      },
    },
    async (request) => {
      const lang = langOf(request.query);
      const slug = (request.params as { slug: string }).slug;
      const found = await departures.ofDestination(app.repositories, slug);
      return translateAll(app.repositories, 'departures', found, lang);
    },
  );

  app.post(
    '/destinations/:id/departures',
    {
      config: INVALIDATES,
      schema: {
        tags: [TAG],
        summary: 'A new departure of the destination (end date from its nights)',
        params: idParams,
        body: documented(departureInputSchema),
        response: { 201: ref('Departure'), ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const input = parseBody(departureInputSchema, request.body);
      const created = await app.transaction(request.admin, (repositories) =>
        departures.create(repositories, (request.params as IdParams).id, input),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/departures',
    {
      schema: {
        tags: [TAG],
        summary:
          'Departures starting from `from` (today by default) to `to`, with seats sold, held and left, the waitlist and money',
        querystring: documented(departuresQuerySchema),
        response: { 200: listOf('DepartureOverview'), ...BAD_QUERY },
      },
    },
    async (request) =>
      departures.list(app.repositories, parseQuery(departuresQuerySchema, request.query)),
  );

  app.get(
    '/departures/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One departure with its seats and money',
        params: idParams,
        response: { 200: ref('DepartureOverview'), ...NOT_FOUND },
      },
    },
    async (request) => departures.get(app.repositories, (request.params as IdParams).id),
  );

  app.put(
    '/departures/:id',
    {
      config: INVALIDATES,
      schema: {
        tags: [TAG],
        summary:
          'Changes a departure; seats never below those taken; more seats go to the waitlist at once',
        params: idParams,
        body: documented(departureUpdateSchema),
        response: {
          200: ref('DepartureOverview'),
          ...NOT_FOUND,
          ...CONFLICT('Fewer seats than travellers hold, or a cancelled departure.'),
        },
      },
    },
    async (request) => {
      const change = parseBody(departureUpdateSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        departures.update(repositories, (request.params as IdParams).id, change),
      );
    },
  );

  app.delete(
    '/departures/:id',
    {
      config: INVALIDATES,
      schema: {
        tags: [TAG],
        summary: 'Deletes a departure that has no booking',
        params: idParams,
        response: {
          ...NO_CONTENT,
          ...NOT_FOUND,
          ...CONFLICT('It has bookings: close or cancel it instead.'),
        },
      },
    },
    async (request, reply) => {
      await app.transaction(request.admin, (repositories) =>
        departures.remove(repositories, (request.params as IdParams).id),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/departures/:id/cancel',
    {
      config: INVALIDATES,
      schema: {
        tags: [TAG],
        summary:
          'The company cancels the departure: each booking moved to the departure chosen, or cancelled with charge 0 and a full refund opened; every traveller told',
        params: idParams,
        body: documented(departureCancelSchema),
        response: {
          200: ref('DepartureOverview'),
          ...NOT_FOUND,
          ...CONFLICT('Already cancelled, or a move that does not fit.'),
        },
      },
    },
    async (request) => {
      const input = parseBody(departureCancelSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        departures.cancel(repositories, (request.params as IdParams).id, input),
      );
    },
  );

  app.get(
    '/departures/:id/manifest',
    {
      schema: {
        tags: [TAG],
        summary:
          'The travellers of its provisional, confirmed and paid bookings and the waitlist apart; `format=csv` answers CSV (UTF-8 with BOM)',
        params: idParams,
        querystring: documented(manifestQuerySchema),
        response: {
          200: {
            description: 'The manifest (JSON), or text/csv with format=csv.',
            content: {
              'application/json': { schema: ref('Manifest') },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...NOT_FOUND,
          ...BAD_QUERY,
        },
      },
    },
    async (request, reply) => {
      const { format } = parseQuery(manifestQuerySchema, request.query);
      const manifest = await departures.manifest(app.repositories, (request.params as IdParams).id);
      if (format === 'json') return manifest;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="manifest-${manifest.departure.slug}-${manifest.departure.startDate}.csv"`,
        )
        .send(departures.manifestCsv(manifest));
    },
  );
};

export default departureRoutes;
