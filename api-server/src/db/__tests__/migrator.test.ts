// Migrations: applied on an empty database, skipped the second time, each file all-or-nothing;
// the booking office's migration moves the bookings of before without losing any.
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { addDays, endOfIstDay } from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../database';
import { createBookingReferencesRepository } from '../../repositories/booking-references-repository';
import { migrate, MIGRATIONS_DIR } from '../migrator';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
});

afterAll(() => database.close());

async function tableNames(): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(database.db);
  return result.rows.map((row) => row.table_name);
}

/** The files in migrations/, in the order they apply: named here so a lost or renamed one fails. */
const SHIPPED_MIGRATIONS = [
  '0001_init.sql',
  '0002_booking_office.sql',
  '0003_media.sql',
  '0004_notifications.sql',
  '0005_audit_time_order.sql',
  '0006_booking_office_finished.sql',
  '0007_departures.sql',
  '0008_gst.sql',
  '0009_backups.sql',
  '0010_gst_notifications.sql',
  '0011_online_payments.sql',
  '0012_traveller_erasure.sql',
  '0013_booking_language.sql',
  '0014_content_translations.sql',
  '0015_online_refunds.sql',
  '0016_policy_translations.sql',
];
const BEFORE_BOOKING_OFFICE = ['0001_init.sql'];

describe('migrate', () => {
  let firstOnly: string;

  beforeAll(() => {
    // The migrations as they were before the booking office: a database with SPEC's bookings.
    firstOnly = mkdtempSync(path.join(tmpdir(), 'tours-migrations-first-'));
    for (const name of BEFORE_BOOKING_OFFICE)
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(firstOnly, name));
  });

  afterAll(() => rmSync(firstOnly, { recursive: true, force: true }));

  it('creates every table of the SPEC on an empty database', async () => {
    const result = await migrate(database.db, firstOnly);
    expect(result).toEqual({ applied: ['0001_init.sql'], skipped: [], changed: [] });
    expect(await tableNames()).toEqual([
      'app_meta',
      'blogs',
      'bookings',
      'contact_messages',
      'destinations',
      'popular_destinations',
      'schema_migrations',
      'testimonials',
    ]);
  });

  it('moves the bookings of before into the booking office: stages, references, holds, nothing lost', async () => {
    // Three bookings over two Asia/Kolkata months (18:29 UTC on 31 October is 23:59 IST, 18:31
    // is already 1 November), one confirmed, one above today's bounds (80 adults).
    const old = [
      ['Asha', true, 2, '2026-10-31T18:29:00Z'],
      ['Bikash', false, 80, '2026-10-31T18:31:00Z'],
      ['Chitra', false, 2, '2026-11-02T10:00:00Z'],
    ] as const;
    for (const [name, status, adults, createdAt] of old) {
      await sql`insert into bookings (name, phone, destination, check_in, check_out, adults, category, status, message, created_at)
        values (${name}, '9876543210', 'Puri', '2027-01-10', '2027-01-12', ${adults}, 'Budget', ${status}, ${`note of ${name}`}, ${createdAt})`.execute(
        database.db,
      );
    }
    const before = await sql<
      Record<string, unknown>
    >`select * from bookings order by created_at`.execute(database.db);

    const result = await migrate(database.db);
    expect(result).toEqual({
      applied: SHIPPED_MIGRATIONS.filter((name) => !BEFORE_BOOKING_OFFICE.includes(name)),
      skipped: ['0001_init.sql'],
      changed: [],
    });
    expect(await tableNames()).toEqual(
      expect.arrayContaining([
        'audit_log',
        'booking_cancellations',
        'booking_events',
        'booking_reference_counters',
        'booking_refunds',
        'holidays',
        'payments',
      ]),
    );

    const rows = await database.db
      .selectFrom('bookings')
      .selectAll()
      .orderBy('created_at')
      .execute();
    // Every column of before kept its value.
    rows.forEach((row, index) => expect(row).toMatchObject(before.rows[index]!));
    expect(
      rows.map((row) => [
        row.name,
        row.reference,
        row.stage,
        row.status,
        row.confirmed_by_hand,
        row.received,
      ]),
    ).toEqual([
      ['Asha', 'SPT-2610-0001', 'confirmed', true, true, 0],
      ['Bikash', 'SPT-2611-0001', 'provisional', false, false, 0],
      ['Chitra', 'SPT-2611-0002', 'provisional', false, false, 0],
    ]);
    // A fresh hold: the end (IST) of the second calendar day after the migration's day.
    const migrationDay = (
      await sql<{
        day: string;
      }>`select to_char(now() at time zone interval '+05:30', 'YYYY-MM-DD') as day`.execute(
        database.db,
      )
    ).rows[0]!.day;
    for (const row of rows)
      expect(row.hold_until.toISOString()).toBe(endOfIstDay(addDays(migrationDay, 2)));
    expect(
      await database.db
        .selectFrom('booking_reference_counters')
        .selectAll()
        .orderBy('month')
        .execute(),
    ).toEqual([
      { month: '2610', last_sequence: 1 },
      { month: '2611', last_sequence: 2 },
    ]);
    const events = await database.db
      .selectFrom('booking_events')
      .select(['booking_id', 'type', 'stage'])
      .execute();
    expect(events).toHaveLength(3);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['created']));
    // The next booking of November continues the month's sequence.
    const references = createBookingReferencesRepository(database.db);
    expect(await references.nextSequence('2611')).toBe(3);
  });

  it('skips the files already applied when run again', async () => {
    const result = await migrate(database.db);
    expect(result).toEqual({
      applied: [],
      skipped: SHIPPED_MIGRATIONS,
      changed: [],
    });
    const applied = await database.db
      .selectFrom('schema_migrations')
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied).toEqual(SHIPPED_MIGRATIONS.map((name) => ({ name })));
  });

  it('applies a file that fills a gap later (0003 after 0004), once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tours-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      writeFileSync(path.join(dir, '0003_gap_check.sql'), 'create table gap_check (id integer);');
      const result = await migrate(database.db, dir);
      expect(result.applied).toEqual(['0003_gap_check.sql']);
      expect(result.skipped).toEqual(SHIPPED_MIGRATIONS);
      expect((await migrate(database.db, dir)).applied).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('enforces the constraints of the SPEC and of the booking office', async () => {
    const insertBlog = (slug: string, status: string) =>
      sql`insert into blogs (title, slug, status) values ('T', ${slug}, ${status})`.execute(
        database.db,
      );
    await insertBlog('one', 'Published');
    await expect(insertBlog('one', 'Draft')).rejects.toThrow(/blogs_slug_key/);
    await expect(insertBlog('two', 'Archived')).rejects.toThrow(/blogs_status_check/);

    let sequence = 100;
    const insertBooking = (
      category: string,
      adults: number,
      stage = 'provisional',
      status = false,
    ) => {
      sequence += 1;
      return sql`insert into bookings (name, phone, destination, check_in, check_out, adults, category, reference, hold_until, stage, status)
          values ('A', '9876543210', 'Puri', '2025-01-01', '2025-01-03', ${adults}, ${category},
                  ${`SPT-2501-0${sequence}`}, now(), ${stage}, ${status})`.execute(database.db);
    };
    await insertBooking('Budget', 2);
    await expect(insertBooking('Premium', 2)).rejects.toThrow(/bookings_category_check/);
    await expect(insertBooking('Luxury', 0)).rejects.toThrow(/bookings_adults_check/);
    await expect(insertBooking('Luxury', 51)).rejects.toThrow(/bookings_adults_max/);
    await expect(insertBooking('Luxury', 2, 'confirmed', false)).rejects.toThrow(
      /bookings_status_matches_stage/,
    );
    await expect(insertBooking('Luxury', 2, 'booked', false)).rejects.toThrow(
      /bookings_stage_check/,
    );

    const booking = await database.db
      .selectFrom('bookings')
      .select(['id', 'children', 'status', 'message', 'check_in', 'source', 'received'])
      .where('reference', '=', 'SPT-2501-0101')
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      children: 0,
      status: false,
      message: '',
      check_in: '2025-01-01',
      source: 'website',
      received: 0,
    });

    // The ledger and the audit log only grow.
    await sql`insert into payments (booking_id, number, amount, paid_on, method, recorded_by_uid)
              values (${booking.id}, 1, 500, '2025-01-01', 'cash', 'uid-admin')`.execute(
      database.db,
    );
    await expect(sql`update payments set amount = 5000`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`insert into payments (booking_id, number, amount, paid_on, method, recorded_by_uid)
          values (${booking.id}, 2, -500, '2025-01-01', 'cash', 'uid-admin')`.execute(database.db),
    ).rejects.toThrow(/payments_reason_check/);
    await sql`insert into audit_log (actor_uid, entity, entity_id, action, summary)
              values ('uid-admin', 'booking', ${booking.id}, 'create', 'Created')`.execute(
      database.db,
    );
    await expect(
      sql`update audit_log set summary = 'Nothing happened'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    // Erasing a booking takes its ledger with it; the audit entry stays.
    await sql`delete from bookings where id = ${booking.id}`.execute(database.db);
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from payments`.execute(database.db))
        .rows[0]!.n,
    ).toBe(0);
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(database.db))
        .rows[0]!.n,
    ).toBe(1);
  });
});

