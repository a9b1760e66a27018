// Online payments counted once (issue 28, docs/payments.md), on PostgreSQL with two API replicas of
// the suite's own over one scratch schema, both pointed at the local fake Razorpay (the API tests'
// own, speaking the documented Payment Links API and signing webhooks as Razorpay does). 100
// visitors book (each quoted at once, so each gets its deposit's payment link); each link is paid
// and its signed webhooks reach the replicas over HTTP in random order, every payment four times at
// once (payment_link.paid to both replicas and again, payment.captured once: Razorpay retrying, and
// the second event of the same payment), ten payments in flight. Exactly 100 online payments in
// the ledger, one per booking and of its deposit, every booking confirmed, no 5xx.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createRequire } from 'node:module';

import type * as BookingOffice from '@tours/shared-ui/booking-office';

import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeRazorpay,
  type FakeRazorpay,
  type SignedWebhook,
} from '../../api-server/src/testing/fake-razorpay';
import { shuffled } from '../../api-server/src/testing/shuffled';
import { figures } from '../support/figures';
import { send } from '../support/http';
import { onScratchSchema, startOwnApi, type OwnApi, type Where } from '../support/own-api';
import { validBodies } from '../support/records';
// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { runSql } from '../../scripts/bench/lib/api-bench.mjs';

// shared-ui's ES module build is for webpack (extensionless paths); Node loads its CommonJS build.
const { depositFor } = createRequire(import.meta.url)(
  '@tours/shared-ui/booking-office',
) as typeof BookingOffice;

const BOOKINGS = 100;
const IN_FLIGHT = 10;

const sql = (text: string, where: Where) =>
  runSql(text, where) as Promise<Array<Record<string, unknown>>>;

interface Booked {
  id: string;
  reference: string;
  quotedTotal: number;
}

/** Waits until Razorpay has a live deposit link for every booking (made after the commit, or on a job pass). */
async function linksOf(razorpay: FakeRazorpay, bookings: Booked[]) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const links = bookings.map((booking) => razorpay.linkByReference(`${booking.reference}-D1`));
    if (links.every((link) => link?.status === 'created')) return links.map((link) => link!);
    assert.ok(
      Date.now() < deadline,
      `links made: ${links.filter(Boolean).length} of ${bookings.length}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function webhookRun(where: Where): Promise<void> {
  const razorpay = await startFakeRazorpay();
  const env = {
    RATE_LIMIT_MAX: '100000',
    DEMO_PHOTOS: 'false',
    BOOKING_JOB_INTERVAL_MS: '1000',
    RAZORPAY_KEY_ID: FAKE_KEY_ID,
    RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  };
  const replicas: OwnApi[] = [];
  try {
    replicas.push(await startOwnApi(4332, where, env), await startOwnApi(4333, where, env));
    const bookings: Booked[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) {
      const answer = await send<{ _id: string; reference: string; quotedTotal: number | null }>(
        `${replicas[index % 2]!.api}/bookings`,
        {
          method: 'POST',
          json: {
            ...validBodies.booking,
            name: `Rel Pay ${index}`,
            phone: `98${String(40000000 + index).slice(-8)}`,
          },
        },
      );
      assert.equal(answer.status, 201, answer.text);
      assert.ok(answer.body.quotedTotal, 'quoted at once');
      bookings.push({
        id: answer.body._id,
        reference: answer.body.reference,
        quotedTotal: answer.body.quotedTotal,
      });
    }
    const links = await linksOf(razorpay, bookings);
    links.forEach((link, index) =>
      assert.equal(link.amount, depositFor(bookings[index]!.quotedTotal) * 100, 'the deposit'),
    );

    const deliveries = links.map((link) => {
      const payment = razorpay.pay(link.id);
      return {
        paid: razorpay.linkPaidEvent(link.id, payment.id),
        captured: razorpay.paymentCapturedEvent(payment.id),
      };
    });
    const deliver = (replica: OwnApi, webhook: SignedWebhook) =>
      send<{ outcome?: string }>(`${replica.api}/payments/razorpay/webhook`, {
        method: 'POST',
        raw: { body: webhook.body, contentType: 'application/json' },
        headers: { 'X-Razorpay-Signature': webhook.signature },
        timeoutMs: 60_000,
      });
    const [first, second] = replicas as [OwnApi, OwnApi];
    const queue = shuffled(deliveries);
    const answers: Array<{ status: number; outcome?: string }> = [];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let next = queue.pop(); next; next = queue.pop()) {
          const { paid, captured } = next;
          const four = await Promise.all([
            deliver(first, paid),
            deliver(second, paid),
            deliver(first, captured),
            deliver(second, paid),
          ]);
          answers.push(...four.map(({ status, body }) => ({ status, outcome: body.outcome })));
        }
      }),
    );
    const statuses = JSON.stringify(
      answers.reduce<Record<number, number>>((count, { status }) => {
        count[status] = (count[status] ?? 0) + 1;
        return count;
      }, {}),
    );
    assert.equal(answers.length, 4 * BOOKINGS);
    assert.equal(answers.filter(({ status }) => status >= 500).length, 0, `statuses ${statuses}`);
    assert.ok(
      answers.every(({ status }) => status === 200),
      `statuses ${statuses}`,
    );
    assert.equal(
      answers.filter(({ outcome }) => outcome === 'recorded').length,
      BOOKINGS,
      'one delivery of each payment recorded it, the others were duplicates',
    );

    const ids = bookings.map((booking) => `'${booking.id}'`).join(',');
    const ledger = await sql(
      `select booking_id::text as id, count(*)::int as n, sum(amount)::int as amount
       from payments where method = 'online' group by booking_id`,
      where,
    );
    figures.rowsChecked += ledger.length;
    assert.equal(ledger.length, BOOKINGS, 'a ledger entry for every booking');
    const byBooking = new Map(ledger.map((row) => [String(row.id), row]));
    const wrong = bookings.filter((booking) => {
      const row = byBooking.get(booking.id);
      return !row || Number(row.n) !== 1 || Number(row.amount) !== depositFor(booking.quotedTotal);
    });
    figures.rowsLost += wrong.length;
    assert.deepEqual(
      wrong.map((booking) => booking.reference),
      [],
      'each booking paid its deposit exactly once',
    );
    const [online] = await sql(`select count(*)::int as n from online_payments`, where);
    assert.equal(Number(online!.n), BOOKINGS, 'one online payment per Razorpay payment');
    const stages = await sql(
      `select stage, count(*)::int as n from bookings where id in (${ids}) group by stage`,
      where,
    );
    assert.deepEqual(
      stages.map((row) => ({ stage: row.stage, n: Number(row.n) })),
      [{ stage: 'confirmed', n: BOOKINGS }],
      'every booking confirmed by its deposit',
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
    await razorpay.close();
  }
}

describe(`online payments: the same ${BOOKINGS} signed webhooks on two replicas, duplicates at once`, () => {
  it('PostgreSQL: exactly one payment per booking, every booking confirmed, no 5xx', (t) =>
    onScratchSchema(t, 'tours_reliability_online_payments', (databaseUrl) =>
      webhookRun({ databaseUrl }),
    ));
});
