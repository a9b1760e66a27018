// The access matrix: every route of the API is found as it is registered (so a route added later
// is in the matrix too), and every one that SPEC §7 does not make public refuses a caller
// without an admin's token before it reads the body: 401 for no token even with malformed JSON,
// an XML body or a 2 MB body; 403 for a signed-in user who is not an admin, an address in
// ADMIN_EMAILS whose email is not verified included.
import type { HTTPMethods } from 'fastify';

import { AS_VISITOR, TOKENS, bearer } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let testApp: TestApp;
const routes: Array<{ method: HTTPMethods; url: string }> = [];

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoContent: false });
  testApp.app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
  await testApp.app.ready();
});

afterAll(() => testApp.close());

/** The public calls of SPEC §7, and the API's own public pages (health, docs, media). */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/destinations',
  'GET /api/popular',
  'GET /api/testimonials',
  'GET /api/blogs',
  'GET /api/blogs/slug/:slug',
  'GET /api/blogs/categories',
  'POST /api/contact',
  // A visitor's booking request; with an admin's token, a booking taken by phone (a token that
  // does not verify is 401: submissions.test.ts, bookings.test.ts).
  'POST /api/bookings',
  'GET /api/bookings/status',
  // The traveller's tax document, by reference and phone (issue 27).
  'GET /api/bookings/status/documents/:id/pdf',
  // The trip finder and a destination's departures (issue 26).
  'GET /api/trips',
  'GET /api/destinations/:slug/departures',
  // Razorpay's signed webhook, and the traveller's return from its page (issue 28, docs/payments.md).
  'POST /api/payments/razorpay/webhook',
  'GET /api/payments/razorpay/callback',
  // A policy page's words in Bengali or Hindi (issue 29, docs/i18n.md 'Policy pages').
  'GET /api/policies/:policy',
]);
const publicElsewhere = (url: string) => url.startsWith('/api/docs') || url.startsWith('/media/');

const ID = '00000000-0000-4000-8000-000000000000';
const TWO_MB = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });

/** The admin routes as registered, with a concrete URL (HEAD and OPTIONS are not calls). */
function adminRoutes() {
  const found = routes
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
    .filter(({ method, url }) => !PUBLIC.has(`${method} ${url}`) && !publicElsewhere(url))
    .map(({ method, url }) => ({ method, url: url.replace(/:\w+/g, ID) }));
  return [...new Map(found.map((route) => [`${route.method} ${route.url}`, route])).values()];
}

it('finds every admin route of SPEC §7 and of the booking office', () => {
  expect(adminRoutes().map(({ method, url }) => `${method} ${url.replaceAll(ID, '{id}')}`)).toEqual(
    expect.arrayContaining([
      'POST /api/destinations',
      'PUT /api/destinations/{id}',
      'DELETE /api/destinations/{id}',
      'POST /api/popular',
      'PUT /api/popular/{id}',
      'DELETE /api/popular/{id}',
      'POST /api/testimonials',
      'PUT /api/testimonials/{id}',
      'DELETE /api/testimonials/{id}',
      'GET /api/contact',
      'PUT /api/contact/{id}',
      'DELETE /api/contact/{id}',
      'GET /api/bookings',
      'PUT /api/bookings/{id}',
      'DELETE /api/bookings/{id}',
      'PATCH /api/blogs/{id}',
      'POST /api/blogs',
      'PUT /api/blogs/{id}',
      'DELETE /api/blogs/{id}',
      'GET /api/bookings/{id}',
      'POST /api/bookings/{id}/hold',
      'POST /api/bookings/{id}/payments',
      'GET /api/bookings/{id}/cancellation',
      'POST /api/bookings/{id}/cancel',
      'POST /api/bookings/{id}/refund/process',
      'POST /api/bookings/{id}/refund/confirm',
      'GET /api/calendar',
      'POST /api/holidays',
      'DELETE /api/holidays/{id}',
      'GET /api/audit',
      'GET /api/dashboard',
      'GET /api/bookings/money-due',
      'GET /api/settings/booking-office',
      'PUT /api/settings/booking-office',
      'GET /api/bookings/{id}/notifications',
      'GET /api/notifications',
      'GET /api/notification-settings',
      'PUT /api/notification-settings',
      'POST /api/media',
      'GET /api/media',
      'PATCH /api/media/{id}',
      'DELETE /api/media/{id}',
      'POST /api/destinations/{id}/departures',
      'GET /api/departures',
      'GET /api/departures/{id}',
      'PUT /api/departures/{id}',
      'DELETE /api/departures/{id}',
      'POST /api/departures/{id}/cancel',
      'GET /api/departures/{id}/manifest',
      'GET /api/settings/gst',
      'PUT /api/settings/gst',
      'GET /api/gst/documents',
      'GET /api/gst/documents/{id}',
      'GET /api/gst/documents/{id}/pdf',
      'POST /api/gst/documents/{id}/cancel',
      'POST /api/gst/documents/{id}/reissue',
      'GET /api/payments/online',
      'POST /api/payments/online/{id}/refund',
      'GET /api/backups',
      'POST /api/backups',
      'GET /api/translations/{id}',
      'GET /api/translations/{id}/{id}',
      'PUT /api/translations/{id}/{id}/{id}',
      'DELETE /api/translations/{id}/{id}/{id}',
    ]),
  );
  expect(adminRoutes()).toHaveLength(64);
});

const BAD_BODIES: Array<[string, Record<string, string>, string]> = [
  ['malformed JSON', { 'content-type': 'application/json' }, '{"name": '],
  [
    'an XML body',
    { 'content-type': 'application/xml' },
    '<destination><name>x</name></destination>',
  ],
  ['a 2 MB body', { 'content-type': 'application/json' }, TWO_MB],
  ['a valid JSON object', { 'content-type': 'application/json' }, '{"name":"Digha"}'],
];

describe.each(BAD_BODIES)('every admin route, sent %s', (_label, headers, payload) => {
  it('answers 401 without a token and 403 to a non-admin, before reading the body', async () => {
    for (const { method, url } of adminRoutes()) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload };
      const none = await testApp.app.inject({ method, url, headers, ...body });
      expect({ method, url, status: none.statusCode }).toEqual({ method, url, status: 401 });
      expect(none.json()).toEqual({ message: 'Please sign in as an admin to continue.' });
      expect(none.headers['cache-control']).toBe('no-store');

      for (const token of [TOKENS.expired, 'forged']) {
        const refused = await testApp.app.inject({
          method,
          url,
          headers: { ...headers, ...bearer(token) },
          ...body,
        });
        expect({ method, url, status: refused.statusCode }).toEqual({ method, url, status: 401 });
      }
      for (const caller of [AS_VISITOR, bearer(TOKENS.unverifiedListed)]) {
        const forbidden = await testApp.app.inject({
          method,
          url,
          headers: { ...headers, ...caller },
          ...body,
        });
        expect({ method, url, status: forbidden.statusCode }).toEqual({ method, url, status: 403 });
        expect(forbidden.json()).toEqual({ message: 'This account is not an admin.' });
      }
    }
  });
});
