// The backups the API made, in the database (migration 0009 `backup_runs`): what the dashboard
// shows (the last backup and the last drill, a warning when the last good backup is old), and the
// claim of a scheduled backup's day, which one replica of several wins.
import type { BackupRunView, BackupStatus } from '@tours/shared-ui/domain';
import type { Kysely } from 'kysely';

import type { Db } from '../../db/database';
import type { BackupTrigger } from './backup-files';

export interface BackupRunsTable {
  id: string;
  slot: string | null;
  trigger: BackupTrigger;
  started_at: Date;
  finished_at: Date | null;
  ok: boolean | null;
  file: string | null;
  size_bytes: string | number | null;
  sha256: string | null;
  error: string | null;
  drill_at: Date | null;
  drill_ok: boolean | null;
  drill_error: string | null;
  copied_to: string | null;
}

type RunsDb = Kysely<{ backup_runs: BackupRunsTable }>;
const runsOf = (db: Db) => db.withTables<{ backup_runs: BackupRunsTable }>() as unknown as RunsDb;

/** A daily backup plus two hours of slack: older than this, the owner is warned. */
export const STALE_AFTER_HOURS = 26;
const LIST_LENGTH = 30;

function toView(row: BackupRunsTable): BackupRunView {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    ok: row.ok,
    file: row.file,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    sha256: row.sha256,
    error: row.error,
    drill:
      row.drill_at && row.drill_ok !== null
        ? { at: row.drill_at.toISOString(), ok: row.drill_ok, error: row.drill_error }
        : null,
    copiedTo: row.copied_to,
  };
}

export interface FinishedRun {
  ok: boolean;
  file: string | null;
  sizeBytes: number | null;
  sha256: string | null;
  error: string | null;
  drill: { at: Date; ok: boolean; error: string | null } | null;
  copiedTo: string | null;
}

export function createBackupRuns(db: Db) {
  const runs = runsOf(db);
  return {
    /** A backup started now (not the schedule's). */
    async start(trigger: BackupTrigger, now: Date): Promise<string> {
      const row = await runs
        .insertInto('backup_runs')
        .values({ trigger, started_at: now.toISOString() } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Claims the scheduled backup of `slot` (its Asia/Kolkata day): answers the run's id to the one
     * caller that gets it, null to every other (done, or under way in a replica within `leaseMs`).
     */
    async claimSlot(slot: string, now: Date, leaseMs: number): Promise<string | null> {
      const expired = new Date(now.getTime() - leaseMs);
      const row = await runs
        .insertInto('backup_runs')
        .values({ slot, trigger: 'scheduled', started_at: now.toISOString() } as never)
        .onConflict((conflict) =>
          conflict
            .column('slot')
            .doUpdateSet({ started_at: now.toISOString() } as never)
            .where('backup_runs.finished_at', 'is', null)
            .where('backup_runs.started_at', '<', expired.toISOString() as never),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async finish(id: string, run: FinishedRun, now: Date): Promise<void> {
      await runs
        .updateTable('backup_runs')
        .set({
          // ISO text, not Date: a Date made in jest's sandbox is not one to PGlite's serialiser.
          finished_at: now.toISOString(),
          ok: run.ok,
          file: run.file,
          size_bytes: run.sizeBytes,
          sha256: run.sha256,
          error: run.error,
          drill_at: run.drill?.at.toISOString() ?? null,
          drill_ok: run.drill?.ok ?? null,
          drill_error: run.drill?.error ?? null,
          copied_to: run.copiedTo,
        } as never)
        .where('id', '=', id)
        .execute();
    },

    async status(now = new Date()): Promise<BackupStatus> {
      const recent = await runs
        .selectFrom('backup_runs')
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id')
        .limit(LIST_LENGTH)
        .execute();
      const lastOf = async (where: 'finished' | 'drilled' | 'good') => {
        let query = runs.selectFrom('backup_runs').selectAll();
        if (where === 'finished') query = query.where('finished_at', 'is not', null);
        if (where === 'drilled') query = query.where('drill_at', 'is not', null);
        if (where === 'good') query = query.where('ok', '=', true);
        return query
          .orderBy(where === 'drilled' ? 'drill_at' : 'started_at', 'desc')
          .limit(1)
          .executeTakeFirst();
      };
      const good = await lastOf('good');
      const lastFinished = await lastOf('finished');
      const lastDrilled = await lastOf('drilled');
      const staleBefore = now.getTime() - STALE_AFTER_HOURS * 3_600_000;
      return {
        lastBackup: lastFinished ? toView(lastFinished) : null,
        lastDrill: lastDrilled ? toView(lastDrilled) : null,
        lastGoodAt: good?.started_at.toISOString() ?? null,
        stale: !good || good.started_at.getTime() < staleBefore,
        staleAfterHours: STALE_AFTER_HOURS,
        backups: recent.map(toView),
      };
    },
  };
}

export type BackupRuns = ReturnType<typeof createBackupRuns>;
