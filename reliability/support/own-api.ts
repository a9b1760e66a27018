// API processes of the suite's own (ports 4300-4399, no lock needed), through the API benches'
// helpers: the built server on a fresh PGlite folder (or a scratch PostgreSQL schema), and row
// counts read straight from its database once it has stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';

import {
  apiServer,
  countRows,
  runSql,
  scratchDatabaseUrl,
  // @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
} from '../../scripts/bench/lib/api-bench.mjs';

export interface OwnApi {
  url: string;
  api: string;
  close(): Promise<void>;
  /** SIGKILL: the process dies mid-request, as in a crash. */
  kill(): Promise<void>;
}

export interface Where {
  dataDir?: string;
  databaseUrl?: string;
}

const folders: string[] = [];

/** A fresh PGlite folder, removed by removeFolders(). */
export function freshFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tours-rel-'));
  folders.push(dir);
  return join(dir, 'pglite');
}

export function removeFolders(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function startOwnApi(
  port: number,
  where: Where,
  env: Record<string, string> = {},
): Promise<OwnApi> {
  if (port < 4300 || port > 4399) throw new Error(`own API ports are 4300-4399, not ${port}`);
  const server = (await apiServer({
    port,
    dataDir: where.dataDir ?? freshFolder(),
    databaseUrl: where.databaseUrl ?? null,
    // The suites count every row they stored: no demo departures with their bookings.
    env: { LOG_LEVEL: 'error', DEMO_DEPARTURES: 'false', ...env },
  })) as { url: string; close(): Promise<void>; kill(signal: string): Promise<void> };
  return {
    url: server.url,
    api: `${server.url}/api`,
    close: () => server.close(),
    kill: () => server.kill('SIGKILL'),
  };
}

/** The ids of `table`, each as often as it is stored. */
export async function idsIn(table: string, where: Where): Promise<string[]> {
  const rows = (await runSql(`select id::text as id from ${table}`, where)) as Array<{
    id: string;
  }>;
  return rows.map((row) => row.id);
}

export function countIn(table: string, where: Where, condition = 'true'): Promise<number> {
  return countRows(
    `select count(*)::int as n from ${table} where ${condition}`,
    where,
  ) as Promise<number>;
}

/** A scratch schema on TEST_DATABASE_URL, or null when it is not set. */
export async function scratchSchema(name: string): Promise<string | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  return (await scratchDatabaseUrl(base, name)) as string;
}

/**
 * A test on PostgreSQL: `run` on the scratch schema `name`, or the test skipped when
 * TEST_DATABASE_URL is not set.
 */
export async function onScratchSchema(
  t: TestContext,
  name: string,
  run: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const databaseUrl = await scratchSchema(name);
  if (!databaseUrl) {
    t.skip('TEST_DATABASE_URL is not set');
    return;
  }
  await run(databaseUrl);
}
