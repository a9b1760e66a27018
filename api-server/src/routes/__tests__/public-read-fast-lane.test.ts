// A kept public answer goes out from the fast lane's onRequest hook (plugins/public-read-fast-lane)
// instead of the route: it must be the route's answer byte for byte, headers and their order
// included, for every origin, and for 304; anything it does not keep goes the usual way.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import type { CacheTopic } from '../../lib/public-read-cache';
import { AS_ADMIN } from '../../testing/auth-tokens';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../testing/build-test-app';
import { validBodies } from '../../testing/fixtures';

/** Requests that got past the fast lane (a root onRequest hook added after every plugin's). */
let usualPath = 0;

async function startApp(corsOrigins?: string[]): Promise<TestApp> {
  const testApp = await buildTestApp(corsOrigins ? { corsOrigins } : {});
  testApp.app.addHook('onRequest', async () => {
    usualPath += 1;
  });
  await testApp.app.ready();
  return testApp;
}

let testApp: TestApp;
let slug: string;

beforeAll(async () => {
  testApp = await startApp();
  const { blogs } = (await testApp.app.inject('/api/blogs')).json<{ blogs: { slug: string }[] }>();
  slug = blogs[0]?.slug ?? '';
});

afterAll(() => testApp.close());

function forgetEverything(app: FastifyInstance): void {
  app.publicReadCache.invalidate(Object.keys(app.repositories) as CacheTopic[]);
}

/** Status, headers in the order they were set, and body. */
function answerOf(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    headers: Object.entries(response.headers).filter(([name]) => name !== 'date'),
    body: response.body,
  };
}

/** The answer of the route itself (nothing kept), then the fast lane's, and by which path each came. */
async function usualThenFast(app: FastifyInstance, url: string, headers: Record<string, string>) {
  forgetEverything(app);
  const before = usualPath;
  const usual = await app.inject({ method: 'GET', url, headers });
  const afterUsual = usualPath;
  const fast = await app.inject({ method: 'GET', url, headers });
  return {
    usual: answerOf(usual),
    fast: answerOf(fast),
    usualTookTheRoute: afterUsual - before === 1,
    fastTookTheRoute: usualPath - afterUsual === 1,
  };
}

const ORIGINS: Array<[string, Record<string, string>]> = [
  ['no Origin', {}],
  ['an allowed Origin', { origin: TEST_ORIGIN }],
  ['an Origin not allowed', { origin: 'https://elsewhere.example' }],
];

describe('the fast lane answers exactly what the route answers', () => {
  const urls = () => [
    '/api/destinations',
    '/api/popular',
    '/api/testimonials',
    '/api/blogs',
    '/api/blogs/categories',
    `/api/blogs/slug/${slug}`,
  ];

  it.each(ORIGINS)('200, with %s', async (_label, headers) => {
    for (const url of urls()) {
      const run = await usualThenFast(testApp.app, url, headers);
      expect(run.usualTookTheRoute).toBe(true);
      expect(run.fastTookTheRoute).toBe(false);
      expect(run.usual.status).toBe(200);
      expect(run.fast).toEqual(run.usual);
    }
  });

  it.each(ORIGINS)('304 to a matching If-None-Match, with %s', async (_label, headers) => {
    for (const url of urls()) {
      const etag = String((await testApp.app.inject(url)).headers.etag);
      const run = await usualThenFast(testApp.app, url, { ...headers, 'if-none-match': etag });
      expect(run.fastTookTheRoute).toBe(false);
      expect(run.usual.status).toBe(304);
      expect(run.fast).toEqual(run.usual);
    }
  });

  it('sends the security headers, CORS headers and caching headers of every API answer', async () => {
    await testApp.app.inject('/api/destinations');
    const before = usualPath;
    const fast = await testApp.app.inject({
      url: '/api/destinations',
      headers: { origin: TEST_ORIGIN },
    });
    expect(usualPath).toBe(before);
    expect(fast.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.any(String),
      'access-control-allow-origin': TEST_ORIGIN,
      'access-control-expose-headers': 'Retry-After',
      vary: 'Origin, Authorization',
      'cache-control': 'public, max-age=0, s-maxage=60',
      etag: expect.stringMatching(/^"[\w-]+"$/),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(fast.rawPayload.length),
    });
  });
});

describe('what the fast lane leaves to the route', () => {
  it('a caller with a token, HEAD, a blog that is not there, and a read nothing kept', async () => {
    await testApp.app.inject('/api/destinations');
    const paths: Array<[string, InjectOptions]> = [
      ['admin', { url: '/api/destinations', headers: AS_ADMIN }],
      ['HEAD', { method: 'HEAD', url: '/api/destinations' }],
      ['missing blog', { url: '/api/blogs/slug/no-such-blog' }],
      ['missing blog again', { url: '/api/blogs/slug/no-such-blog' }],
      ['health', { url: '/api/health' }],
    ];
    for (const [label, request] of paths) {
      const before = usualPath;
      const response = await testApp.app.inject(request);
      expect({ label, status: response.statusCode }).toEqual({ label, status: 200 });
      expect({ label, routed: usualPath - before }).toEqual({ label, routed: 1 });
    }
  });

  it('a write: the next read comes from the route, with the new content', async () => {
    const first = await testApp.app.inject('/api/testimonials');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: AS_ADMIN,
      payload: { ...validBodies.testimonial, name: 'Mitali Sen' },
    });
    expect(created.statusCode).toBe(201);
    const before = usualPath;
    const next = await testApp.app.inject('/api/testimonials');
    expect(usualPath - before).toBe(1);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(next.json()).toContainEqual(created.json());
  });

  it("with '*' among the origins, every read goes the usual way (what @fastify/cors sends then)", async () => {
    const anyOrigin = await startApp(['*']);
    try {
      const run = await usualThenFast(anyOrigin.app, '/api/destinations', {
        origin: 'https://elsewhere.example',
      });
      expect(run.fastTookTheRoute).toBe(true);
      expect(run.fast).toEqual(run.usual);
      expect(Object.fromEntries(run.fast.headers)['access-control-allow-origin']).toBe('*');
    } finally {
      await anyOrigin.close();
    }
  });
});
