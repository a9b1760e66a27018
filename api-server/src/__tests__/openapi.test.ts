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

import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { AS_ADMIN, AS_VISITOR, bearer, fakeVerifyIdToken, TOKENS } from '../testing/auth-tokens';
import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../testing/build-test-app';
import { validBodies } from '../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

interface Operation {
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
const LONG = 'a'.repeat(101);
const BAD_ENCODING = '%E0%A4%A';

/** A valid body for each write, by resource. */
function bodyFor(method: string, url: string): object {
  const resource = url.split('/')[2]!;
  if (method === 'PATCH') return { status: 'Published' };
  if (method === 'PUT' && resource === 'contact') return { checked: true };
  if (method === 'PUT' && resource === 'bookings') return { status: true };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const bodies: Record<string, object> = {
    destinations: { ...validBodies.destination, name: `Digha ${unique}` },
    popular: validBodies.popular,
    testimonials: validBodies.testimonial,
    blogs: { ...validBodies.blog, slug: `tea-${unique}` },
    contact: validBodies.contact,
    bookings: validBodies.booking,
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
  const record = (route: string, response: LightMyRequestResponse) => {
    if (!seen.has(route)) seen.set(route, new Set());
    seen.get(route)!.add(response.statusCode);
  };
  // Records to address: one of each resource, made by an admin.
  const ids: Record<string, string> = {};
  for (const resource of ['destinations', 'popular', 'testimonials', 'blogs']) {
    const made = await testApp.app.inject({
      method: 'POST',
      url: `/api/${resource}`,
      headers: AS_ADMIN,
      payload: bodyFor('POST', `/api/${resource}`),
    });
    ids[resource] = made.json<{ _id: string }>()._id;
  }
  for (const resource of ['contact', 'bookings']) {
    const made = await testApp.app.inject({
      method: 'POST',
      url: `/api/${resource}`,
      payload: bodyFor('POST', `/api/${resource}`),
      remoteAddress: '203.0.113.1',
    });
    ids[resource] = made.json<{ _id: string }>()._id;
  }
  const apiCalls = calls().filter(
    ({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
  );
  for (const { method, url: template } of apiCalls) {
    const route = `${method} ${template}`;
    const resource = template.split('/')[2]!;
    const at = (id: string) => template.replace(':id', id).replace(':slug', id);
    const url = at(template.includes(':slug') ? 'darjeeling' : (ids[resource] ?? UNKNOWN));
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
    for (const variant of variants) {
      const { url: target, ...options } = variant;
      record(route, await send(testApp.app, method, target, options));
      record(route, await send(downApp, method, target, options));
    }
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
  expect([...seen.get('POST /api/contact')!].sort()).toEqual([201, 400, 413, 415, 429, 503].sort());
  expect([...seen.get('GET /api/blogs/slug/:slug')!].sort()).toEqual(
    [200, 400, 401, 414, 503].sort(),
  );
  expect([...seen.get('GET /api/popular')!].sort()).toEqual([200, 304, 503].sort());
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
