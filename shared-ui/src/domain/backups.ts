// Backups (issue 30, docs/operations.md): what GET /api/backups answers, for the dashboard's card.

/** Who asked for a backup: the daily schedule, an admin (POST /api/backups), `npm run backup`. */
export type BackupTrigger = 'scheduled' | 'manual' | 'cli';

/** One backup the API made. */
export interface BackupRunView {
  id: string;
  trigger: BackupTrigger;
  startedAt: string;
  finishedAt: string | null;
  /** null while it runs; false when the backup, its check, its drill or its copy failed. */
  ok: boolean | null;
  file: string | null;
  sizeBytes: number | null;
  sha256: string | null;
  error: string | null;
  /** Its restore drill: restored into a scratch database, every table's rows compared. */
  drill: { at: string; ok: boolean; error: string | null } | null;
  /** Where the off-site copy went (s3://bucket/key); null: none. */
  copiedTo: string | null;
}

/** GET /api/backups (admin). */
export interface BackupStatus {
  /** The newest finished backup, good or not. */
  lastBackup: BackupRunView | null;
  /** The newest backup that was drilled. */
  lastDrill: BackupRunView | null;
  /** When the newest good backup (made, checked, drilled) was made; null: never. */
  lastGoodAt: string | null;
  /** No good backup within `staleAfterHours`: the dashboard warns. */
  stale: boolean;
  staleAfterHours: number;
  /** The newest backups first. */
  backups: BackupRunView[];
}
