// A backup killed with SIGKILL half-way (the database's driver under test) leaves the backups made
// before it whole (their SHA-256 matches their manifest), and no file named like a backup that is
// not whole; the next backup clears what the killed one left (its hidden .partial file, a manifest
// whose dump never got its name).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrator';
import { createTestDatabase } from '../../../testing/test-database';
import { listBackups, manifestPathOf, readManifest } from '../backup-files';
import { backupDatabase } from '../database-dump';
import { verifiedManifest } from '../restore';

const dir = mkdtempSync(path.join(tmpdir(), 'tours-backup-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the loop, lets it finish `whole` backups, then kills it `afterMs` into the next. */
function killMidBackup(env: NodeJS.ProcessEnv, whole: number, afterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // One process (tsx as a loader, not its CLI, which runs the file in a child of its own).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'backup-loop.ts'), dir],
      {
        cwd: path.resolve(__dirname, '../../../..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let done = 0;
    let killing = false;
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      done += chunk
        .toString()
        .split('\n')
        .filter((line) => line.startsWith('done ')).length;
      // The loop waits 1 s after each backup: kill while the next one is being made.
      if (done >= whole && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), 1000 + afterMs);
      }
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`exited ${code}: ${errors}`)),
    );
  });
}

/** Every file named like a backup is whole: its manifest is there and its hash matches. */
async function expectOnlyWholeBackups(): Promise<number> {
  const dumps = readdirSync(dir).filter((name) => /^tours-.*\.(dump|tar\.gz)$/.test(name));
  for (const name of dumps) {
    await expect(verifiedManifest(path.join(dir, name))).resolves.toMatchObject({ file: name });
  }
  const listed = await listBackups(dir);
  expect(listed.map((backup) => backup.file).sort()).toEqual(dumps.sort());
  return dumps.length;
}

it('SIGKILL during a backup leaves the earlier backups whole and nothing that looks whole', async () => {
  const target = await createTestDatabase();
  const env: NodeJS.ProcessEnv =
    target.config.driver === 'postgres'
      ? { TEST_SCHEMA: target.config.searchPath }
      : { TEST_DATABASE_URL: '' };
  try {
    if (target.config.driver === 'postgres') {
      const database = await createDatabase(target.config);
      await migrate(database.db);
      await database.close();
    }
    // Killed at several points of a backup: early (dumping), later (hashing, renaming).
    for (const afterMs of [50, 400, 900]) {
      await killMidBackup(env, 1, afterMs);
      await expectOnlyWholeBackups();
    }
    const before = await listBackups(dir);
    expect(before.length).toBeGreaterThanOrEqual(3);

    // The next backup clears the leftovers and keeps every earlier backup.
    const database = await createDatabase(target.config);
    try {
      await backupDatabase(database, { dir, trigger: 'cli' });
    } finally {
      await database.close();
    }
    const names = readdirSync(dir);
    expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    for (const name of names.filter((one) => one.endsWith('.manifest.json'))) {
      const manifest = await readManifest(path.join(dir, name));
      expect(names).toContain(manifest.file);
      expect(manifestPathOf(manifest.file)).toBe(name);
    }
    expect(await expectOnlyWholeBackups()).toBe(before.length + 1);
  } finally {
    await target.cleanup();
  }
}, 300_000);
