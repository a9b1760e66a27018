// What the traveller is told about paying (issue 25 items 8 and 9), through the outbox and a real
// SMTP server in this process: the quote message when the quoted total is set (total, schedule,
// how to pay, the hold), the reminders of an instalment that falls due and of a hold that ends
// today, never twice, never for what is paid or a cancelled booking; and on PostgreSQL two
// replicas running the reminders job at once queue exactly one message per instalment.
import {
  addDays,
  depositFor,
  todayInIst,
  type BookingRecord,
} from '@tours/shared-ui/booking-office';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import type { NotificationRow } from '../../db/schema';
import { AS_ADMIN } from '../../testing/auth-tokens';
import { dayFromToday, validBodies } from '../../testing/fixtures';
import { replicasPerFile } from '../../testing/replicas';
import { emailingThrough, startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher';
import { DRIVER_UNDER_TEST } from '../../testing/test-database';
import { renderEmail, renderWhatsApp } from '../notification-messages';

const UPI_ID = 'sonarpur.tours@okhdfcbank';

let smtp: SmtpCatcher;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});

/** Apps sending email (a second one is a second replica); the first seeds the demo content. */
const replicas = replicasPerFile((index) => ({
  seedDemoContent: index === 0,
  notifications: emailingThrough(smtp, { upiId: UPI_ID }),
}));

beforeAll(() => {
  app = replicas.app;
});

