// Backups on the database under test (PGlite, or PostgreSQL with TEST_DATABASE_URL): a backup
// through the API, then restored into a database of its own (a fresh PGlite folder, or a
// PostgreSQL database created and dropped here): every row of every table back, the media's bytes
// equal by hash; a restore refuses a database that holds rows and a file whose hash differs; the
// drill; two replicas at the scheduled time make one backup; a failure is emailed to the agency.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { BookingRecord } from '@tours/shared-ui/booking-office';
import { todayInIst } from '@tours/shared-ui/booking-office';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import { createDatabase, type Database, type DatabaseConfig } from '../../../db/database';
import { withPgClient } from '../../../db/pg-client';
import { PGlitePool } from '../../../db/pglite-pool';
import { AS_ADMIN } from '../../../testing/auth-tokens';
import { buildTestApp, replicaOver, type TestApp } from '../../../testing/build-test-app';
import { validBodies } from '../../../testing/fixtures';
import {
  LOCAL_S3_ACCESS_KEY,
  LOCAL_S3_SECRET_KEY,
  startLocalS3,
  type LocalS3,
} from '../../../testing/local-s3';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../testing/test-database';
import {
  backupFileName,
  backupsToRemove,
  listBackups,
  manifestPathOf,
  type BackupManifest,
} from '../backup-files';
import { countRows } from '../database-dump';
import { createS3Copy } from '../offsite-copy';
import { drillBackup, restoreBackup } from '../restore';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tours-backups-'));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const backupDir = tempFolder();
let testApp: TestApp;
const send = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = AS_ADMIN,
) => testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A scratch target: a PGlite folder, or a PostgreSQL database created here and dropped after. */
async function scratchTarget(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    return {
      config: { driver: 'pglite', dataDir: path.join(tempFolder(), 'pglite') },
      drop: async () => undefined,
    };
  }
  const name = `tours_restore_test_${randomBytes(4).toString('hex')}`;
  await withPgClient(TEST_DATABASE_URL, (client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    config: { driver: 'postgres', connectionString: url.toString() },
    async drop() {
      await withPgClient(TEST_DATABASE_URL as string, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** Every table's rows and the media's bytes (md5 of each photo's original and variants). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's tables
async function contentsOf(config: DatabaseConfig | Kysely<any>, schema: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's tables
  let db: Kysely<any>;
  const own = !(config instanceof Kysely);
  if (config instanceof Kysely) {
    db = config;
  } else if (config.driver === 'pglite') {
    const pglite = await PGlite.create({ dataDir: config.dataDir });
    db = new Kysely({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  } else {
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: config.connectionString, max: 1 }),
      }),
    });
  }
  try {
    const tables = await countRows(db, schema);
    const media = await sql<{ id: string; hash: string }>`
      select id, md5(original) as hash from ${sql.table(`${schema}.media`)} order by id`.execute(
      db,
    );
    const bookings = await sql<{ reference: string; received: number }>`
      select reference, received from ${sql.table(`${schema}.bookings`)} order by reference`.execute(
      db,
    );
    return { tables, media: media.rows, bookings: bookings.rows };
  } finally {
    if (own) await db.destroy();
  }
}

const schemaOf = (database: Database) =>
  database.config.driver === 'postgres' ? (database.config.searchPath ?? 'public') : 'public';

let manifest: BackupManifest;
let dumpPath: string;
/** The off-site bucket: a local server answering S3's PutObject (testing/local-s3.ts). */
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3('agency-backups');
  const offsite = createS3Copy({
    bucket: 'agency-backups',
    prefix: 'tours-backups/',
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: LOCAL_S3_ACCESS_KEY,
    secretAccessKey: LOCAL_S3_SECRET_KEY,
  });
  testApp = await buildTestApp({ backups: { dir: backupDir, time: null, offsite } });
  await testApp.app.ready();
  // A booking with a payment, and a photo's bytes: what the agency cannot lose.
  const booked = await send('POST', '/api/bookings', { ...validBodies.booking, children: 0 }, {});
  expect(booked.statusCode).toBe(201);
  const booking = booked.json<BookingRecord>();
  const paid = await testApp.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/payments`,
    headers: AS_ADMIN,
    payload: { amount: 5_000, paidOn: todayInIst(), method: 'upi', reference: 'T2611270001' },
  });
  expect(paid.statusCode).toBe(201);
  await testApp.app.database.db
    .insertInto('media')
    .values({
      id: '0123456789abcdef-640x480',
      width: 640,
      height: 480,
      alt: 'A tea garden',
      original: randomBytes(300_000),
      original_type: 'image/jpeg',
      bytes: 300_000,
    })
    .execute();
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

describe('a backup through the API', () => {
  it('POST /api/backups answers 201 with the manifest: the dump, its size, SHA-256 and every table counted', async () => {
    const answer = await send('POST', '/api/backups');
    expect(answer.statusCode).toBe(201);
    manifest = answer.json<BackupManifest>();
    dumpPath = path.join(backupDir, manifest.file);
    expect(manifest.kind).toBe(testApp.app.database.driver);
    expect(manifest.file).toMatch(/^tours-(pglite|postgres)-\d{8}T\d{6}\.\d{3}Z\.(tar\.gz|dump)$/);
    expect(manifest.tables.bookings).toBe(1);
    expect(manifest.tables.payments).toBe(1);
    expect(manifest.tables.media).toBe(1);
    expect(manifest.sizeBytes).toBe(readFileSync(dumpPath).length);
    expect(JSON.parse(readFileSync(manifestPathOf(dumpPath), 'utf8'))).toEqual(manifest);
    // Nothing else in the folder: no temporary file left behind.
    expect(readdirSync(backupDir).sort()).toEqual([
      manifest.file,
      `${manifest.file}.manifest.json`,
    ]);
    // Copied off site: the same bytes and the manifest, in the bucket under the prefix.
    const bucket = s3.objects('agency-backups');
    expect([...bucket.keys()]).toEqual([
      `tours-backups/${manifest.file}`,
      `tours-backups/${manifest.file}.manifest.json`,
    ]);
    expect(bucket.get(`tours-backups/${manifest.file}`)?.body.equals(readFileSync(dumpPath))).toBe(
      true,
    );
    expect(
      JSON.parse(bucket.get(`tours-backups/${manifest.file}.manifest.json`)!.body.toString()),
    ).toEqual(manifest);
  });

  it('GET /api/backups: the last backup and its drill ok, not stale; a visitor gets 401', async () => {
    const status = (await send('GET', '/api/backups')).json();
    expect(status.stale).toBe(false);
    expect(status.lastBackup).toMatchObject({
      ok: true,
      file: manifest.file,
      trigger: 'manual',
      copiedTo: `s3://agency-backups/tours-backups/${manifest.file}`,
    });
    expect(status.lastBackup.sizeBytes).toBe(manifest.sizeBytes);
    expect(status.lastDrill.drill).toMatchObject({ ok: true, error: null });
    expect((await send('GET', '/api/backups', undefined, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/backups', undefined, {})).statusCode).toBe(401);
  });
});

