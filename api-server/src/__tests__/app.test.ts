// Cross-cutting behaviour of the app: CORS, security headers, media, error answers, body limit.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../testing/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoContent: false });
  // Routes only these tests need, to see what a failing handler answers.
  testApp.app.register(
    async (app) => {
      app.get('/boom', async () => {
        throw new Error('relation "secret_table" does not exist: select * from secret_table');
      });
      app.get('/teapot', async () => {
        throw Object.assign(new Error('No coffee here.'), { statusCode: 418 });
      });
      app.post('/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
    },
    { prefix: '/api/test' },
  );
  await testApp.app.ready();
});

afterAll(() => testApp.close());

describe('CORS', () => {
  it('allows a configured front-end origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
  });

  it('does not allow another origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of an admin request (PUT with a bearer token)', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/destinations/some-id',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    expect(response.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });
});

describe('security headers', () => {
  it('are set on API answers, with a policy that lets a JSON answer load nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  /** helmet's headers as the API sends them (Strict-Transport-Security aside: see below). */
  const HELMET_HEADERS = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  /** One answer of each kind: a read, the same read kept, 304, 401, 404, 400 and 414 from the router. */
  const ANSWERS = [
    { url: '/api/destinations' },
    { url: '/api/destinations' },
    { url: '/api/popular', etag: true },
    { url: '/api/contact' },
    { url: '/api/nowhere' },
    { url: '/api/blogs/slug/%E0%A4%A' },
    { url: `/api/blogs/slug/${'a'.repeat(101)}` },
  ];

  async function answersOf(app: typeof testApp.app) {
    const answers = [];
    for (const { url, etag } of ANSWERS) {
      const headers: Record<string, string> = {};
      if (etag) headers['if-none-match'] = String((await app.inject(url)).headers.etag);
      answers.push(await app.inject({ method: 'GET', url, headers }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 401, 404, 400, 414]);
    return answers;
  }

  it("are helmet's full set on every answer, a kept public read, a 304 and the router's included", async () => {
    for (const response of await answersOf(testApp.app)) {
      expect(response.headers).toMatchObject({
        ...HELMET_HEADERS,
        'content-security-policy':
          "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      });
      // HSTS=true only (the web server's rule): over plain HTTP it would claim HTTPS there is not.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('carry Strict-Transport-Security on every answer with hsts (HSTS=true)', async () => {
    const secure = await buildTestApp({ seedDemoContent: false, hsts: true });
    try {
      await secure.app.ready();
      for (const response of await answersOf(secure.app)) {
        expect(response.headers).toMatchObject({
          ...HELMET_HEADERS,
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
        });
      }
    } finally {
      await secure.close();
    }
  });
});

describe('/api/docs', () => {
  it('serves Swagger UI with its own assets from this origin, under a policy that allows them', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
    // Every script and stylesheet the page names is served here (no CDN), under the same policy.
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(assets).toEqual(
      expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-initializer.js']),
    );
    for (const asset of assets) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(csp);
    }
  });

  it('serves the OpenAPI document with every call of SPEC §7', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const spec = [
      'GET /api/destinations',
      'POST /api/destinations',
      'PUT /api/destinations/{id}',
      'DELETE /api/destinations/{id}',
      'GET /api/popular',
      'POST /api/popular',
      'PUT /api/popular/{id}',
      'DELETE /api/popular/{id}',
      'GET /api/testimonials',
      'POST /api/testimonials',
      'PUT /api/testimonials/{id}',
      'DELETE /api/testimonials/{id}',
      'POST /api/contact',
      'GET /api/contact',
      'PUT /api/contact/{id}',
      'DELETE /api/contact/{id}',
      'POST /api/bookings',
      'GET /api/bookings',
      'PUT /api/bookings/{id}',
      'DELETE /api/bookings/{id}',
      'GET /api/blogs',
      'GET /api/blogs/slug/{slug}',
      'GET /api/blogs/categories',
      'PATCH /api/blogs/{id}',
      'POST /api/blogs',
      'PUT /api/blogs/{id}',
      'DELETE /api/blogs/{id}',
    ];
    expect(calls).toEqual(expect.arrayContaining(spec));
    // Admin calls say they need a bearer token; request bodies are described.
    expect(document.paths['/api/contact']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/contact']!.post!.security).toBeUndefined();
    // A visitor's request, or an admin's booking with its source.
    expect(document.paths['/api/bookings']!.post!.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            oneOf: [
              { required: expect.arrayContaining(['phone']) },
              { required: expect.arrayContaining(['phone', 'source']) },
            ],
          },
        },
      },
    });
  });
});

describe('/media/', () => {
  it('serves the images as SVG, cacheable, and usable from the front-end origins', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/media/destinations/darjeeling-1.svg',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=2592000/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toBe(
      readFileSync(path.join(MEDIA_DIR, 'destinations/darjeeling-1.svg'), 'utf8'),
    );
  });

  it('answers 404 for a missing file and never leaves the media folder', async () => {
    for (const url of [
      '/media/destinations/nowhere.svg',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@tours/api-server');
    }
  });
});

describe('error answers', () => {
  it('hide what failed behind a generic message on server errors', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again later.' });
    expect(response.body).not.toMatch(/secret_table|stack|at /);
  });

  it('keep the message of a client error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'No coffee here.' });
  });

  it('answer unknown paths with 404 and a message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('reject malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('refuse a body over 100 KB with 413', async () => {
    const small = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'a'.repeat(90 * 1024) },
    });
    expect(small.statusCode).toBe(200);
    const large = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'a'.repeat(101 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: expect.any(String) });
  });
});