describe('migrate with other files', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tours-migrations-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies nothing of a file that fails half-way, and records nothing', async () => {
    writeFileSync(path.join(dir, '0100_extra.sql'), 'create table extra_one (id int);');
    writeFileSync(
      path.join(dir, '0101_broken.sql'),
      'create table extra_two (id int);\nselect * from table_that_does_not_exist;',
    );
    await expect(migrate(database.db, dir)).rejects.toThrow(/table_that_does_not_exist/);
    const tables = await tableNames();
    expect(tables).toContain('extra_one');
    expect(tables).not.toContain('extra_two');
    const names = await database.db.selectFrom('schema_migrations').select('name').execute();
    expect(names.map((row) => row.name)).toContain('0100_extra.sql');
    expect(names.map((row) => row.name)).not.toContain('0101_broken.sql');
  });

  it('reports an applied file whose content changed since, without running it again', async () => {
    writeFileSync(path.join(dir, '0200_note.sql'), 'create table note (id int);');
    await migrate(database.db, dir);
    writeFileSync(path.join(dir, '0200_note.sql'), 'create table note (id int, body text);');
    const result = await migrate(database.db, dir);
    expect(result).toEqual({ applied: [], skipped: ['0200_note.sql'], changed: ['0200_note.sql'] });
  });

  it('ignores files that are not numbered .sql migrations', async () => {
    writeFileSync(path.join(dir, 'README.md'), '# not a migration');
    writeFileSync(path.join(dir, 'draft.sql'), 'this is not sql;');
    await expect(migrate(database.db, dir)).resolves.toEqual({
      applied: [],
      skipped: [],
      changed: [],
    });
  });
});
