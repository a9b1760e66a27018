// One data layer, two drivers: embedded PGlite (default) or a PostgreSQL server through pg.Pool.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import { PGlitePool } from './pglite-pool';
import type { DatabaseSchema } from './schema';

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** A folder that keeps the data between starts; omitted = in memory (tests). */
      dataDir?: string;
    }
  | {
      driver: 'postgres';
      connectionString: string;
      /** Every connection starts with this search_path (tests isolate each file in a schema). */
      searchPath?: string;
      /** Pool size; pg's default is 10. */
      maxConnections?: number;
      /**
       * How long a query waits for a connection (a new one, or a free one of the pool) before it
       * fails with a 503; 5 s by default. A test that queues far more requests than the pool has
       * connections waits longer.
       */
      connectionWaitMs?: number;
    };

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  readonly db: Db;
  readonly driver: DatabaseConfig['driver'];
  /** What was opened (backups read the connection string, the schema or the folder). */
  readonly config: DatabaseConfig;
  /** The embedded database itself, when PGlite (its `dumpDataDir` makes the backups). */
  readonly pglite?: PGlite;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes the pool (and PGlite, flushing it to its folder). Safe to call twice. */
  close(): Promise<void>;
}

const DATE_OID = 1082;

/**
 * `date` values stay 'YYYY-MM-DD' text. pg would build a Date at local midnight and PGlite one at
 * UTC midnight, so the same row would serialise differently per driver and per time zone.
 */
const keepDateAsText = (value: string): string => value;

export interface CreateDatabaseOptions {
  /** An idle pooled connection failed (server restart, network): the next query reconnects. */
  onIdleConnectionError?: (error: Error) => void;
}

export async function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  if (config.driver === 'postgres') return createPostgresDatabase(config, options);
  return createPGliteDatabase(config);
}

function wrap(
  db: Db,
  config: DatabaseConfig,
  pglite: PGlite | null,
  onClosed?: () => void,
): Database {
  let closing: Promise<void> | null = null;
  return {
    db,
    driver: config.driver,
    config,
    ...(pglite ? { pglite } : {}),
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closing ??= db.destroy().finally(() => onClosed?.());
      return closing;
    },
  };
}

function createPostgresDatabase(
  config: Extract<DatabaseConfig, { driver: 'postgres' }>,
  options: CreateDatabaseOptions,
): Database {
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.maxConnections ?? 10,
    // A server that does not answer (a black-holed address) fails the request after 5 s with a
    // 503 rather than holding it open until the client gives up.
    connectionTimeoutMillis: config.connectionWaitMs ?? 5000,
    ...(config.searchPath ? { options: `-c search_path=${quoteIdent(config.searchPath)}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID && format !== 'binary'
          ? keepDateAsText
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server connection emits 'error' on the pool; without a listener
  // that would crash the process. pg drops that client and the next query opens a new one.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  // A client that is checked out but between queries has no listener of the pool's: its
  // connection dropping (the server restarting, the network cut) emitted an unhandled 'error'
  // and killed the process (found by the reliability suite's outage test). Every client gets one;
  // pg then refuses the broken client's next query and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onIdleConnectionError?.(error));
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, config, null);
}

function quoteIdent(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

// ---------------------------------------------------------------------------------------------
// PGlite

/** Data folders opened by this process; another process is detected through a lock file. */
const openDataDirs = new Set<string>();

async function createPGliteDatabase(
  config: Extract<DatabaseConfig, { driver: 'pglite' }>,
): Promise<Database> {
  const parsers = { [DATE_OID]: keepDateAsText };
  const dataDir = config.dataDir;
  if (!dataDir) {
    const pglite = await PGlite.create({ parsers });
    return wrap(createPGliteKysely(pglite), config, pglite);
  }

  const folder = path.resolve(dataDir);
  const unlock = lockDataDir(folder);
  try {
    mkdirSync(folder, { recursive: true });
    const pglite = await PGlite.create({ dataDir: folder, parsers });
    return wrap(createPGliteKysely(pglite), config, pglite, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function createPGliteKysely(pglite: PGlite): Db {
  return new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
  });
}

/**
 * PGlite is a single-process database: two processes writing one folder corrupt it (for example
 * `npm run seed` while the API runs). A `<folder>.lock` file with the owner's pid prevents that;
 * a lock left by a process that no longer exists is taken over.
 */
function lockDataDir(folder: string): () => void {
  if (openDataDirs.has(folder)) {
    throw new Error(`The PGlite data folder ${folder} is already open in this process.`);
  }
  const lockFile = `${folder}.lock`;
  const owner = readLockOwner(lockFile);
  if (owner !== null && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The PGlite data folder ${folder} is in use by process ${owner} (stop it first, or set DATABASE_URL).`,
    );
  }
  mkdirSync(path.dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  openDataDirs.add(folder);
  return () => {
    openDataDirs.delete(folder);
    if (readLockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLockOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
