// Restoring a backup (`npm run restore -- FILE`) and the restore drill (docs/operations.md). Both
// check the dump's SHA-256 against its manifest before anything is written, restore, then count
// every table's rows and compare them with the manifest's.
// - PostgreSQL: pg_restore in one transaction (all or nothing), into a database whose tables of
//   the backup's schema are empty (or any, with `force`: the objects are dropped and recreated).
// - PGlite: the dump is loaded into a data folder (`loadDataDir`); an existing folder is moved
//   aside, never deleted (with `force` when it holds rows).
// The drill restores into a scratch database (a PostgreSQL database created and dropped for it, or
// a fresh in-memory PGlite) and compares the same counts.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../../db/database';
import { withPgClient } from '../../db/pg-client';
import { PGlitePool } from '../../db/pglite-pool';
import { readManifest, sha256Of, type BackupManifest } from './backup-files';
import { checkToolFor, countRows, pgTool, toolConnection } from './database-dump';

const run = promisify(execFile);

export interface RowCountDifference {
  table: string;
  expected: number | null;
  found: number | null;
}

/** Where the counts differ (a table missing on either side counts as null). */
export function compareCounts(
  expected: Record<string, number>,
  found: Record<string, number>,
): RowCountDifference[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .map((table) => ({ table, expected: expected[table] ?? null, found: found[table] ?? null }))
    .filter((row) => row.expected !== row.found);
}

function describeDifferences(differences: RowCountDifference[]): string {
  return differences
    .map(
      ({ table, expected, found }) =>
        `${table}: ${expected ?? 'no table'} in the backup, ${found ?? 'no table'} restored`,
    )
    .join('; ');
}

/** The manifest of a dump whose bytes are what the manifest says; throws otherwise. */
export async function verifiedManifest(file: string): Promise<BackupManifest> {
  const manifest = await readManifest(file);
  const dump = path.join(path.dirname(file), manifest.file);
  if (!existsSync(dump)) throw new Error(`The dump ${dump} of the manifest is missing.`);
  const actual = await sha256Of(dump);
  if (actual !== manifest.sha256) {
    throw new Error(
      `The SHA-256 of ${dump} is ${actual}, not the manifest's ${manifest.sha256}: the file is damaged or not this backup. Nothing was restored.`,
    );
  }
  return manifest;
}

export interface RestoreOptions {
  /** Replace a database (PostgreSQL) or folder (PGlite) that holds rows. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The rows restored, by table (equal to the manifest's). */
  tables: Record<string, number>;
  /** PGlite: where the folder that was there before was moved. */
  movedAside: string | null;
}

const sumOf = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, count) => sum + count, 0);

export const restoreSummary = (result: RestoreResult): string =>
  `${Object.keys(result.tables).length} tables, ${sumOf(result.tables).toLocaleString('en-IN')} rows ` +
  `(${Object.entries(result.tables)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')})`;

function checkCounts(manifest: BackupManifest, found: Record<string, number>): void {
  const differences = compareCounts(manifest.tables, found);
  if (differences.length > 0) {
    throw new Error(
      `The restored rows differ from the backup's: ${describeDifferences(differences)}.`,
    );
  }
}

/** Restores the backup `file` (dump or manifest) into the database `target` names. */
export async function restoreBackup(
  file: string,
  target: DatabaseConfig,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const manifest = await verifiedManifest(file);
  const dump = path.join(path.dirname(file), manifest.file);
  if (manifest.kind !== target.driver) {
    throw new Error(
      `This is a ${manifest.kind} backup and the database is ${target.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}: restore it into a database of its kind.`,
    );
  }
  if (target.driver === 'postgres') {
    const tables = await restorePostgres(dump, manifest, target.connectionString, options);
    return { manifest, tables, movedAside: null };
  }
  if (!target.dataDir) throw new Error('A PGlite restore needs a data folder.');
  return restorePGliteFolder(dump, manifest, target.dataDir, options);
}

function kyselyOver(url: string): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
}

/** Rows in the target's tables of the backup's schema (none when it has no such tables). */
async function rowsIn(url: string, schema: string): Promise<Record<string, number>> {
  const db = kyselyOver(url);
  try {
    return await countRows(db, schema);
  } finally {
    await db.destroy();
  }
}

