// Who is an admin: a verified Firebase ID token whose email is listed or whose claim says so.
// The first app gets the tests' verifier; the second the real firebase-admin one, for the
// failures it can produce with no Google or emulator server.
import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../app';
import { AS_ADMIN, TOKENS, bearer } from '../../testing/auth-tokens';
import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../../testing/build-test-app';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  NOT_ADMIN_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../auth';

let testApp: TestApp;
/** The same open database, and the default verifier (firebase-admin for project demo-tours). */
let firebaseApp: FastifyInstance;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoContent: false });
  await testApp.app.ready();
  firebaseApp = buildApp({
    database: testApp.app.database,
    corsOrigins: [TEST_ORIGIN],
    mediaDir: MEDIA_DIR,
    seedDemoContent: false,
    firebaseProjectId: 'demo-tours',
  });
  await firebaseApp.ready();
});

afterAll(async () => {
  if (emulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  await firebaseApp.close();
  await testApp.close();
});

const ADMIN_ROUTE = '/api/contact';

const getAs = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: ADMIN_ROUTE, headers });

describe('requireAdmin', () => {
  it('lets in a user whose email is listed (in any case) or who has the claim admin: true', async () => {
    for (const token of [TOKENS.admin, TOKENS.claimAdmin]) {
      const response = await getAs(testApp.app, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('answers 401 "sign in" without a token', async () => {
    const response = await getAs(testApp.app, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    for (const authorization of [
      'Basic YWRtaW46YWRtaW4=',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      TOKENS.admin,
    ]) {
      const response = await getAs(testApp.app, { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_TOKEN_MESSAGE });
    }
  });

  it('answers 401 for expired, revoked and disabled users’ tokens, never 500', async () => {
    for (const token of [TOKENS.expired, TOKENS.revoked, TOKENS.disabled, 'forged']) {
      const response = await getAs(testApp.app, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_TOKEN_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 403 for a signed-in user who is not an admin (admin must be exactly true)', async () => {
    const response = await getAs(testApp.app, bearer(TOKENS.visitor));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_ADMIN_MESSAGE });
    expect(NOT_ADMIN_MESSAGE).toBe('This account is not an admin.');
  });

  it('counts an address of ADMIN_EMAILS only when the token says it is verified', async () => {
    // Where self sign-up is on, anyone could create an account with a listed address they do
    // not own: an unverified one is a signed-in non-admin. The claim admin: true needs no email.
    const unverified = await getAs(testApp.app, bearer(TOKENS.unverifiedListed));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: NOT_ADMIN_MESSAGE });
    expect((await getAs(testApp.app, bearer(TOKENS.claimAdmin))).statusCode).toBe(200);
  });

  it('answers 503 when the token cannot be checked at all, so a good token is not called bad', async () => {
    const response = await getAs(testApp.app, bearer(TOKENS.unreachable));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: AUTH_UNAVAILABLE_MESSAGE });
  });

  it('does not let an admin token in through another admin-only route for a non-admin', async () => {
    const visitor = await testApp.app.inject({
      method: 'PUT',
      url: '/api/bookings/00000000-0000-4000-8000-000000000000',
      headers: bearer(TOKENS.visitor),
      payload: { status: true },
    });
    expect(visitor.statusCode).toBe(403);
    const admin = await testApp.app.inject({
      method: 'PUT',
      url: '/api/bookings/00000000-0000-4000-8000-000000000000',
      headers: AS_ADMIN,
      payload: { status: true },
    });
    expect(admin.statusCode).toBe(404);
  });
});

describe('the default verifier (firebase-admin, revocation checked)', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An unsigned token shaped like one of the Auth emulator's. */
  const emulatorStyleToken = (claims: object = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      aud: 'demo-tours',
      iss: 'https://securetoken.google.com/demo-tours',
      sub: 'uid-1',
      email: 'admin@example.com',
      iat: now - 60,
      auth_time: now - 60,
      exp: now + 3600,
      ...claims,
    })}.`;
  };

  it('answers 401 for a malformed token and for an unsigned one (production mode)', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    for (const token of ['not-a-jwt', emulatorStyleToken()]) {
      const response = await getAs(firebaseApp, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_TOKEN_MESSAGE });
    }
  });

  it('with an emulator: 401 for an expired token or another project’s, 503 when it is unreachable', async () => {
    // Nothing listens on port 1: firebase-admin's user lookup (the revocation check) fails.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
    const expired = await getAs(firebaseApp, bearer(emulatorStyleToken({ exp: 1_000 })));
    expect(expired.statusCode).toBe(401);
    const otherProject = await getAs(firebaseApp, bearer(emulatorStyleToken({ aud: 'other' })));
    expect(otherProject.statusCode).toBe(401);
    const unreachable = await getAs(firebaseApp, bearer(emulatorStyleToken()));
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toEqual({ message: AUTH_UNAVAILABLE_MESSAGE });
  });
});
