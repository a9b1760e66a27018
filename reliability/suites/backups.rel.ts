// The daily backup with several replicas (issue 30, docs/operations.md): two API replicas of the
// suite's own over one scratch PostgreSQL schema, each with its own BACKUP_DIR (as two machines
// would have), both set to back up at the same time a few seconds ahead (BACKUP_TIME as
// HH:MM:SS, India time) and running their jobs every 300 ms. When the time comes both try; one
// makes the backup, drills it and records it, the other makes none: one `scheduled` row of
// `backup_runs`, ok and drilled, and one backup file (with its manifest) across both folders.
// Both keep trying for a few seconds more, and still there is one. PostgreSQL only: a PGlite folder belongs to one process, so it has no
// second replica. Needs `pg_dump` and `pg_restore` of the server's major version or newer.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { figures } from '../support/figures';
import { onScratchSchema, startOwnApi, type OwnApi, type Where } from '../support/own-api';
// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { runSql } from '../../scripts/bench/lib/api-bench.mjs';

/** How far ahead the backup is set: room for both replicas to start (3-10 s each here). */
const LEAD_MS = 30_000;
const IST_OFFSET_MS = 330 * 60_000;
const ENV = { DEMO_PHOTOS: 'false', BOOKING_JOB_INTERVAL_MS: '300', LOG_LEVEL: 'warn' };

const sql = (text: string, where: Where) =>
  runSql(text, where) as Promise<Array<Record<string, unknown>>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'HH:MM:SS' of `at` in India time. */
const istClock = (at: number) => new Date(at + IST_OFFSET_MS).toISOString().slice(11, 19);

/** Backups (not manifests, not partial files) in the folders. */
const backupFiles = (dirs: string[]) =>
  dirs.flatMap((dir) => readdirSync(dir).filter((file) => /^tours-.*\.(dump|tar\.gz)$/.test(file)));

async function scheduledRuns(where: Where) {
  return sql(
    `select file, ok, drill_ok, error, finished_at is not null as finished
     from backup_runs where trigger = 'scheduled'`,
    where,
  );
}

async function oneBackupRun(where: Where): Promise<void> {
  // The day's slot is the India day: keep the scheduled time on the day it is set on.
  const msToMidnight = 86_400_000 - ((Date.now() + IST_OFFSET_MS) % 86_400_000);
  if (msToMidnight < LEAD_MS + 5_000) await sleep(msToMidnight + 1_000);
  const at = Date.now() + LEAD_MS;
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'tours-rel-backups-')));
  const replicas: OwnApi[] = [];
  try {
    for (const [index, dir] of dirs.entries()) {
      replicas.push(
        await startOwnApi(4340 + index, where, {
          ...ENV,
          BACKUP_TIME: istClock(at),
          BACKUP_DIR: dir,
        }),
      );
    }
    const started = Date.now();
    assert.ok(
      started < at - 1_000,
      `both replicas must be up before the backup time (${Math.round((started - at) / 1000)} s late): raise LEAD_MS`,
    );
    assert.equal(backupFiles(dirs).length, 0, 'no backup before its time');
    assert.equal((await scheduledRuns(where)).length, 0, 'no run claimed before its time');

    // The time comes: wait (bounded) for the day's backup to be finished.
    const deadline = at + 120_000;
    let runs = await scheduledRuns(where);
    while (Date.now() < deadline && !(runs.length > 0 && runs.every((run) => run.finished))) {
      await sleep(300);
      runs = await scheduledRuns(where);
    }
    // Both replicas' jobs keep passing every 300 ms for a while: still nothing more.
    await sleep(3_000);
    runs = await scheduledRuns(where);
    figures.rowsChecked += runs.length;
    assert.equal(runs.length, 1, `one scheduled run: ${JSON.stringify(runs)}`);
    const [run] = runs;
    assert.equal(run!.ok, true, `the backup succeeded: ${String(run!.error)}`);
    assert.equal(run!.drill_ok, true, 'its restore drill passed');
    const files = backupFiles(dirs);
    assert.deepEqual(files, [run!.file], 'one backup file across both replicas, the run’s');
    const manifests = dirs.flatMap((dir) =>
      readdirSync(dir).filter((file) => file.endsWith('.manifest.json')),
    );
    assert.deepEqual(manifests, [`${String(run!.file)}.manifest.json`], 'with its manifest');
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

describe('backups: two API replicas at the scheduled time', () => {
  it('PostgreSQL: one backup, drilled, not two', (t) =>
    onScratchSchema(t, 'tours_reliability_backups', (databaseUrl) =>
      oneBackupRun({ databaseUrl }),
    ));
});
