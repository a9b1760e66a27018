// Issue 30, data kept no longer than needed (docs/operations.md): the job `erase-traveller-details`
// erases the ages and genders of the travellers of completed trips whose check-out day is more
// than TRAVELLER_DETAILS_KEEP_YEARS (2) old, records when, and leaves the names, the bookings and
// their money records as they were. Two API replicas over one database run it at once: each row
// is erased once. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { addDays, todayInIst, type BookingDetail } from '@tours/shared-ui/booking-office';
import type { Manifest } from '@tours/shared-ui/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { createDatabase, type Database } from '../../../db/database';
import { AS_ADMIN } from '../../../testing/auth-tokens';
import { replicaOver } from '../../../testing/build-test-app';
import { dayFromToday, validBodies } from '../../../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { keptFrom } from '../traveller-erasure';

const JOB = 'erase-traveller-details';
let target: TestDatabase;
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;

const replica = () =>
  replicaOver(database, { rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });

async function send<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await first.inject({ method, url, headers: AS_ADMIN, payload });
  expect(response.statusCode).toBeLessThan(300);
  return response.json<T>();
}

/** Every row of the tables the job must leave alone, as JSON. */
async function moneyAndBookings(): Promise<string> {
  const tables = [
    'bookings',
    'payments',
    'booking_events',
    'refunds',
    'gst_documents',
    'audit_log',
  ];
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    const result = await sql
      .raw(`select * from ${table} order by 1`)
      .execute(database.db)
      .catch(() => ({ rows: ['(no such table)'] }));
    rows[table] = result.rows;
  }
  return JSON.stringify(rows);
}

const travellerRows = async () =>
  (
    await sql<{
      booking_id: string;
      name: string;
      age: number | null;
      gender: string | null;
      erased_at: Date | null;
    }>`select booking_id, name, age, gender, erased_at from booking_travellers
       order by booking_id, position`.execute(database.db)
  ).rows;

beforeAll(async () => {
  target = await createTestDatabase();
  database = await createDatabase(target.config);
  [first, second] = [replica(), replica()];
  await first.ready();
  await second.ready();
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  await target?.cleanup();
});

describe('keptFrom', () => {
  it('is the same day the kept years earlier; 29 February becomes 28 February', () => {
    expect(keptFrom('2026-11-27', 2)).toBe('2024-11-27');
    expect(keptFrom('2028-02-29', 2)).toBe('2026-02-28');
    expect(keptFrom('2028-02-29', 4)).toBe('2024-02-29');
  });
});

