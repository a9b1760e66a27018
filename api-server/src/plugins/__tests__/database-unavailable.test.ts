import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { MEDIA_DIR, TEST_ORIGIN } from '../../testing/build-test-app';
import { validBodies } from '../../testing/fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { databaseUnavailable } from '../errors';

describe('routes with the database gone', () => {
  it('answer 503 with a message and nothing about the failure, not a 500', async () => {
    const testDatabase = await createTestDatabase();
    // An open database handed in: the app does not own it, so the test can close it under the app.
    const database = await createDatabase(testDatabase.config);
    const app = buildApp({
      database,
      corsOrigins: [TEST_ORIGIN],
      mediaDir: MEDIA_DIR,
      seedDemoContent: false,
    });
    try {
      await app.ready();
      await database.close();
      for (const [method, url, payload] of [
        ['GET', '/api/health', undefined],
        ['GET', '/api/destinations', undefined],
        ['GET', '/api/blogs', undefined],
        ['POST', '/api/bookings', validBodies.booking],
        ['POST', '/api/contact', validBodies.contact],
      ] as const) {
        const response = await app.inject({ method, url, payload });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
        expect(response.json()).toEqual({ message: 'The database is not available.' });
        if (url !== '/api/health') expect(response.headers['retry-after']).toBe('5');
      }
    } finally {
      await app.close();
      await testDatabase.cleanup();
    }
  });
});

describe('databaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['cut connection', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
    ],
  ])('recognises %s', (_, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique key', Object.assign(new Error('duplicate'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax'), { code: '42601' })],
    ['a plain bug', new TypeError('undefined is not a function')],
  ])('leaves %s alone', (_, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});