afterAll(() => smtp.close());

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: AS_ADMIN,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A booking taken by phone with the traveller's email, Darjeeling Deluxe, two adults. */
async function take(overrides: object = {}): Promise<BookingRecord> {
  const response = await admin('POST', '/api/bookings', {
    ...validBodies.booking,
    children: 0,
    email: 'family@example.in',
    source: 'phone',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}

const pay = (id: string, amount: number) =>
  admin('POST', `/api/bookings/${id}/payments`, { amount, paidOn: todayInIst(), method: 'upi' });

/** The outbox rows of one booking and event. */
async function rowsOf(bookingId: string, event: string): Promise<NotificationRow[]> {
  return replicas.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('event', '=', event as NotificationRow['event'])
    .execute();
}

/** Noon (IST) of the day `days` from today. */
const noonIn = (days: number) => new Date(`${dayFromToday(days)}T12:00:00+05:30`);

/** A confirmed booking (deposit paid) whose further 40% falls due 5 days from today. */
async function confirmedDueInFiveDays(): Promise<BookingRecord> {
  const booking = await take({
    quotedTotal: 10_000,
    checkIn: dayFromToday(20),
    checkOut: dayFromToday(22),
  });
  expect((await pay(booking._id, depositFor(10_000))).statusCode).toBe(201);
  return booking;
}

describe('the quote message', () => {
  it('tells the traveller the total, the schedule, how to pay and the hold, once per change', async () => {
    const booking = await take();
    expect(await rowsOf(booking._id, 'quote-set')).toHaveLength(0);
    await admin('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 40_000 });
    // The same total again is no change: no second message. Clearing it tells nothing.
    await admin('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 40_000 });
    await admin('PUT', `/api/bookings/${booking._id}`, { quotedTotal: null });
    const rows = await rowsOf(booking._id, 'quote-set');
    expect(rows.map((row) => [row.channel, row.audience, row.recipient])).toEqual([
      ['email', 'traveller', 'family@example.in'],
    ]);
    await app.jobs.runAll();
    const [mail] = smtp.messages.filter(
      (message) => message.subject === `Your tour price for ${booking.reference}: ₹40,000`,
    );
    expect(mail?.text).toContain(`The tour price of booking ${booking.reference}`);
    expect(mail?.text).toMatch(/Deposit \(20%\) to confirm: ₹8,000 by \d{1,2} \w{3} \d{4}/);
    expect(mail?.text).toContain('Further 40% before the journey: ₹16,000 by');
    expect(mail?.text).toContain('Balance on site at the start of the tour: ₹16,000 on');
    expect(mail?.text).toContain(`Pay by UPI to ${UPI_ID}`);
    expect(mail?.text).toContain('upi://pay?pa=sonarpur.tours@okhdfcbank');
    expect(mail?.text).toContain('am=8000.00');
    expect(mail?.text).toMatch(/We hold the booking for you until .+ IST/);
  });

  it('gives the bank details when there is no UPI id, and the WhatsApp text has the schedule', async () => {
    const booking = await take({ quotedTotal: 40_000 });
    const row = {
      id: 'n1',
      event: 'quote-set',
      channel: 'email',
      audience: 'traveller',
      data: {
        booking,
        schedule: [
          {
            kind: 'deposit',
            label: 'Deposit (20%) to confirm',
            amount: 8_000,
            dueOn: addDays(todayInIst(), 2),
            paid: false,
          },
        ],
        payment: { upiId: null, upiLink: null, bankDetails: 'A/c 1234, IFSC SBIN0000001' },
      },
    } as unknown as NotificationRow;
    const site = { siteName: 'Sonarpur Tours & Travels', siteUrl: 'https://tours.example' };
    const email = await renderEmail(row, site);
    expect(email.text).toContain('Pay by bank transfer:\nA/c 1234, IFSC SBIN0000001');
    expect(email.text).not.toContain('UPI');
    const whatsapp = renderWhatsApp({ ...row, channel: 'whatsapp' }, site);
    expect(whatsapp).toContain('please pay the deposit of ₹8,000');
    expect(whatsapp).toContain('Tour price: ₹40,000.');
    expect(whatsapp).toContain('Deposit (20%) to confirm: ₹8,000, by');
    expect(whatsapp).toContain('Pay by bank transfer: A/c 1234, IFSC SBIN0000001');
  });
});

describe('the reminders', () => {
  it('remind of an instalment the set days before it falls due, once, never once it is paid', async () => {
    const due = await confirmedDueInFiveDays();
    const paid = await confirmedDueInFiveDays();
    expect((await pay(paid._id, 4_000)).statusCode).toBe(201);
    const cancelled = await confirmedDueInFiveDays();
    const cancel = await admin('POST', `/api/bookings/${cancelled._id}/cancel`, { charge: 1_000 });
    expect(cancel.statusCode).toBe(200);

    // Three days before by default: nothing 3 days ahead of that, one at 2 days from today.
    await app.jobs.runAll(noonIn(1));
    expect(await rowsOf(due._id, 'instalment-due')).toHaveLength(0);
    const pass = await app.jobs.runAll(noonIn(2));
    expect(pass['payment-reminders']).toBeGreaterThanOrEqual(1);
    await app.jobs.runAll(noonIn(2));
    await app.jobs.runAll(noonIn(4));
    expect(await rowsOf(due._id, 'instalment-due')).toHaveLength(1);
    expect(await rowsOf(paid._id, 'instalment-due')).toHaveLength(0);
    expect(await rowsOf(cancelled._id, 'instalment-due')).toHaveLength(0);
    const [mail] = smtp.messages.filter(
      (message) =>
        message.subject?.startsWith('Payment reminder: ₹4,000 due by') &&
        message.text?.includes(due.reference),
    );
    expect(mail?.text).toContain('(further 40% before the journey)');
    expect(mail?.text).toContain('am=4000.00');
  });

  it('tell the traveller on the day the hold ends without the deposit, once', async () => {
    const booking = await take({ quotedTotal: 30_000 });
    const holdDay = todayInIst(new Date(booking.holdUntil));
    const morning = new Date(`${holdDay}T09:00:00+05:30`);
    await app.jobs.runAll(morning);
    await app.jobs.runAll(new Date(morning.getTime() + 3_600_000));
    const rows = await rowsOf(booking._id, 'hold-expiring');
    expect(rows).toHaveLength(1);
    expect(smtp.messages.map((message) => message.subject)).toContain(
      `Your booking hold ends today: ${booking.reference}`,
    );
    // Quoted today: no reminder today (the quote message said it all).
    const fresh = await take({ quotedTotal: 30_000 });
    await app.jobs.runAll();
    const reminders = await replicas.database.db
      .selectFrom('booking_reminders')
      .selectAll()
      .where('booking_id', '=', fresh._id)
      .execute();
    expect(reminders).toEqual([]);
  });
});

const onPostgres = DRIVER_UNDER_TEST === 'postgres' ? describe : describe.skip;

// PGlite has one connection: nothing there runs at the same time. On PostgreSQL
// (TEST_DATABASE_URL), two apps over one database are two replicas.
onPostgres('two replicas on PostgreSQL', () => {
  it('queue exactly one reminder per instalment when both run the job at once', async () => {
    const other = await replicas.replica();
    const bookings = await Promise.all(Array.from({ length: 8 }, () => confirmedDueInFiveDays()));
    const paid = await confirmedDueInFiveDays();
    expect((await pay(paid._id, 4_000)).statusCode).toBe(201);
    const at = noonIn(3);
    const [passA, passB] = await Promise.all([app.jobs.runAll(at), other.jobs.runAll(at)]);
    // Both passes together queued them (one may have found the other's rows locked or done).
    expect(
      Number(passA['payment-reminders']) + Number(passB['payment-reminders']),
    ).toBeGreaterThanOrEqual(bookings.length);
    for (const booking of bookings) {
      expect(await rowsOf(booking._id, 'instalment-due')).toHaveLength(1);
    }
    expect(await rowsOf(paid._id, 'instalment-due')).toHaveLength(0);
    const keys = await sql<{ n: number }>`
      select count(*)::int as n from booking_reminders where kind = 'before-journey'
        and booking_id in (${sql.join(bookings.map((booking) => booking._id))})`.execute(
      replicas.database.db,
    );
    expect(keys.rows[0]!.n).toBe(bookings.length);
  });
});