describe('restore', () => {
  it('into an empty database: every row of every table back, the photo bytes equal, the booking and its payment', async () => {
    const target = await scratchTarget();
    try {
      const result = await restoreBackup(dumpPath, target.config);
      expect(result.tables).toEqual(manifest.tables);
      const restored = await contentsOf(target.config, manifest.schema);
      const original = await contentsOf(testApp.app.database.db, schemaOf(testApp.app.database));
      // The source has moved on since (the backup's own run row): compare what the backup held.
      expect(restored.tables).toEqual(manifest.tables);
      expect(restored.media).toEqual(original.media);
      expect(restored.bookings).toEqual(original.bookings);
      expect(restored.bookings[0]?.received).toBe(5_000);

      // Again into the same, now not empty: refused, nothing changed; --force replaces it.
      await expect(restoreBackup(dumpPath, target.config)).rejects.toThrow(/not empty/);
      expect((await contentsOf(target.config, manifest.schema)).tables).toEqual(manifest.tables);
      const forced = await restoreBackup(dumpPath, target.config, { force: true });
      expect(forced.tables).toEqual(manifest.tables);
    } finally {
      await target.drop();
    }
  });

  it('refuses a dump whose SHA-256 is not the manifest’s, and writes nothing', async () => {
    const copy = tempFolder();
    cpSync(dumpPath, path.join(copy, manifest.file));
    cpSync(manifestPathOf(dumpPath), manifestPathOf(path.join(copy, manifest.file)));
    const bytes = readFileSync(path.join(copy, manifest.file));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(path.join(copy, manifest.file), bytes);
    const target = await scratchTarget();
    try {
      await expect(restoreBackup(path.join(copy, manifest.file), target.config)).rejects.toThrow(
        /SHA-256 .* not the manifest's .* Nothing was restored/,
      );
      if (target.config.driver === 'postgres') {
        const left = await contentsOf(target.config, 'public').catch(() => null);
        expect(left?.tables.bookings ?? 0).toBe(0);
      } else {
        expect(() =>
          readdirSync(target.config.driver === 'pglite' ? target.config.dataDir! : ''),
        ).toThrow();
      }
    } finally {
      await target.drop();
    }
  });
});

describe('the restore drill', () => {
  it('restores into a scratch database and compares every count; a count that differs fails it', async () => {
    const good = await drillBackup(dumpPath, testApp.app.database.config);
    expect(good).toMatchObject({ ok: true, error: null });
    expect(good.tables).toEqual(manifest.tables);

    const copy = tempFolder();
    cpSync(dumpPath, path.join(copy, manifest.file));
    writeFileSync(
      manifestPathOf(path.join(copy, manifest.file)),
      JSON.stringify({ ...manifest, tables: { ...manifest.tables, bookings: 2 } }),
    );
    const bad = await drillBackup(path.join(copy, manifest.file), testApp.app.database.config);
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/bookings: 2 in the backup, 1 restored/);
  });
});

