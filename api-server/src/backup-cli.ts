// `npm run backup`: one backup of the database the API uses (DATABASE_URL or PGLITE_DATA_DIR) into
// BACKUP_DIR, checked, with its manifest, then restored into a scratch database (the drill).
// PGlite belongs to the process that opened it: when the API holds the folder, the backup is
// asked of it (POST /api/backups as an admin: BACKUP_ADMIN_TOKEN, or the Auth emulator's demo
// admin under `npm start`); otherwise this opens the folder itself. docs/operations.md.
import { existsSync, readFileSync } from 'node:fs';

import { describeDatabase, loadConfig } from './config';
import { createDatabase } from './db/database';
import type { BackupManifest } from './services/backups/backup-files';
import { createBackupRuns } from './services/backups/backup-runs';
import { backupDatabase } from './services/backups/database-dump';
import { drillBackup } from './services/backups/restore';
import { formatIstDateTime } from '@tours/shared-ui/booking-office';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: BackupManifest, where: string): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  return (
    `Backup ${where}: ${manifest.file} (${manifest.kind}, ${megabytes(manifest.sizeBytes)}, ` +
    `${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString('en-IN')} rows, ` +
    `made ${formatIstDateTime(manifest.createdAt)}), SHA-256 ${manifest.sha256}`
  );
}

/** The process holding a PGlite folder, if it still runs. */
function folderOwner(dataDir: string): number | null {
  const lockFile = `${dataDir}.lock`;
  if (!existsSync(lockFile)) return null;
  const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** An admin's ID token: BACKUP_ADMIN_TOKEN, or the demo admin signed in at the Auth emulator. */
async function adminToken(): Promise<string> {
  const given = process.env.BACKUP_ADMIN_TOKEN?.trim();
  if (given) return given;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!emulator) {
    throw new Error(
      'The API holds the PGlite folder, so it makes the backup: set BACKUP_ADMIN_TOKEN to an admin’s ID token (or FIREBASE_AUTH_EMULATOR_HOST under npm start), or stop the API first.',
    );
  }
  const answer = await fetch(
    `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com',
        password: process.env.DEMO_ADMIN_PASSWORD ?? 'ChangeMe-123',
        returnSecureToken: true,
      }),
    },
  );
  if (!answer.ok) throw new Error(`The Auth emulator refused the demo admin (${answer.status}).`);
  return ((await answer.json()) as { idToken: string }).idToken;
}

async function askTheApi(port: number): Promise<void> {
  const base = (process.env.BACKUP_API_URL?.trim() || `http://localhost:${port}/api`).replace(
    /\/+$/,
    '',
  );
  const answer = await fetch(`${base}/backups`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  const body = (await answer.json()) as BackupManifest & { message?: string };
  if (answer.status !== 201) {
    throw new Error(`The API answered ${answer.status}: ${body.message ?? 'no message'}`);
  }
  console.log(describe(body, 'made by the running API and drilled'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { database } = config;
  if (database.driver === 'pglite' && database.dataDir) {
    const owner = folderOwner(database.dataDir);
    if (owner !== null && owner !== process.pid) {
      console.log(
        `The API (process ${owner}) holds ${database.dataDir}: asking it for the backup.`,
      );
      await askTheApi(config.port);
      return;
    }
  }
  const opened = await createDatabase(database);
  try {
    const runs = createBackupRuns(opened.db);
    const { manifest, path } = await backupDatabase(opened, {
      dir: config.backups.dir,
      trigger: 'cli',
    });
    const drill = await drillBackup(path, opened.config);
    const runId = await runs.start('cli', new Date(manifest.createdAt));
    await runs.finish(
      runId,
      {
        ok: drill.ok,
        file: manifest.file,
        sizeBytes: manifest.sizeBytes,
        sha256: manifest.sha256,
        error: drill.ok ? null : `The restore drill failed: ${drill.error}`,
        drill: { at: new Date(drill.at), ok: drill.ok, error: drill.error },
        copiedTo: null,
      },
      new Date(),
    );
    console.log(describe(manifest, `of ${describeDatabase(database)} in ${config.backups.dir}`));
    if (!drill.ok) throw new Error(`The restore drill failed: ${drill.error}`);
    console.log('Restore drill: every table’s rows restored and counted in a scratch database.');
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
