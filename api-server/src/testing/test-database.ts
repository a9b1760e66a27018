// A fresh, real database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
// a uniquely named schema on that PostgreSQL server (so test files can run in parallel).
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { createDatabase, type Database, type DatabaseConfig } from '../db/database';
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

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { config: { driver: 'pglite' }, cleanup: async () => undefined };
  const url = TEST_DATABASE_URL;
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema "${schema}"`));
  return {
    config: { driver: 'postgres', connectionString: url, searchPath: schema, maxConnections: 4 },
    cleanup: () =>
      withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`)).then(
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
