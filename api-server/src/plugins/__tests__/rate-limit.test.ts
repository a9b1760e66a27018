// The public POSTs are limited per client address and route; the admin routes are not. With
// TEST_REDIS_URL set, two apps (two replicas) share their counts through Redis.
import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { buildApp } from '../../app';
import { AS_ADMIN, fakeVerifyIdToken } from '../../testing/auth-tokens';
import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../../testing/build-test-app';
import { countRows, validBodies } from '../../testing/fixtures';
import { REDIS_CONNECTION_NAME, TOO_MANY_REQUESTS_MESSAGE } from '../rate-limit';

const MAX = 3;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    seedDemoContent: false,
    rateLimit: { max: MAX, timeWindowMs: 60_000 },
  });
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limit of the public POSTs', () => {
  it.each([
    ['/api/contact', validBodies.contact, 'contact_messages'],
    ['/api/bookings', validBodies.booking, 'bookings'],
  ] as const)('%s: 429 with a message past the limit, per address', async (url, body, table) => {
    const address = '203.0.113.10';
    for (let i = 0; i < MAX; i += 1) {
      const response = await post(url, body, address);
      expect(response.statusCode).toBe(201);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(MAX - 1 - i));
    }
    const before = await countRows(testApp.app, table);
    const limited = await post(url, body, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(testApp.app, table)).toBe(before);

    // Another visitor is not held back by the first one.
    expect((await post(url, body, '203.0.113.11')).statusCode).toBe(201);
  });

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const address = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validBodies.contact,
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.18.0.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts bad input too (a bot probing the form is limited the same)', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < MAX; i += 1) {
      expect((await post('/api/contact', {}, address)).statusCode).toBe(400);
    }
    expect((await post('/api/contact', validBodies.contact, address)).statusCode).toBe(429);
  });

  it('leaves the reads and the admin routes alone', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < MAX + 2; i += 1) {
      const read = await testApp.app.inject({
        method: 'GET',
        url: '/api/popular',
        remoteAddress: address,
      });
      expect(read.statusCode).toBe(200);
      const admin = await testApp.app.inject({
        method: 'POST',
        url: '/api/popular',
        headers: AS_ADMIN,
        payload: validBodies.popular,
        remoteAddress: address,
      });
      expect(admin.statusCode).toBe(201);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL?.trim();
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('rate limit in Redis (TEST_REDIS_URL)', () => {
  it('holds across two replicas sharing one Redis, and closes its connection with the app', async () => {
    // A fresh address per run (documentation range, 64 random bits): counts of an earlier run may
    // still be in Redis.
    const address = `2001:db8::${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
    const replicas = [0, 1].map(() =>
      buildApp({
        database: testApp.app.database,
        corsOrigins: [TEST_ORIGIN],
        mediaDir: MEDIA_DIR,
        seedDemoContent: false,
        verifyIdToken: fakeVerifyIdToken,
        // A window far longer than the test: on a loaded machine the first write (cold database)
        // can take seconds, and a 5 s window then ended before the third request.
        rateLimit: { max: 2, timeWindowMs: 120_000, redisUrl },
      }),
    );
    const redis = new Redis(redisUrl!);
    const apiConnections = async () =>
      String(await redis.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(`name=${REDIS_CONNECTION_NAME} `)).length;
    const before = await apiConnections();
    try {
      await Promise.all(replicas.map((replica) => replica.ready()));
      const statuses: number[] = [];
      for (const replica of [...replicas, ...replicas]) {
        const response = await replica.inject({
          method: 'POST',
          url: '/api/contact',
          payload: validBodies.contact,
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      const keys = await redis.keys(`tours-api-rate-limit:*${address}`);
      expect(keys.length).toBeGreaterThan(0);
      expect(await apiConnections()).toBe(before + 2);
      await Promise.all(replicas.map((replica) => replica.close()));
      expect(await apiConnections()).toBe(before);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await redis.quit();
    }
  });
});
