// Applies the committed SQL files of migrations/ in name order, each once, each in its own
// transaction, recording them in schema_migrations.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'kysely';

import type { Db } from './database';

/** src/db and dist/db sit at the same depth, so this resolves from both. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/;

export interface MigrationResult {
  /** Files applied by this run. */
  applied: string[];
  /** Files applied earlier, skipped now. */
  skipped: string[];
  /** Applied files whose content has changed since: edit a new migration instead. */
  changed: string[];
}

/**
 * Several API replicas may start at once against one server: a transaction-scoped advisory lock
 * makes them apply the files one after another, and each re-checks schema_migrations under it.
 */
const lockMigrations = (db: Db) =>
  sql`select pg_advisory_xact_lock(hashtext('tours-api:migrations'))`.execute(db);

export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx);
    await sql`
      create table if not exists schema_migrations (
        name       text primary key,
        checksum   text not null,
        applied_at timestamptz not null default now()
      )`.execute(trx);
  });

  const result: MigrationResult = { applied: [], skipped: [], changed: [] };
  const files = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  for (const name of files) {
    const script = readFileSync(path.join(dir, name), 'utf8');
    const checksum = createHash('sha256').update(script).digest('hex');
    await db.transaction().execute(async (trx) => {
      await lockMigrations(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('checksum')
        .where('name', '=', name)
        .executeTakeFirst();
      if (done) {
        result.skipped.push(name);
        if (done.checksum !== checksum) result.changed.push(name);
        return;
      }
      // No parameters: both drivers send it with the simple protocol, which runs every statement.
      await sql.raw(script).execute(trx);
      await trx.insertInto('schema_migrations').values({ name, checksum }).execute();
      result.applied.push(name);
    });
  }
  return result;
}
