// The GST series under load (docs/gst.md, "The transaction and the lock"): 200 payments sent at
// the same moment, half through each of two API instances over one database, get 200 receipt
// vouchers numbered one after another, no gap and no number twice (CGST Rules, rule 46(b):
// consecutive, unique in the financial year).
// - PostgreSQL (TEST_DATABASE_URL): two replicas as deployed, each its own pool of 10 connections
//   to the one database, so their transactions really race for the series' counter row. The
//   payments beyond the 20 connections queue in their pools; here they may wait 60 s for one
//   (a deployed pool gives up after 5 s with a 503 and nothing written, which a loaded CI
//   machine reaches with 90 requests queued before each one).
// - PGlite: an embedded database is one process's (a second process cannot open its data folder),
//   so the two apps share the one PGlite of this process, whose single connection runs one
//   transaction at a time: the same 200 requests at once, numbered through the same code, without
//   two servers' transactions meeting on the row lock.
import { todayInIst, type BookingRecord } from '@tours/shared-ui/booking-office';
import { financialYearOf } from '@tours/shared-ui/gst';
import type { FastifyInstance } from 'fastify';

import { AS_ADMIN } from '../../testing/auth-tokens';
import { GST_ON } from '../../testing/gst-settings';
import { replicasPerFile } from '../../testing/replicas';
import { bookAsVisitor } from '../../testing/visitor-booking';

const PAYMENTS = 200;
const BOOKINGS = 40;

/** How long the 200 payments may take on a loaded machine (PGlite runs them one at a time). */
const TIMEOUT_MS = 180_000;

const replicas = replicasPerFile((index) => ({ seedDemoContent: index === 0 }), {
  poolEach: { connections: 10, waitMs: 60_000 },
});

const admin = (on: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: object) =>
  on.inject({ method, url, headers: AS_ADMIN, payload });

it(
  `${PAYMENTS} concurrent payments over two app instances: ${PAYMENTS} consecutive receipt voucher numbers, no gap, no repeat`,
  async () => {
    const first = replicas.app;
    const second = await replicas.replica();
    const on = await admin(first, 'PUT', '/api/settings/gst', GST_ON);
    expect(on.statusCode).toBe(200);
    const bookings: BookingRecord[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) bookings.push(await bookAsVisitor(first));

    // All 200 sent at once, every other one through the second instance: each booking's five
    // payments wait for its row lock, and every payment races the others for the next number.
    const answers = await Promise.all(
      Array.from({ length: PAYMENTS }, (_, index) =>
        admin(
          index % 2 === 0 ? first : second,
          'POST',
          `/api/bookings/${bookings[index % BOOKINGS]!._id}/payments`,
          { amount: 100 + index, paidOn: todayInIst(), method: 'cash' },
        ),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);

    const { db } = replicas.database;
    const rows = await db
      .selectFrom('gst_documents')
      .select(['number', 'sequence', 'payment_id'])
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
  },
  TIMEOUT_MS,
);
