import { buildTestApp, type TestApp } from '../../testing/build-test-app';

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

// With the database gone: src/plugins/__tests__/database-unavailable.test.ts (every route, health too).
