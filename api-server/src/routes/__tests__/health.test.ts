import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { buildTestApp, MEDIA_DIR, TEST_ORIGIN, type TestApp } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoContent: false });
    await testApp.app.ready();
  });

  afterAll(() => testApp.close());

  it('answers ok when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 with a message and nothing about the failure', async () => {
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
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is not available.' });
    } finally {
      await app.close();
      await testDatabase.cleanup();
    }
  });
});
