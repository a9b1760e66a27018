// The OpenAPI document tells the truth: it is valid OpenAPI 3 (swagger-parser), every route the
// app serves is in it, and every answer the routes give (success, bad input, no token, non-admin,
// unknown id, taken slug, too large, not JSON, over-long parameter, bad URL encoding, rate limit,
// database down, sign-in check down) has its status listed for its operation and a body that
// its schema accepts (ajv). Routes are found as they are registered, so a new one is checked too.
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { OpenAPI } from 'openapi-types';

import { todayInIst } from '@tours/shared-ui/booking-office';

import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { AS_ADMIN, AS_VISITOR, bearer, fakeVerifyIdToken, TOKENS } from '../testing/auth-tokens';
import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../testing/build-test-app';
import { countRows, dayFromToday, validBodies } from '../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** A copy for swagger-parser, which changes what it reads. */
const copyOf = (document: OpenApiDocument) =>
  structuredClone(document) as unknown as OpenAPI.Document;

let testApp: TestApp;
/** The same routes over a database that is closed once the app has started. */
let downApp: FastifyInstance;
let downDatabase: TestDatabase;
const routes: Array<{ method: HTTPMethods; url: string }> = [];
let raw: OpenApiDocument;
let resolved: OpenApiDocument;

beforeAll(async () => {
  testApp = await buildTestApp();
  testApp.app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
  await testApp.app.ready();
  raw = (await testApp.app.inject('/api/docs/json')).json<OpenApiDocument>();
  resolved = (await SwaggerParser.dereference(copyOf(raw))) as unknown as OpenApiDocument;

  downDatabase = await createTestDatabase();
  const database = await createDatabase(downDatabase.config);
  downApp = buildApp({
    database,
    corsOrigins: [TEST_ORIGIN],
    mediaDir: MEDIA_DIR,
    seedDemoContent: false,
    verifyIdToken: fakeVerifyIdToken,
    // Past two public POSTs a minute, 429: seen here, where the others answer 503.
    rateLimit: { max: 2, timeWindowMs: 60_000 },
  });
  await downApp.ready();
  await database.close();
});

afterAll(async () => {
  await downApp.close();
  await downDatabase.cleanup();
  await testApp.close();
});

/** OpenAPI's form of a route's URL: `/api/blogs/{id}`, `/media/{*}`. */
const templateOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');

/** The calls: every route but HEAD (GET's headers) and the CORS preflight (any path, OPTIONS). */
const calls = () => routes.filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS');

it('is a valid OpenAPI 3 document', async () => {
  expect(raw.openapi).toMatch(/^3\./);
  await expect(SwaggerParser.validate(copyOf(raw))).resolves.toBeDefined();
});

it('documents every route the app serves', () => {
  expect(calls().length).toBeGreaterThan(30);
  for (const { method, url } of calls()) {
    // Swagger UI's page is registered as `/api/docs` and documented as `/api/docs/`.
    const paths = raw.paths[templateOf(url)] ?? raw.paths[`${templateOf(url)}/`];
    const operation = paths?.[method.toLowerCase()];
    expect({ call: `${method} ${url}`, documented: operation !== undefined }).toEqual({
      call: `${method} ${url}`,
      documented: true,
    });
  }
});

const ajv = new Ajv({ strict: false, allErrors: true });
/** How many bodies were checked against their schema (the checks are not vacuous). */
let validated = 0;
addFormats(ajv);

/** The operation a request reached: its template's entry for the method. */
function operationOf(method: string, url: string): { template: string; operation: Operation } {
  const path = url.split('?')[0]!;
  for (const [template, operations] of Object.entries(resolved.paths)) {
    const pattern = new RegExp(
      `^${template
        .replace(/\{\*\}/, '.+')
        .replace(/\{\w+\}/g, '[^/]+')
        .replace(/\/$/, '')}/?$`,
    );
    const operation = operations[method.toLowerCase()];
    if (pattern.test(path) && operation) return { template, operation };
  }
  throw new Error(`no operation for ${method} ${path}`);
}

