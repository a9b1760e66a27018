// The GST series under load (docs/gst.md, "The series in the database"): 200 payments recorded
// concurrently (20 in flight at every moment) through two API replicas over one PostgreSQL database get 200 receipt vouchers numbered
// one after another, no gap and no number twice (CGST Rules, rule 46(b): consecutive, unique in
// the financial year). PGlite has one connection and runs nothing at the same time: PostgreSQL
// only (TEST_DATABASE_URL).
import { todayInIst, type BookingRecord } from '@tours/shared-ui/booking-office';
import { DEFAULT_GST_SETTINGS, financialYearOf } from '@tours/shared-ui/gst';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import { AS_ADMIN, fakeVerifyIdToken } from '../../testing/auth-tokens';
import { MEDIA_DIR, TEST_ORIGIN } from '../../testing/build-test-app';
import { validBodies } from '../../testing/fixtures';
import {
  createTestDatabase,
  DRIVER_UNDER_TEST,
  type TestDatabase,
} from '../../testing/test-database';

const onPostgres = DRIVER_UNDER_TEST === 'postgres' ? describe : describe.skip;
if (DRIVER_UNDER_TEST !== 'postgres') {
  console.info(
    'gst-numbering: skipped without TEST_DATABASE_URL (PGlite runs one transaction at a time; two replicas need PostgreSQL)',
  );
}

const PAYMENTS = 200;
const BOOKINGS = 40;
const IN_FLIGHT = 20;

onPostgres('GST numbers with two replicas on PostgreSQL', () => {
  // Two replicas as deployed: each its own app and its own pool of connections (10, pg's
  // default) to the one database.
  let testDatabase: TestDatabase;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      if (testDatabase.config.driver !== 'postgres') throw new Error('PostgreSQL only');
      const database = await createDatabase({ ...testDatabase.config, maxConnections: 10 });
      databases.push(database);
      const app = buildApp({
        database,
        corsOrigins: [TEST_ORIGIN],
        mediaDir: MEDIA_DIR,
        seedDemoContent: index === 0,
        seedDemoPhotos: false,
        seedDemoDepartures: false,
        verifyIdToken: fakeVerifyIdToken,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        bookingJobIntervalMs: 0,
      });
      apps.push(app);
      await app.ready();
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await testDatabase?.cleanup();
  });

  const admin = (on: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: object) =>
    on.inject({ method, url, headers: AS_ADMIN, payload });

  it(`${PAYMENTS} concurrent payments over two replicas: ${PAYMENTS} consecutive receipt voucher numbers, no gap, no repeat`, async () => {
    const app = apps[0]!;
    const on = await admin(app, 'PUT', '/api/settings/gst', {
      ...DEFAULT_GST_SETTINGS,
      enabled: true,
      gstin: '19AAPFU0939F1ZS',
      legalName: 'Sonarpur Tours and Travels',
      address: '12 Station Road, Sonarpur, Kolkata 700150',
    });
    expect(on.statusCode).toBe(200);
    const bookings: BookingRecord[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { ...validBodies.booking, children: 0 },
      });
      bookings.push(created.json<BookingRecord>());
    }
    // Every connection of both pools busy all the time: 20 payments in flight (10 per replica,
    // a pool's size), each racing the others for the next number, until all 200 are sent. More in
    // flight only waits for a connection (and, past pg's 5 s connect timeout, answers 503).
    const answers: LightMyRequestResponse[] = [];
    let next = 0;
    const send = async (on: FastifyInstance) => {
      while (next < PAYMENTS) {
        const index = next++;
        answers.push(
          await admin(on, 'POST', `/api/bookings/${bookings[index % BOOKINGS]!._id}/payments`, {
            amount: 100 + index,
            paidOn: todayInIst(),
            method: 'cash',
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, worker) => send(apps[worker % 2]!)));
    expect(answers).toHaveLength(PAYMENTS);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);

    const { db } = databases[0]!;
    const rows = await db
      .selectFrom('gst_documents')
      .select(['number', 'sequence', 'payment_id', 'financial_year'])
      .where('type', '=', 'receipt')
      .execute();
    const financialYear = financialYearOf(new Date());
    expect(rows).toHaveLength(PAYMENTS);
    expect(new Set(rows.map((row) => row.payment_id)).size).toBe(PAYMENTS);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PAYMENTS }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.number)).size).toBe(PAYMENTS);
    for (const row of rows) {
      expect(row.number).toBe(`RV/${financialYear}/${String(row.sequence).padStart(4, '0')}`);
    }
    const counter = await db
      .selectFrom('gst_counters')
      .select('last_sequence')
      .where('series', '=', 'receipt')
      .executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(PAYMENTS);
  });
});
