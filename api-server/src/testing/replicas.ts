// API replicas in a test file: apps over one test database (on PostgreSQL, what two replicas of
// the API share). The first is built in beforeAll; `replica()` adds another over the same
// database; all are closed, and the database dropped, after the file.
import type { FastifyInstance } from 'fastify';

import { buildApp, type AppOptions } from '../app';
import { createDatabase, type Database } from '../db/database';
import { fakeVerifyIdToken } from './auth-tokens';
import { MEDIA_DIR, TEST_ORIGIN } from './build-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface Replicas {
  /** The first replica (only inside tests and hooks: it is built in beforeAll). */
  readonly app: FastifyInstance;
  /** The database they share, for a test's own queries. */
  readonly database: Database;
  /** One more replica; `overrides` over the file's options. */
  replica(overrides?: Partial<AppOptions>): Promise<FastifyInstance>;
}

/** `options(index)`: the file's options for its index-th replica (read when it is built). */
export function replicasPerFile(
  options: (index: number) => Partial<AppOptions> = () => ({}),
): Replicas {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  const apps: FastifyInstance[] = [];
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The replicas are built in beforeAll.');
    return value;
  };

  const replicas: Replicas = {
    get app() {
      return built(apps[0]);
    },
    get database() {
      return built(database);
    },
    async replica(overrides = {}) {
      const app = buildApp({
        database: replicas.database,
        corsOrigins: [TEST_ORIGIN],
        mediaDir: MEDIA_DIR,
        seedDemoPhotos: false,
        verifyIdToken: fakeVerifyIdToken,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        // Tests run the jobs themselves (app.jobs.runAll), never on a timer.
        bookingJobIntervalMs: 0,
        ...options(apps.length),
        ...overrides,
      });
      apps.push(app);
      await app.ready();
      return app;
    },
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await createDatabase(testDatabase.config);
    await replicas.replica();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await testDatabase?.cleanup();
  });
  return replicas;
}
