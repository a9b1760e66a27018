// Making a backup of the database the API runs on (docs/operations.md):
// - PostgreSQL: `pg_dump --format=custom` of the API's schema, in the snapshot of a repeatable-read
//   transaction of ours (`--snapshot`), so the row counts of the manifest are those of the dump.
//   pg_dump must be at least the server's major version (PostgreSQL's rule); it is checked first.
// - PGlite: its documented `dumpDataDir` (a gzipped tar of the data folder), made after a
//   CHECKPOINT while this process holds PGlite's one connection, so no transaction is half done.
// The dump is written under a temporary name, checked (pg_restore --list reads it; the tar.gz
// unzips), hashed, renamed, and its manifest written last.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { readFile, rm, stat } from 'node:fs/promises';

import { sql, type Kysely } from 'kysely';

import type { Database, DatabaseConfig } from '../../db/database';
import {
  backupFileName,
  ensureDir,
  manifestPathOf,
  MANIFEST_FORMAT,
  partialPathFor,
  publish,
  removePartials,
  sha256Of,
  writeFileAtomically,
  type BackupManifest,
  type BackupTrigger,
} from './backup-files';

const run = promisify(execFile);
/** A dump of the agency's database is megabytes; the tools' output is kept to this much. */
const MAX_TOOL_OUTPUT = 64 * 1024 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's tables
type AnyDb = Kysely<any>;

/** The tables of the schema the connection works in, with their row counts, by name. */
export async function countRows(db: AnyDb, schema?: string): Promise<Record<string, number>> {
  const where = schema ? sql`${schema}` : sql`current_schema()`;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${where} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const table = schema ? sql.table(`${schema}.${name}`) : sql.table(name);
    const result = await sql<{ n: number }>`select count(*)::int as n from ${table}`.execute(db);
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** The tools of PostgreSQL's client package, found on PATH (PG_BIN_DIR overrides). */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN_DIR?.trim();
  return dir ? path.join(dir, name) : name;
}

/** A connection URL for the tools, with its password moved to PGPASSWORD (never in argv). */
export function toolConnection(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // libpq reads '%20' as a space but not '+' (what URLSearchParams writes, and node-postgres
  // reads): the query again in %-escapes, so `options=-c+search_path=...` reaches pg_dump whole.
  url.search = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The major version of a tool ('pg_dump (PostgreSQL) 15.20 (Debian ...)' → 15). */
export async function toolMajorVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let output: string;
  try {
    output = (await run(pgTool(tool), ['--version'])).stdout;
  } catch {
    throw new Error(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) of the server's major version or newer, or set PG_BIN_DIR.`,
    );
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`Cannot read ${tool}'s version from "${output}".`);
  return major;
}

/** pg_dump refuses a server newer than itself: say so before trying, with what to install. */
export async function checkToolFor(
  tool: 'pg_dump' | 'pg_restore',
  serverVersionNum: number,
): Promise<void> {
  const server = Math.floor(serverVersionNum / 10_000);
  const major = await toolMajorVersion(tool);
  if (major < server) {
    throw new Error(
      `${tool} ${major} cannot handle a PostgreSQL ${server} server: install postgresql-client-${server} (or newer) or set PG_BIN_DIR.`,
    );
  }
}

export interface BackupOptions {
  dir: string;
  trigger: BackupTrigger;
  now?: Date;
}

export interface BackupResult {
  manifest: BackupManifest;
  /** The dump's full path. */
  path: string;
}

async function serverVersion(db: AnyDb): Promise<{ text: string; num: number }> {
  const result = await sql<{ text: string; num: string }>`
    select current_setting('server_version') as text,
           current_setting('server_version_num') as num`.execute(db);
  const row = result.rows[0];
  return { text: row?.text ?? '', num: Number(row?.num ?? 0) };
}

/** Makes one backup of `database` into `options.dir`: the dump, checked, then its manifest. */
export async function backupDatabase(
  database: Database,
  options: BackupOptions,
): Promise<BackupResult> {
  await ensureDir(options.dir);
  await removePartials(options.dir);
  const createdAt = options.now ?? new Date();
  const name = backupFileName(database.config.driver, createdAt);
  const final = path.join(options.dir, name);
  const partial = partialPathFor(options.dir, name);
  try {
    const taken =
      database.config.driver === 'postgres'
        ? await dumpPostgres(database.db, database.config, partial)
        : await dumpPGlite(database, partial);
    await checkDump(database.config.driver, partial);
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      file: name,
      kind: database.config.driver,
      trigger: options.trigger,
      createdAt: createdAt.toISOString(),
      sizeBytes: (await stat(partial)).size,
      sha256: await sha256Of(partial),
      schema: taken.schema,
      serverVersion: taken.serverVersion,
      tables: taken.tables,
    };
    // The manifest first: a dump under its final name always has its manifest, so any file named
    // like a backup is whole. A manifest whose dump never arrived is no backup (listBackups).
    await writeFileAtomically(manifestPathOf(final), `${JSON.stringify(manifest, null, 2)}\n`);
    await publish(partial, final);
    return { manifest, path: final };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

interface Taken {
  schema: string;
  serverVersion: string;
  tables: Record<string, number>;
}

async function dumpPostgres(
  db: AnyDb,
  config: Extract<DatabaseConfig, { driver: 'postgres' }>,
  file: string,
): Promise<Taken> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await serverVersion(trx);
      await checkToolFor('pg_dump', version.num);
      const schema =
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(trx)).rows[0]
          ?.schema ?? 'public';
      const snapshot = (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx))
        .rows[0]?.id;
      const tables = await countRows(trx);
      const { url, env } = toolConnection(config.connectionString);
      await run(
        pgTool('pg_dump'),
        [
          '--format=custom',
          `--file=${file}`,
          `--schema=${schema}`,
          `--snapshot=${snapshot}`,
          '--no-owner',
          '--no-privileges',
          `--dbname=${url}`,
        ],
        { env, maxBuffer: MAX_TOOL_OUTPUT },
      );
      return { schema, serverVersion: version.text, tables };
    });
}

async function dumpPGlite(database: Database, file: string): Promise<Taken> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('This PGlite database cannot be dumped (no PGlite instance).');
  // Holding the pool's one connection: every other query waits until the dump is taken.
  return database.db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    const version = await serverVersion(connection);
    const tables = await countRows(connection);
    const tarball = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return { schema: 'public', serverVersion: version.text, tables };
  });
}

/** The dump reads back: pg_restore lists its contents; the tar.gz unzips to a tar. */
async function checkDump(kind: DatabaseConfig['driver'], file: string): Promise<void> {
  if (kind === 'postgres') {
    const { stdout } = await run(pgTool('pg_restore'), ['--list', file], {
      maxBuffer: MAX_TOOL_OUTPUT,
    });
    if (!/TABLE DATA/.test(stdout)) throw new Error(`The dump ${file} holds no table data.`);
    return;
  }
  const tar = gunzipSync(await readFile(file));
  // A tar's first header names PG's files; 'ustar' at offset 257 marks a POSIX tar.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new Error(`The dump ${file} is not a tar archive.`);
  }
}
