// Issue 28's "done when" for replicas: two API replicas over one database receive the same 100
// paid webhooks of 100 bookings, in random order, each twice at once (Razorpay retrying, and a
// second event of the same payment): exactly 100 payments in the ledger, every booking confirmed,
// no 5xx. On PostgreSQL (TEST_DATABASE_URL) the two replicas' transactions really run at once.
import { depositFor, type BookingRecord } from '@tours/shared-ui/booking-office';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';

import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeRazorpay,
  type FakeRazorpay,
  type SignedWebhook,
} from '../../testing/fake-razorpay';
import { shuffled } from '../../testing/shuffled';
import { replicasPerFile } from '../../testing/replicas';
import { bookAsVisitor } from '../../testing/visitor-booking';

const BOOKINGS = 100;

let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(() => razorpay?.close());

const replicas = replicasPerFile(() => ({
  seedDemoDepartures: false,
  razorpay: {
    keyId: FAKE_KEY_ID,
    keySecret: FAKE_KEY_SECRET,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiUrl: razorpay.url,
  },
}));

it('two replicas, 100 paid webhooks in random order, each payment delivered four times at once: 100 payments, every booking confirmed, no 5xx', async () => {
  const first = replicas.app;
  const second = await replicas.replica();
  const bookings: BookingRecord[] = [];
  for (let count = 0; count < BOOKINGS; count += 1) {
    bookings.push(await bookAsVisitor(count % 2 === 0 ? first : second));
  }
  await first.onlinePayments!.settled();
  await second.onlinePayments!.settled();

  const events: { booking: BookingRecord; paid: SignedWebhook; captured: SignedWebhook }[] = [];
  for (const booking of bookings) {
    const link = razorpay.linkByReference(`${booking.reference}-D1`);
    expect(link).toMatchObject({
      status: 'created',
      amount: depositFor(booking.quotedTotal!) * 100,
    });
    const payment = razorpay.pay(link!.id);
    events.push({
      booking,
      paid: razorpay.linkPaidEvent(link!.id, payment.id),
      captured: razorpay.paymentCapturedEvent(payment.id),
    });
  }
  // Each payment's four deliveries at once (two to each replica), ten payments in flight, the
  // payments in random order: what Razorpay's retries look like to two replicas behind a balancer.
  const queue = shuffled(events);
  const answers: LightMyRequestResponse[] = [];
  const deliver = (app: FastifyInstance, webhook: SignedWebhook) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature },
      payload: webhook.body,
    });
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        const { paid, captured } = next;
        answers.push(
          ...(await Promise.all([
            deliver(first, paid),
            deliver(second, paid),
            deliver(first, captured),
            deliver(second, paid),
          ])),
        );
      }
    }),
  );
  expect(answers).toHaveLength(4 * BOOKINGS);
  expect(
    answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body),
  ).toEqual([]);

  const { db } = replicas.database;
  const ledger = await sql<{ booking_id: string; count: number; amount: number }>`
    select booking_id, count(*)::int as count, sum(amount)::int as amount
    from payments where method = 'online' group by booking_id`.execute(db);
  expect(ledger.rows).toHaveLength(BOOKINGS);
  const byBooking = new Map(ledger.rows.map((row) => [row.booking_id, row]));
  for (const booking of bookings) {
    expect(byBooking.get(booking._id)).toEqual({
      booking_id: booking._id,
      count: 1,
      amount: depositFor(booking.quotedTotal!),
    });
  }
  const ids = bookings.map((booking) => booking._id);
  const stages = await sql<{ stage: string; count: number }>`
    select stage, count(*)::int as count from bookings
    where id in (${sql.join(ids)}) group by stage`.execute(db);
  expect(stages.rows).toEqual([{ stage: 'confirmed', count: BOOKINGS }]);
  const online = await sql<{
    count: number;
  }>`select count(*)::int as count from online_payments`.execute(db);
  expect(online.rows[0]?.count).toBe(BOOKINGS);
  // 100 bookings and 400 deliveries through PGlite on a shared two-core machine take minutes.
}, 300_000);
