// App plugin `backups` (issue 30, docs/operations.md): the daily backup, its restore drill, the
// retention of the backup folder, the off-site copy, and telling the agency when one fails.
// - `app.backups.run(trigger)` makes one backup now (POST /api/backups, `npm run backup` through
//   the API), one at a time in this process;
// - the job `scheduled-backup` of every replica: once the day's time (BACKUP_TIME, Asia/Kolkata)
//   has passed, the replica that inserts the day's row of `backup_runs` makes it (the unique day
//   is the database lock: two replicas at 02:00 make one backup), drills it, copies it, and
//   prunes the folder. A failure is recorded and emailed to the agency through the outbox.
import { randomUUID } from 'node:crypto';

import { todayInIst } from '@tours/shared-ui/booking-office';
import fp from 'fastify-plugin';

import {
  backupsToRemove,
  listBackups,
  removeBackup,
  type BackupManifest,
  type BackupTrigger,
  type RetentionPolicy,
} from '../services/backups/backup-files';
import {
  createBackupRuns,
  type BackupRuns,
  type FinishedRun,
} from '../services/backups/backup-runs';
import { backupDatabase } from '../services/backups/database-dump';
import { drillBackup } from '../services/backups/restore';
import type { OffsiteCopy } from '../services/backups/offsite-copy';

export interface BackupsPluginOptions {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_TIME 'HH:MM' (or 'HH:MM:SS') in Asia/Kolkata; null (`off`): no scheduled backup. */
  time: string | null;
  /** BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY. */
  retention: RetentionPolicy;
  /** BACKUP_S3_*: where each backup is copied; null: no copy. */
  offsite?: OffsiteCopy | null;
}

export interface BackupOutcome {
  runId: string;
  ok: boolean;
  manifest: BackupManifest | null;
  error: string | null;
  drill: { ok: boolean; error: string | null } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      runs: BackupRuns;
      dir: string;
      /** Makes, checks and drills a backup now; resolves with what happened (never rejects). */
      run(trigger: BackupTrigger, now?: Date): Promise<BackupOutcome>;
      /** Whether a backup is under way in this process. */
      readonly busy: boolean;
    };
  }
}

export const DEFAULT_BACKUP_TIME = '02:00';
export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };
/** A scheduled backup claimed and not finished within this long: its replica died; retaken. */
export const BACKUP_LEASE_MS = 60 * 60 * 1000;

/** The instant of 'HH:MM' (or 'HH:MM:SS') in Asia/Kolkata on the IST day of `now`. */
export function scheduledInstant(now: Date, time: string): Date {
  const seconds = time.length === 5 ? ':00' : '';
  return new Date(`${todayInIst(now)}T${time}${seconds}+05:30`);
}

export default fp<BackupsPluginOptions>(
  async (app, options) => {
    const runs = createBackupRuns(app.database.db);
    let busy: Promise<BackupOutcome> | null = null;

    async function tellAgency(trigger: BackupTrigger, error: string, now: Date): Promise<void> {
      const settings = app.notifications.outbox.settings;
      if (!settings.email || settings.agencyEmails.length === 0) return;
      await app.transaction(null, async (repositories) => {
        const enabled = await repositories.notifications.enabledChannels('backup-failed');
        if (!enabled.has('email')) return;
        await repositories.notifications.insert([
          {
            event: 'backup-failed',
            channel: 'email',
            audience: 'agency',
            recipient: settings.agencyEmails.join(', '),
            booking_id: null,
            contact_message_id: null,
            data: JSON.stringify({ backup: { trigger, error, at: now.toISOString() } }),
            message_id: `<${randomUUID()}@${settings.messageIdDomain}>`,
            next_attempt_at: now.toISOString(),
          },
        ]);
      });
    }

    async function prune(): Promise<void> {
      const removable = backupsToRemove(await listBackups(options.dir), options.retention);
      for (const manifest of removable) await removeBackup(options.dir, manifest);
      if (removable.length > 0) {
        app.log.info({ removed: removable.map((backup) => backup.file) }, 'old backups removed');
      }
    }

    async function perform(runId: string, trigger: BackupTrigger, now: Date) {
      const finished: FinishedRun = {
        ok: false,
        file: null,
        sizeBytes: null,
        sha256: null,
        error: null,
        drill: null,
        copiedTo: null,
      };
      let manifest: BackupManifest | null = null;
      try {
        const made = await backupDatabase(app.database, { dir: options.dir, trigger, now });
        manifest = made.manifest;
        Object.assign(finished, {
          file: manifest.file,
          sizeBytes: manifest.sizeBytes,
          sha256: manifest.sha256,
        });
        const drill = await drillBackup(made.path, app.database.config);
        finished.drill = { at: new Date(drill.at), ok: drill.ok, error: drill.error };
        if (!drill.ok) throw new Error(`The restore drill failed: ${drill.error}`);
        if (options.offsite) {
          finished.copiedTo = await options.offsite.copy(made.path, manifest);
        }
        await prune();
        finished.ok = true;
      } catch (error) {
        finished.error = (error as Error).message;
        app.log.error({ err: error, trigger }, 'backup failed');
      }
      await runs.finish(runId, finished, new Date());
      if (!finished.ok) await tellAgency(trigger, finished.error ?? 'unknown', now);
      else app.log.info({ file: finished.file, trigger }, 'backup made and drilled');
      const outcome: BackupOutcome = {
        runId,
        ok: finished.ok,
        manifest,
        error: finished.error,
        drill: finished.drill ? { ok: finished.drill.ok, error: finished.drill.error } : null,
      };
      return outcome;
    }

    /** One backup at a time in this process. */
    function exclusive(work: () => Promise<BackupOutcome>): Promise<BackupOutcome> {
      const next = (busy ?? Promise.resolve()).then(work, work);
      const mine = next.finally(() => {
        if (busy === mine) busy = null;
      });
      busy = mine;
      return mine;
    }

    app.decorate('backups', {
      runs,
      dir: options.dir,
      get busy() {
        return busy !== null;
      },
      run(trigger: BackupTrigger, now = new Date()) {
        return exclusive(async () => perform(await runs.start(trigger, now), trigger, now));
      },
    });

    const time = options.time;
    if (time) {
      app.jobs.register({
        name: 'scheduled-backup',
        async run(now) {
          if (now < scheduledInstant(now, time)) return 0;
          const runId = await runs.claimSlot(todayInIst(now), now, BACKUP_LEASE_MS);
          if (!runId) return 0;
          await exclusive(() => perform(runId, 'scheduled', now));
          return 1;
        },
      });
    }

    app.addHook('onClose', async () => {
      await busy;
    });
  },
  {
    name: 'backups',
    dependencies: ['database', 'jobs', 'notifications', 'repositories'],
    fastify: '5.x',
  },
);
