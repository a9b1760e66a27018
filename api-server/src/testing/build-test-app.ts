// buildApp() over a fresh test database, with settings the tests can rely on.
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp, type AppOptions } from '../app';
import { ADMIN_EMAIL, fakeVerifyIdToken } from './auth-tokens';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const MEDIA_DIR = path.resolve(__dirname, '../../media');
/** What a CDN reads on an anonymous public read with the default PUBLIC_CACHE_TTL_MS (5 s). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Closes the app and drops the test schema. */
  close(): Promise<void>;
}

export async function buildTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = buildApp({
    database: database.config,
    corsOrigins: [TEST_ORIGIN],
    mediaDir: MEDIA_DIR,
    seedDemoContent: true,
    // Minutes of encoding on a cold cache, ~100 MB per database: tests upload their own photos.
    seedDemoPhotos: false,
    seedDemoDepartures: false,
    adminEmails: [ADMIN_EMAIL],
    verifyIdToken: fakeVerifyIdToken,
    // Far above what a test file sends; rate-limit.test.ts sets its own.
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    // Tests run the jobs themselves (app.jobs.runAll), never on a timer.
    bookingJobIntervalMs: 0,
    ...overrides,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * One API replica over `database`, an open database that several replicas share (as API
 * processes share one PostgreSQL server): no demo content or holidays, jobs only when called.
 */
export function replicaOver(database: Database, overrides: Partial<AppOptions> = {}) {
  return buildApp({
    database,
    corsOrigins: [TEST_ORIGIN],
    mediaDir: MEDIA_DIR,
    seedDemoContent: false,
    seedHolidays: false,
    adminEmails: [ADMIN_EMAIL],
    verifyIdToken: fakeVerifyIdToken,
    bookingJobIntervalMs: 0,
    ...overrides,
  });
}