/** The answer's status is listed for its operation, and its JSON body fits the listed schema. */
function expectDocumented(method: string, url: string, response: LightMyRequestResponse): void {
  const { template, operation } = operationOf(method, url);
  const status = String(response.statusCode);
  const call = `${method} ${template} ${status}`;
  expect({ call, listed: status in operation.responses }).toEqual({ call, listed: true });
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json') || response.body === '') return;
  const schema = operation.responses[status]!.content?.['application/json']?.schema;
  expect({ call, schema: schema !== undefined }).toEqual({ call, schema: true });
  const validate = ajv.compile(schema!);
  const valid = validate(response.json());
  validated += 1;
  expect({ call, errors: valid ? null : validate.errors }).toEqual({ call, errors: null });
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** The holiday POST /api/holidays adds and DELETE /api/holidays/{date} removes. */
const HOLIDAY = dayFromToday(500);
const LONG = 'a'.repeat(101);
const BAD_ENCODING = '%E0%A4%A';

/** A valid body for each write, by resource. */
function bodyFor(method: string, url: string): object {
  const resource = url.split('/')[2]!;
  if (method === 'PATCH') return { status: 'Published' };
  if (method === 'PUT' && resource === 'contact') return { checked: true };
  // A quote keeps the booking provisional, so that its hold can be extended after.
  if (method === 'PUT' && resource === 'bookings') return { quotedTotal: 20_000 };
  const action: Record<string, object> = {
    hold: { holdUntil: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    payments: { amount: 500, paidOn: todayInIst(), method: 'cash' },
    // Free of charge: the payment above is approved for refund, which is then processed.
    cancel: { charge: 0 },
    process: { chequeNumber: '123456' },
    confirm: {},
  };
  const last = url.split('/').at(-1)!;
  // Departures (issue 26): a new one, a change of seats, the company's cancellation.
  if (last === 'departures' || resource === 'departures') {
    if (last === 'cancel') return { reason: 'Cyclone warning' };
    return method === 'PUT' ? { seats: 45 } : { startDate: dayFromToday(40), seats: 40 };
  }
  if (url.includes('/:id/') && action[last]) return action[last];
  if (resource === 'holidays') return { date: HOLIDAY, name: 'Holiday' };
  if (resource === 'settings') return { reminderDaysBefore: 3 };
  if (resource === 'notification-settings') {
    return { settings: [{ event: 'contact-message', channel: 'email', enabled: true }] };
  }
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const bodies: Record<string, object> = {
    destinations: { ...validBodies.destination, name: `Digha ${unique}` },
    popular: validBodies.popular,
    testimonials: validBodies.testimonial,
    blogs: { ...validBodies.blog, slug: `tea-${unique}` },
    contact: validBodies.contact,
    // An admin's booking says where it came from; a visitor's drops the field.
    bookings: { ...validBodies.booking, source: 'phone' },
  };
  return bodies[resource]!;
}

async function send(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  options: { headers?: Record<string, string>; payload?: string | object } = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method, url, ...options });
  expectDocumented(method, url, response);
  return response;
}