describe('erasing the ages and genders of long-completed trips', () => {
  it('erases an old completed trip’s, keeps a recent one’s and a not-completed one’s, and no money record changes; two replicas at once erase each row once', async () => {
    const place = await send<{ _id: string }>('POST', '/api/destinations', {
      ...validBodies.destination,
      name: 'Erasure Beach',
      prices: { Budget: 5000, Deluxe: 8000, Luxury: null, child: 2500 },
      nights: 3,
      days: 4,
    });
    const departure = await send<{ _id: string }>(
      'POST',
      `/api/destinations/${place._id}/departures`,
      { startDate: dayFromToday(30), seats: 40, pickupPoints: ['Howrah'] },
    );
    const book = async (name: string) => {
      const booking = await send<BookingDetail>('POST', '/api/bookings', {
        name,
        phone: '9876543210',
        destination: 'the departure says',
        adults: 2,
        children: 1,
        category: 'Budget',
        source: 'phone',
        departureId: departure._id,
        pickupPoint: 'Howrah',
        quotedTotal: 12500,
        travellers: [
          { name: `${name} A`, age: 41, gender: 'Female' },
          { name: `${name} B`, age: 44, gender: 'Male' },
          { name: `${name} C`, age: 7, gender: 'Other' },
        ],
      });
      await send('POST', `/api/bookings/${booking._id}/payments`, {
        amount: 12500,
        paidOn: todayInIst(),
        method: 'upi',
      });
      return booking._id;
    };
    const today = todayInIst();
    const keptFromDay = keptFrom(today, 2);
    const stageAndDays = (id: string, stage: string, checkOut: string) =>
      sql`update bookings set stage = ${stage}, status = ${stage === 'completed'},
          check_in = ${addDays(checkOut, -3)}, check_out = ${checkOut} where id = ${id}`.execute(
        database.db,
      );
    // Over two years ago: erased. The trip ended one day before the kept years began.
    const old = await book('Old');
    await stageAndDays(old, 'completed', addDays(keptFromDay, -1));
    // Ended on the first kept day, and a year ago: kept.
    const edge = await book('Edge');
    await stageAndDays(edge, 'completed', keptFromDay);
    const recent = await book('Recent');
    await stageAndDays(recent, 'completed', addDays(today, -365));
    // Over two years ago but never completed (cancelled): kept, whatever its days.
    const cancelled = await book('Cancelled');
    await stageAndDays(cancelled, 'cancelled', addDays(keptFromDay, -30));

    const before = await moneyAndBookings();
    const kept = (await travellerRows()).filter((row) => row.booking_id !== old);

    const now = new Date();
    const [a, b] = await Promise.all([first.jobs.runAll(now), second.jobs.runAll(now)]);
    // Three travellers erased in all, by one replica or shared between them: never twice.
    expect(Number(a[JOB]) + Number(b[JOB])).toBe(3);

    const after = await travellerRows();
    const erased = after.filter((row) => row.booking_id === old);
    expect(erased.map(({ name, age, gender }) => ({ name, age, gender }))).toEqual([
      { name: 'Old A', age: null, gender: null },
      { name: 'Old B', age: null, gender: null },
      { name: 'Old C', age: null, gender: null },
    ]);
    for (const row of erased) expect(row.erased_at?.getTime()).toBe(now.getTime());
    expect(after.filter((row) => row.booking_id !== old)).toEqual(kept);
    expect(kept.every((row) => row.age !== null && row.gender !== null)).toBe(true);
    // The bookings, payments, events, refunds, GST documents and audit log: not a byte changed.
    expect(await moneyAndBookings()).toBe(before);

    // Another pass finds nothing more to do, and the erasure time stays the first one.
    expect((await first.jobs.runAll(now))[JOB]).toBe(0);
    expect((await travellerRows()).filter((row) => row.booking_id === old)).toEqual(erased);

    // What the admin reads: the names, null age and gender, and when they were erased.
    const answer = await send<BookingDetail>('GET', `/api/bookings/${old}`);
    expect(answer.travellers).toEqual([
      { name: 'Old A', age: null, gender: null, erasedAt: now.toISOString() },
      { name: 'Old B', age: null, gender: null, erasedAt: now.toISOString() },
      { name: 'Old C', age: null, gender: null, erasedAt: now.toISOString() },
    ]);
    expect(answer.received).toBe(12500);
    const manifest = await send<Manifest>('GET', `/api/departures/${departure._id}/manifest`);
    expect(manifest.travellers.find((row) => row.name === 'Recent A')).toMatchObject({
      age: 41,
      gender: 'Female',
      erasedAt: null,
    });
    const csv = await first.inject({
      url: `/api/departures/${departure._id}/manifest?format=csv`,
      headers: AS_ADMIN,
    });
    expect(csv.body).toContain('Old A,erased,erased,');
    expect(csv.body).toContain('Recent A,41,Female,');

    // The next day the trip that ended on the first kept day is two years old: its turn.
    const nextDay = await second.jobs.runAll(new Date(now.getTime() + 86_400_000));
    expect(nextDay[JOB]).toBe(3);
    const rows = await travellerRows();
    expect(rows.filter((row) => row.booking_id === edge).every((row) => row.age === null)).toBe(
      true,
    );
    expect(rows.filter((row) => row.age === null)).toHaveLength(6);
  }, 120_000);
});