async function restorePostgres(
  dump: string,
  manifest: BackupManifest,
  connectionString: string,
  options: RestoreOptions,
): Promise<Record<string, number>> {
  const before = await rowsIn(connectionString, manifest.schema);
  const holding = Object.entries(before).filter(([, count]) => count > 0);
  if (holding.length > 0 && !options.force) {
    throw new Error(
      `The database is not empty (${holding.map(([table, count]) => `${table} ${count}`).join(', ')} in schema ${manifest.schema}): restore into an empty database, or add --force to replace it. Nothing was restored.`,
    );
  }
  const version = await withPgClient(connectionString, async (client) =>
    Number((await client.query('show server_version_num')).rows[0].server_version_num),
  );
  await checkToolFor('pg_restore', version);
  const { url, env } = toolConnection(connectionString);
  // The schema itself may exist without tables: a new database's `public`. pg_restore's CREATE
  // SCHEMA would then fail, so it is dropped (empty) and made again, as with tables in it.
  const exists =
    Object.keys(before).length > 0 ||
    (await withPgClient(connectionString, async (client) =>
      Boolean(
        (
          await client.query('select 1 from information_schema.schemata where schema_name = $1', [
            manifest.schema,
          ])
        ).rowCount,
      ),
    ));
  await run(
    pgTool('pg_restore'),
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(exists ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      dump,
    ],
    { env, maxBuffer: 64 * 1024 * 1024 },
  );
  const after = await rowsIn(connectionString, manifest.schema);
  checkCounts(manifest, after);
  return after;
}

async function pgliteCounts(pglite: PGlite): Promise<Record<string, number>> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite, { closeOnEnd: false }) }),
  });
  try {
    return await countRows(db);
  } finally {
    await db.destroy();
  }
}

async function restorePGliteFolder(
  dump: string,
  manifest: BackupManifest,
  dataDir: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const folder = path.resolve(dataDir);
  const lockFile = `${folder}.lock`;
  if (existsSync(lockFile)) {
    const owner = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    if (isRunning(owner)) {
      throw new Error(
        `The PGlite folder ${folder} is in use by process ${owner} (the API): stop it before restoring. Nothing was restored.`,
      );
    }
  }
  let movedAside: string | null = null;
  if (existsSync(path.join(folder, 'PG_VERSION'))) {
    const current = await PGlite.create({ dataDir: folder });
    let holding: [string, number][];
    try {
      holding = Object.entries(await pgliteCounts(current)).filter(
        ([table, count]) => count > 0 && table !== 'schema_migrations',
      );
    } finally {
      await current.close();
    }
    if (holding.length > 0 && !options.force) {
      throw new Error(
        `The PGlite folder ${folder} is not empty (${holding.map(([table, count]) => `${table} ${count}`).join(', ')}): restore into an empty folder, or add --force to move it aside and restore. Nothing was restored.`,
      );
    }
    movedAside = `${folder}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    await rename(folder, movedAside);
  } else if (existsSync(folder)) {
    movedAside = `${folder}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    await rename(folder, movedAside);
  }
  const tarball = new Blob([await readFile(dump)]);
  const restored = await PGlite.create({ dataDir: folder, loadDataDir: tarball });
  try {
    const tables = await pgliteCounts(restored);
    checkCounts(manifest, tables);
    return { manifest, tables, movedAside };
  } finally {
    await restored.close();
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DrillResult {
  ok: boolean;
  at: string;
  /** What differed or failed; null when every count matched. */
  error: string | null;
  tables: Record<string, number>;
}

/**
 * Restores the backup into a scratch database and compares every table's rows with the manifest:
 * PostgreSQL: a database `tours_drill_<random>` created beside the API's (the API's role needs
 * CREATEDB) and dropped after; PGlite: a fresh in-memory PGlite.
 */
export async function drillBackup(
  file: string,
  source: DatabaseConfig,
  now = new Date(),
): Promise<DrillResult> {
  const at = now.toISOString();
  try {
    const manifest = await verifiedManifest(file);
    const dump = path.join(path.dirname(file), manifest.file);
    let tables: Record<string, number>;
    if (source.driver === 'postgres') {
      tables = await drillPostgres(dump, manifest, source.connectionString);
    } else {
      const scratch = await PGlite.create({ loadDataDir: new Blob([await readFile(dump)]) });
      try {
        tables = await pgliteCounts(scratch);
      } finally {
        await scratch.close();
      }
    }
    const differences = compareCounts(manifest.tables, tables);
    return {
      ok: differences.length === 0,
      at,
      error:
        differences.length === 0
          ? null
          : `The drill's rows differ from the backup's: ${describeDifferences(differences)}.`,
      tables,
    };
  } catch (error) {
    return { ok: false, at, error: (error as Error).message, tables: {} };
  }
}

async function drillPostgres(
  dump: string,
  manifest: BackupManifest,
  connectionString: string,
): Promise<Record<string, number>> {
  const scratch = `tours_drill_${randomBytes(6).toString('hex')}`;
  await withPgClient(connectionString, (client) => client.query(`create database ${scratch}`));
  const url = new URL(connectionString);
  url.pathname = `/${scratch}`;
  url.search = '';
  try {
    await restorePostgres(dump, manifest, url.toString(), {});
    return await rowsIn(url.toString(), manifest.schema);
  } finally {
    await withPgClient(connectionString, (client) =>
      client.query(`drop database if exists ${scratch} with (force)`),
    );
  }
}
