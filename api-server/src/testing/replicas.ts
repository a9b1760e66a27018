// API replicas in a test file: apps over one test database (on PostgreSQL, what two replicas of
// the API share). The first is built in beforeAll; `replica()` adds another over the same
// database; all are closed, and the database dropped, after the file. By default they share one
// pool of connections; `poolEach` gives each replica its own pool on PostgreSQL, as two deployed
// processes have (PGlite is one database in this process, with one connection: they share it).
import type { FastifyInstance } from 'fastify';

import { buildApp, type AppOptions } from '../app';
import { createDatabase, type Database, type DatabaseConfig } from '../db/database';
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

export interface ReplicaPools {
  /**
   * On PostgreSQL, each replica's own pool: `connections` (pg's default is 10), and how long a
   * request waits for a free one (`waitMs`; the deployed API's 5 s when not given).
   */
  poolEach?: { connections: number; waitMs?: number };
}

/** `options(index)`: the file's options for its index-th replica (read when it is built). */
export function replicasPerFile(
  options: (index: number) => Partial<AppOptions> = () => ({}),
  { poolEach }: ReplicaPools = {},
): Replicas {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  const apps: FastifyInstance[] = [];
  /** The pools of the replicas after the first (poolEach on PostgreSQL). */
  const ownPools: Database[] = [];
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The replicas are built in beforeAll.');
    return value;
  };
  /** With poolEach on PostgreSQL, the configuration of each replica's own pool; else null. */
  const ownPoolConfig = (): DatabaseConfig | null => {
    const { config } = built(testDatabase);
    return poolEach && config.driver === 'postgres'
      ? { ...config, maxConnections: poolEach.connections, connectionWaitMs: poolEach.waitMs }
      : null;
  };

  const replicas: Replicas = {
    get app() {
      return built(apps[0]);
    },
    get database() {
      return built(database);
    },
    async replica(overrides = {}) {
      // The first replica's pool is the shared `database`; with poolEach, each later one opens its own.
      const ownPool = ownPoolConfig();
      const pool = ownPool && apps.length > 0 ? await createDatabase(ownPool) : null;
      if (pool) ownPools.push(pool);
      const app = buildApp({
        database: pool ?? replicas.database,
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
    database = await createDatabase(ownPoolConfig() ?? testDatabase.config);
    await replicas.replica();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const pool of ownPools) await pool.close();
    await database?.close();
    await testDatabase?.cleanup();
  });
  return replicas;
}
