// The backup folder (BACKUP_DIR, docs/operations.md): each backup is a dump file and its manifest
// beside it (`<name>.manifest.json`). A dump is written under a hidden temporary name
// (`.<name>.partial`) and renamed once complete and checked, then its manifest is written the same
// way, just before: a backup exists once both do, so a crash mid-backup never leaves a file named
// like a backup that is not whole. What retention keeps (the newest of each of the last days and weeks) is here too.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { todayInIst } from '@tours/shared-ui/booking-office';
import type { BackupTrigger } from '@tours/shared-ui/domain';

export const MANIFEST_FORMAT = 'tours-backup/1';
const MANIFEST_SUFFIX = '.manifest.json';
const PARTIAL_SUFFIX = '.partial';

export type BackupKind = 'pglite' | 'postgres';
export type { BackupTrigger } from '@tours/shared-ui/domain';

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  /** The dump's file name, in the same folder as the manifest. */
  file: string;
  kind: BackupKind;
  trigger: BackupTrigger;
  /** When the dump's snapshot was taken (ISO). */
  createdAt: string;
  sizeBytes: number;
  sha256: string;
  /** The schema the tables live in ('public' unless the API runs in another). */
  schema: string;
  /** The database server's version (`server_version`). */
  serverVersion: string;
  /** Rows of every table of the schema, in the dump's snapshot. */
  tables: Record<string, number>;
}

const EXTENSIONS: Record<BackupKind, string> = { pglite: 'tar.gz', postgres: 'dump' };

/**
 * `tours-postgres-20261127T020000.123Z.dump`: sorts by time, says what it holds. To the
 * millisecond: two backups asked for in the same second (the owner's button twice, two replicas)
 * get two names, so the second never replaces the first.
 */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return `tours-${kind}-${stamp}.${EXTENSIONS[kind]}`;
}

export const manifestPathOf = (dumpPath: string): string => `${dumpPath}${MANIFEST_SUFFIX}`;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A temporary name in the folder that no listing takes for a backup. */
export function partialPathFor(dir: string, name: string): string {
  return path.join(dir, `.${name}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`);
}

/** Flushes a file to the disk, then gives it its final name (and flushes the folder). */
export async function publish(partial: string, final: string): Promise<void> {
  const handle = await open(partial, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, final);
  const folder = await open(path.dirname(final), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export async function writeFileAtomically(file: string, content: string | Buffer): Promise<void> {
  const partial = partialPathFor(path.dirname(file), path.basename(file));
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  await publish(partial, file);
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/**
 * Leftovers of a backup that was killed, removed before the next one: temporary files, and a
 * manifest whose dump never got its name.
 */
export async function removePartials(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const leftovers = names.filter(
    (name) =>
      (name.startsWith('.') && name.endsWith(PARTIAL_SUFFIX)) ||
      (name.endsWith(MANIFEST_SUFFIX) && !names.includes(name.slice(0, -MANIFEST_SUFFIX.length))),
  );
  await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { force: true })));
  return leftovers;
}

export async function readManifest(file: string): Promise<BackupManifest> {
  const manifestFile = file.endsWith(MANIFEST_SUFFIX) ? file : manifestPathOf(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `No readable manifest at ${manifestFile} (${(error as Error).message}): a backup is its dump file and its manifest beside it.`,
    );
  }
  const manifest = parsed as Partial<BackupManifest>;
  if (manifest.format !== MANIFEST_FORMAT || !manifest.file || !manifest.sha256) {
    throw new Error(`${manifestFile} is not a backup manifest of this product.`);
  }
  return manifest as BackupManifest;
}

/** The backups in the folder (those with a manifest), newest first. */
export async function listBackups(dir: string): Promise<BackupManifest[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const manifests: BackupManifest[] = [];
  for (const name of names) {
    if (!name.endsWith(MANIFEST_SUFFIX) || name.startsWith('.')) continue;
    try {
      const manifest = await readManifest(path.join(dir, name));
      await stat(path.join(dir, manifest.file));
      manifests.push(manifest);
    } catch {
      // A manifest without its dump, or not ours: not a backup.
    }
  }
  return manifests.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface RetentionPolicy {
  /** The newest backup of each of this many most recent days (Asia/Kolkata) is kept. */
  daily: number;
  /** The newest backup of each of this many most recent weeks (Monday to Sunday) is kept. */
  weekly: number;
}

/** The Monday of the IST week of a day 'YYYY-MM-DD'. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The backups retention removes: all but the newest of the last `daily` days and `weekly` weeks. */
export function backupsToRemove(
  backups: readonly BackupManifest[],
  policy: RetentionPolicy,
): BackupManifest[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const keep = new Set<BackupManifest>();
  const keepNewestOf = (period: (backup: BackupManifest) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup);
    }
  };
  const dayOf = (backup: BackupManifest) => todayInIst(new Date(backup.createdAt));
  keepNewestOf(dayOf, policy.daily);
  keepNewestOf((backup) => weekOf(dayOf(backup)), policy.weekly);
  return newestFirst.filter((backup) => !keep.has(backup));
}

/** Removes a backup: its manifest first (so it stops being a backup), then its dump. */
export async function removeBackup(dir: string, manifest: BackupManifest): Promise<void> {
  await rm(manifestPathOf(path.join(dir, manifest.file)), { force: true });
  await rm(path.join(dir, manifest.file), { force: true });
}