it('lists every status each API route answers, with a body its schema accepts', async () => {
  const seen = new Map<string, Set<number>>();
  /** The admin writes seen to succeed (and to be audited). */
  const writes = new Set<string>();
  const record = (route: string, response: LightMyRequestResponse) => {
    if (!seen.has(route)) seen.set(route, new Set());
    seen.get(route)!.add(response.statusCode);
  };
  // Records to address: one of each resource (a visitor's for contact and bookings).
  const made = async (resource: string): Promise<string> => {
    if (resource === 'departures') {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/destinations/${ids.destinations}/departures`,
        headers: AS_ADMIN,
        payload: bodyFor('POST', '/api/destinations/:id/departures'),
      });
      return response.json<{ _id: string }>()._id;
    }
    const byVisitor = resource === 'contact' || resource === 'bookings';
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/${resource}`,
      headers: byVisitor ? {} : AS_ADMIN,
      payload: bodyFor('POST', `/api/${resource}`),
      remoteAddress: '203.0.113.1',
    });
    return response.json<{ _id: string }>()._id;
  };
  const ids: Record<string, string> = { holidays: HOLIDAY };
  for (const resource of [
    'destinations',
    'popular',
    'testimonials',
    'blogs',
    'contact',
    'bookings',
    'departures',
  ]) {
    ids[resource] = await made(resource);
  }
  const auditEntries = () => countRows(testApp.app, 'audit_log');
  const apiCalls = calls().filter(
    ({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
  );
  for (const { method, url: template } of apiCalls) {
    const route = `${method} ${template}`;
    const resource = template.split('/')[2]!;
    const at = (id: string) => template.replace(/:\w+/, id);
    // A DELETE erases a record of its own, so that the calls after it find theirs.
    const ownRecord = method === 'DELETE' && resource !== 'holidays' && ids[resource];
    const id = ownRecord ? await made(resource) : (ids[resource] ?? UNKNOWN);
    const url = at(template.includes(':slug') ? 'darjeeling' : id);
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const json = { 'content-type': 'application/json' };
    const variants: Array<{
      url: string;
      headers?: Record<string, string>;
      payload?: string | object;
    }> = [
      { url, headers: AS_ADMIN, ...(hasBody ? { payload: bodyFor(method, template) } : {}) },
      { url },
      { url, headers: AS_VISITOR },
      { url, headers: bearer('forged') },
      { url, headers: bearer(TOKENS.unreachable) },
    ];
    if (hasBody) {
      for (const headers of [AS_ADMIN, {}]) {
        variants.push(
          { url, headers: { ...headers, ...json }, payload: '{"name": ' },
          { url, headers: { ...headers, ...json }, payload: '{"name": ""}' },
          { url, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' },
          {
            url,
            headers: { ...headers, ...json },
            payload: JSON.stringify({ x: 'y'.repeat(120_000) }),
          },
        );
      }
    }
    if (template.includes(':')) {
      variants.push(
        {
          url: at(UNKNOWN),
          headers: AS_ADMIN,
          ...(hasBody ? { payload: bodyFor(method, template) } : {}),
        },
        { url: at(LONG), headers: AS_ADMIN },
        { url: at(BAD_ENCODING), headers: AS_ADMIN },
      );
    }
    for (const [index, variant] of variants.entries()) {
      const { url: target, ...options } = variant;
      const audited = await auditEntries();
      const answer = await send(testApp.app, method, target, options);
      record(route, answer);
      // Every admin write (an operation that takes a token) that succeeds leaves its audit entry.
      const takesToken = operationOf(method, target).operation.security !== undefined;
      if (index === 0 && takesToken && method !== 'GET' && answer.statusCode < 300) {
        expect({ route, audited: (await auditEntries()) > audited }).toEqual({
          route,
          audited: true,
        });
        writes.add(route);
      }
      record(route, await send(downApp, method, target, options));
    }
  }

  // The booking was cancelled on the way: a payment is refused.
  const refused = await send(testApp.app, 'POST', `/api/bookings/${ids.bookings}/payments`, {
    headers: AS_ADMIN,
    payload: bodyFor('POST', '/api/bookings/:id/payments'),
  });
  expect(refused.statusCode).toBe(409);
  record('POST /api/bookings/:id/payments', refused);

  // The traveller's status page: found, and the one 404 for anything else.
  const booking = (
    await testApp.app.inject({ url: `/api/bookings/${ids.bookings}`, headers: AS_ADMIN })
  ).json<{
    reference: string;
    phone: string;
  }>();
  for (const phone of [booking.phone, '9000000000']) {
    const lookup = `/api/bookings/status?reference=${booking.reference}&phone=${phone}`;
    record('GET /api/bookings/status', await send(testApp.app, 'GET', lookup));
  }
  // The down app's limiter has already counted this route's calls above: 429.
  for (let call = 0; call < 3; call += 1) {
    record(
      'GET /api/bookings/status',
      await send(downApp, 'GET', '/api/bookings/status?reference=SPT-2611-0001&phone=9876543210'),
    );
  }

  // A taken slug, and a 304 to a kept answer.
  const taken = await send(testApp.app, 'POST', '/api/destinations', {
    headers: AS_ADMIN,
    payload: { ...validBodies.destination, name: 'Darjeeling' },
  });
  expect(taken.statusCode).toBe(409);
  record('POST /api/destinations', taken);
  const etag = String((await testApp.app.inject('/api/popular')).headers.etag);
  record(
    'GET /api/popular',
    await send(testApp.app, 'GET', '/api/popular', { headers: { 'if-none-match': etag } }),
  );

  // Not vacuous: bodies were checked, and each kind of route was seen to answer these statuses.
  expect(validated).toBeGreaterThan(300);
  expect([...seen.get('POST /api/destinations')!].sort()).toEqual(
    [201, 400, 401, 403, 409, 413, 415, 503].sort(),
  );
  expect([...seen.get('PUT /api/bookings/:id')!].sort()).toEqual(
    [200, 400, 401, 403, 404, 413, 414, 415, 503].sort(),
  );
  expect([...seen.get('POST /api/holidays')!].sort()).toEqual(
    [201, 400, 401, 403, 413, 415, 503].sort(),
  );
  expect([...seen.get('POST /api/contact')!].sort()).toEqual([201, 400, 413, 415, 429, 503].sort());
  expect([...seen.get('GET /api/blogs/slug/:slug')!].sort()).toEqual(
    [200, 400, 401, 414, 503].sort(),
  );
  expect([...seen.get('GET /api/popular')!].sort()).toEqual([200, 304, 503].sort());
  expect([...seen.get('POST /api/bookings/:id/payments')!].sort()).toEqual(
    [201, 400, 401, 403, 404, 409, 413, 414, 415, 503].sort(),
  );
  expect([...seen.get('GET /api/bookings/status')!].sort()).toEqual([200, 400, 404, 429].sort());
  expect([...seen.get('POST /api/bookings')!].sort()).toEqual(
    [201, 400, 401, 413, 415, 429, 503].sort(),
  );
  // Every admin write of the app was seen to succeed, audited.
  expect([...writes].sort()).toEqual(
    [
      'POST /api/destinations',
      'PUT /api/destinations/:id',
      'DELETE /api/destinations/:id',
      'POST /api/popular',
      'PUT /api/popular/:id',
      'DELETE /api/popular/:id',
      'POST /api/testimonials',
      'PUT /api/testimonials/:id',
      'DELETE /api/testimonials/:id',
      'PUT /api/contact/:id',
      'DELETE /api/contact/:id',
      'POST /api/bookings',
      'PUT /api/bookings/:id',
      'DELETE /api/bookings/:id',
      'POST /api/bookings/:id/hold',
      'POST /api/bookings/:id/payments',
      'POST /api/bookings/:id/cancel',
      'POST /api/bookings/:id/refund/process',
      'POST /api/bookings/:id/refund/confirm',
      'POST /api/holidays',
      'DELETE /api/holidays/:date',
      'PATCH /api/blogs/:id',
      'POST /api/blogs',
      'PUT /api/blogs/:id',
      'DELETE /api/blogs/:id',
      'PUT /api/notification-settings',
      'PUT /api/settings/booking-office',
      'POST /api/destinations/:id/departures',
      'PUT /api/departures/:id',
      'DELETE /api/departures/:id',
      'POST /api/departures/:id/cancel',
      'POST /api/backups',
    ].sort(),
  );
});

it('lists the answers of the docs and the media', async () => {
  for (const [url, status] of [
    ['/api/docs', 200],
    ['/api/docs/json', 200],
    ['/api/docs/yaml', 200],
    ['/api/docs/static/index.html', 302],
    ['/api/docs/static/swagger-initializer.js', 200],
    ['/api/docs/static/swagger-ui.css', 200],
    ['/api/docs/static/nothing-here.js', 404],
    ['/media/destinations/darjeeling-1.svg', 200],
    ['/media/destinations/nothing-here.svg', 404],
  ] as const) {
    const response = await send(testApp.app, 'GET', url);
    expect({ url, status: response.statusCode }).toEqual({ url, status });
  }
  const media = await testApp.app.inject('/media/destinations/darjeeling-1.svg');
  const again = await send(testApp.app, 'GET', '/media/destinations/darjeeling-1.svg', {
    headers: { 'if-none-match': String(media.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});
