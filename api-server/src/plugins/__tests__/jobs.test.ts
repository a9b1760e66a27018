// The background jobs: expired holds are released (once, with the money received approved for
// refund), finished trips completed, a release missed while the API was down happens at the next
// start; and on PostgreSQL, concurrent payments, a payment racing the release and two replicas
// running the job never leave a wrong stage or release a booking twice. Jobs are driven by
// calling them (`app.jobs.runAll(now)`), never by waiting for a timer.
import {
  depositFor,
  endOfIstDay,
  stageFor,
  todayInIst,
  type BookingDetail,
  type BookingRecord,
} from '@tours/shared-ui/booking-office';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { AS_ADMIN } from '../../testing/auth-tokens';
import { dayFromToday } from '../../testing/fixtures';
import { replicasPerFile } from '../../testing/replicas';
import { bookAsVisitor } from '../../testing/visitor-booking';
import { DRIVER_UNDER_TEST } from '../../testing/test-database';

const replicas = replicasPerFile(() => ({ seedDemoContent: false }));
let app: FastifyInstance;

beforeAll(() => {
  app = replicas.app;
});

/** A visitor's booking, on the first replica unless another is named. */
const book = (on: FastifyInstance = app, overrides: object = {}) => bookAsVisitor(on, overrides);