describe('the schedule', () => {
  it('two replicas at 02:00 IST make one backup, not two; before 02:00 none', async () => {
    const dir = tempFolder();
    const target = await createTestDatabase();
    const database = await createDatabase(target.config);
    const replica = () => replicaOver(database, { backups: { dir, time: '02:00' } });
    const [first, second] = [replica(), replica()];
    try {
      await first.ready();
      await second.ready();
      const before = new Date('2026-11-27T01:59:00+05:30');
      await Promise.all([first.jobs.runAll(before), second.jobs.runAll(before)]);
      expect(await listBackups(dir)).toHaveLength(0);

      const at = new Date('2026-11-27T02:00:30+05:30');
      const [a, b] = await Promise.all([first.jobs.runAll(at), second.jobs.runAll(at)]);
      expect([a['scheduled-backup'], b['scheduled-backup']].sort()).toEqual([0, 1]);
      expect(await listBackups(dir)).toHaveLength(1);
      // Later the same day, nothing more; the next day, one more.
      await first.jobs.runAll(new Date('2026-11-27T09:00:00+05:30'));
      expect(await listBackups(dir)).toHaveLength(1);
      await second.jobs.runAll(new Date('2026-11-28T02:10:00+05:30'));
      expect(await listBackups(dir)).toHaveLength(2);
      const status = await first.backups.runs.status(new Date('2026-11-28T03:00:00+05:30'));
      expect(status.backups.filter((run) => run.trigger === 'scheduled')).toHaveLength(2);
      expect(status.stale).toBe(false);
      expect(status.lastDrill?.drill?.ok).toBe(true);
    } finally {
      await first.close();
      await second.close();
      await database.close();
      await target.cleanup();
    }
  }, 240_000);

  it('a backup that fails is recorded as failed and emailed to the agency through the outbox', async () => {
    const blocked = path.join(tempFolder(), 'not-a-folder');
    writeFileSync(blocked, 'a file where the backup folder should be');
    const failing = await buildTestApp({
      backups: { dir: blocked, time: '02:00' },
      notifications: { smtpUrl: 'smtp://127.0.0.1:9', agencyEmails: ['owner@example.com'] },
    });
    try {
      await failing.app.ready();
      const now = new Date();
      await failing.app.jobs.runAll(new Date(`${todayInIst(now)}T23:59:00+05:30`));
      const status = await failing.app.backups.runs.status();
      expect(status.lastBackup).toMatchObject({ ok: false, trigger: 'scheduled' });
      expect(status.lastBackup?.error).toMatch(/EEXIST|ENOTDIR/);
      expect(status.stale).toBe(true);
      const mail = await failing.app.database.db
        .selectFrom('notifications')
        .select(['recipient', 'audience', 'data'])
        .where('event', '=', 'backup-failed')
        .execute();
      expect(mail).toEqual([
        expect.objectContaining({ recipient: 'owner@example.com', audience: 'agency' }),
      ]);
    } finally {
      await failing.close();
    }
  });
});

describe('names', () => {
  it('two backups asked for in the same second get two names, in the order they were made', () => {
    const first = backupFileName('postgres', new Date('2026-11-27T20:30:00.120Z'));
    const second = backupFileName('postgres', new Date('2026-11-27T20:30:00.870Z'));
    expect(first).toBe('tours-postgres-20261127T203000.120Z.dump');
    expect(second).not.toBe(first);
    expect([second, first].sort()).toEqual([first, second]);
  });
});

describe('retention', () => {
  const backup = (createdAt: string) => ({ file: createdAt, createdAt }) as BackupManifest;

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, removes the rest', () => {
    // Two a day (02:00 and 14:00 IST) for 40 days up to Friday 27 Nov 2026.
    const all: BackupManifest[] = [];
    for (let day = 0; day < 40; day += 1) {
      const date = new Date(Date.UTC(2026, 10, 27 - day));
      const iso = date.toISOString().slice(0, 10);
      all.push(backup(`${iso}T02:00:00+05:30`), backup(`${iso}T14:00:00+05:30`));
    }
    const removed = new Set(backupsToRemove(all, { daily: 7, weekly: 4 }));
    const kept = all.filter((one) => !removed.has(one)).map((one) => one.createdAt);
    expect(kept).toEqual([
      // The newest of each of the last seven days...
      ...['27', '26', '25', '24', '23', '22', '21'].map((d) => `2026-11-${d}T14:00:00+05:30`),
      // ...and of each of the last four weeks (Sundays 15, 8 Nov; this week's and last week's
      // newest are kept already as days).
      '2026-11-15T14:00:00+05:30',
      '2026-11-08T14:00:00+05:30',
    ]);
  });
});
