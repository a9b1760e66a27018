// A fresh, real database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
// a uniquely named schema on that PostgreSQL server (so test files can run in parallel).
import { randomBytes } from 'node:crypto';

import { createDatabase, type Database, type DatabaseConfig } from '../db/database';
import { withPgClient } from '../db/pg-client';
import { migrate } from '../db/migrator';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const DRIVER_UNDER_TEST: DatabaseConfig['driver'] = TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Drops the schema (PostgreSQL); nothing to do for in-memory PGlite. */
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { config: { driver: 'pglite' }, cleanup: async () => undefined };
  const url = TEST_DATABASE_URL;
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withPgClient(url, (client) => client.query(`create schema "${schema}"`));
  return {
    config: { driver: 'postgres', connectionString: url, searchPath: schema, maxConnections: 4 },
    cleanup: () =>
      withPgClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`)).then(
        () => undefined,
      ),
  };
}

/**
 * A fresh test database, open and, unless `migrated: false`, with every migration applied. Its
 * close() also drops the test schema.
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<Database> {
  const testDatabase = await createTestDatabase();
  const database = await createDatabase(testDatabase.config);
  if (migrated) await migrate(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await testDatabase.cleanup();
    },
  };
}