const admin = (
  on: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => on.inject({ method, url, headers: AS_ADMIN, ...(payload ? { payload } : {}) });

const detail = async (id: string, on = app) =>
  (await admin(on, 'GET', `/api/bookings/${id}`)).json<BookingDetail>();

const pay = (on: FastifyInstance, id: string, amount: number) =>
  admin(on, 'POST', `/api/bookings/${id}/payments`, {
    amount,
    paidOn: todayInIst(),
    method: 'cash',
  });

/** An instant just after a booking's hold. */
const afterHold = (booking: BookingRecord) => new Date(Date.parse(booking.holdUntil) + 1);

describe('the hold release', () => {
  it('releases an expired hold once, after its end and not before, and approves a refund of what was received', async () => {
    const unpaid = await book();
    const partly = await book();
    await admin(app, 'PUT', `/api/bookings/${partly._id}`, { quotedTotal: 50_000 });
    await pay(app, partly._id, 3_000);

    const early = await app.jobs.runAll(new Date(Date.parse(unpaid.holdUntil) - 1));
    expect(early['release-holds']).toBe(0);
    expect((await detail(unpaid._id)).stage).toBe('provisional');

    const later = afterHold(unpaid.holdUntil > partly.holdUntil ? unpaid : partly);
    expect((await app.jobs.runAll(later))['release-holds']).toBeGreaterThanOrEqual(2);
    const released = await detail(unpaid._id);
    expect(released).toMatchObject({ stage: 'released', status: false, refund: null });
    expect(released.timeline.at(-1)).toMatchObject({ type: 'released', actor: null });
    expect((await detail(partly._id)).refund).toMatchObject({ state: 'approved', amount: 3_000 });

    // Idempotent: a second pass finds nothing, and a released booking takes no payment.
    expect((await app.jobs.runAll(later))['release-holds']).toBe(0);
    expect((await detail(unpaid._id)).timeline.filter((e) => e.type === 'released')).toHaveLength(
      1,
    );
    expect((await pay(app, unpaid._id, 100)).statusCode).toBe(409);
  });

  it('leaves a confirmed booking alone, and completes a trip the day after its check-out', async () => {
    const booking = await book(app, { checkIn: dayFromToday(3), checkOut: dayFromToday(5) });
    await admin(app, 'PUT', `/api/bookings/${booking._id}`, { status: true });
    const dayAfterCheckOut = new Date(endOfIstDay(dayFromToday(6)));
    const onCheckOut = new Date(endOfIstDay(dayFromToday(5)));
    await app.jobs.runAll(onCheckOut);
    expect((await detail(booking._id)).stage).toBe('confirmed');
    expect((await app.jobs.runAll(dayAfterCheckOut))['complete-trips']).toBeGreaterThanOrEqual(1);
    const completed = await detail(booking._id);
    expect(completed).toMatchObject({ stage: 'completed', status: true });
    expect(completed.timeline.at(-1)).toMatchObject({ type: 'stage-changed', actor: null });
  });

  it('releases at the next start a hold that ended while the API was down', async () => {
    const stopped = await replicas.replica();
    const booking = await book(stopped);
    await stopped.close();
    // The hold ended while no API ran.
    await sql`update bookings set hold_until = now() - interval '1 hour' where id = ${booking._id}`.execute(
      replicas.database.db,
    );
    const started = await replicas.replica({ bookingJobIntervalMs: 3_600_000 });
    await started.jobs.idle();
    expect((await detail(booking._id, started)).stage).toBe('released');
  });
});

const onPostgres = DRIVER_UNDER_TEST === 'postgres' ? describe : describe.skip;

// PGlite has one connection: nothing there runs at the same time. These run on PostgreSQL
// (TEST_DATABASE_URL; CI sets it), with two apps over one database as two replicas.
onPostgres('concurrency on PostgreSQL, two replicas', () => {
  let other: FastifyInstance;

  beforeAll(async () => {
    other = await replicas.replica();
  });

  it('two admins recording payments at once: every payment counted, numbered once, the right stage', async () => {
    const booking = await book();
    await admin(app, 'PUT', `/api/bookings/${booking._id}`, { quotedTotal: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => pay(index % 2 ? other : app, booking._id, 1_000)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const after = await detail(booking._id);
    expect(after.received).toBe(10_000);
    expect(after.stage).toBe('paid');
    expect(after.payments.map((payment) => payment.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(after.timeline.filter((event) => event.type === 'stage-changed')).toHaveLength(2);
  });

  it('two replicas releasing at once, payments racing them: never released twice, never a wrong stage', async () => {
    const bookings = await Promise.all(Array.from({ length: 12 }, () => book()));
    for (const booking of bookings) {
      await admin(app, 'PUT', `/api/bookings/${booking._id}`, { quotedTotal: 10_000 });
    }
    const later = new Date(Math.max(...bookings.map((booking) => afterHold(booking).getTime())));
    const deposit = depositFor(10_000);
    const [passA, passB, ...payments] = await Promise.all([
      app.jobs.runAll(later),
      other.jobs.runAll(later),
      ...bookings.map((booking, index) => pay(index % 2 ? other : app, booking._id, deposit)),
    ]);
    const releasedByPasses = Number(passA['release-holds']) + Number(passB['release-holds']);

    let released = 0;
    for (const [index, booking] of bookings.entries()) {
      const after = await detail(booking._id);
      const releases = after.timeline.filter((event) => event.type === 'released');
      expect(releases.length).toBeLessThanOrEqual(1);
      expect(after.received).toBe(after.payments.reduce((sum, payment) => sum + payment.amount, 0));
      if (after.stage === 'released') {
        released += 1;
        // Released first: the payment was refused, or it came first and was below the deposit.
        expect(payments[index]!.statusCode === 409 || after.received < deposit).toBe(true);
        expect(after.refund?.amount ?? 0).toBe(after.received);
      } else {
        // The payment came first: the deposit confirmed it and the job left it alone.
        expect(payments[index]!.statusCode).toBe(201);
        expect(after.stage).toBe(
          stageFor({
            stage: 'provisional',
            quotedTotal: 10_000,
            received: after.received,
            confirmedByHand: false,
            checkOut: after.checkOut,
            today: todayInIst(),
          }),
        );
        expect(releases).toHaveLength(0);
      }
    }
    expect(released).toBe(releasedByPasses);
    // Whatever the passes skipped (rows a payment held) is left for the next pass, which
    // finds nothing more to do.
    expect((await app.jobs.runAll(new Date(later.getTime() + 1)))['release-holds']).toBe(0);
  });
});
