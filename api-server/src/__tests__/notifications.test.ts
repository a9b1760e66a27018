// Notifications that are never lost (issue 14), against a real SMTP server in this process and a
// local HTTP server standing in for the WhatsApp Cloud API: the outbox rows are written with the
// change that caused them, the sender delivers them (UTF-8, stable Message-ID, receipt facts),
// retries with backoff, gives up after the last attempt, never sends a row twice with two
// senders, and takes over the rows of a sender that died once their lease has passed.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  NOTIFICATION_EVENTS,
  todayInIst,
  type AuditPage,
  type BookingRecord,
  type NotificationSettings,
  type NotificationView,
} from '@tours/shared-ui/booking-office';
import nodemailer from 'nodemailer';

import type { NotificationRow } from '../db/schema';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import { createNotificationSender, DEFAULT_RETRY_POLICY } from '../services/notification-sender';
import { AS_ADMIN } from '../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { validBodies } from '../testing/fixtures';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

const BASE_DELAY = 60_000;
const LEASE = 120_000;
const MAX_ATTEMPTS = 3;
const AGENCY = ['office@agency.test', 'owner@agency.test'];
const SITE_URL = 'https://tours.example';

interface WhatsAppCall {
  path: string;
  authorization: string | undefined;
  body: { to: string; text: { body: string } };
}

let smtp: SmtpCatcher;
let whatsappServer: Server;
const whatsappCalls: WhatsAppCall[] = [];
let testApp: TestApp;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  whatsappServer = createServer((request, response) => {
    void readBody(request).then((text) => {
      whatsappCalls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as WhatsAppCall['body'],
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ messages: [{ id: `wamid.${whatsappCalls.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => whatsappServer.listen(0, '127.0.0.1', resolve));
  const { port } = whatsappServer.address() as AddressInfo;
  testApp = await buildTestApp({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Sonarpur Tours & Travels" <bookings@agency.test>',
      agencyEmails: AGENCY,
      siteName: 'Sonarpur Tours & Travels',
      siteUrl: SITE_URL,
      whatsapp: {
        apiUrl: `http://127.0.0.1:${port}/v21.0`,
        token: 'test-token',
        phoneNumberId: '555',
      },
      retry: { maxAttempts: MAX_ATTEMPTS, baseDelayMs: BASE_DELAY, leaseMs: LEASE },
    },
  });
  await testApp.app.ready();
});

afterAll(async () => {
  await testApp.close();
  await smtp.close();
  await new Promise<void>((resolve) => whatsappServer.close(() => resolve()));
});

beforeEach(() => {
  smtp.refusing = false;
});

const db = () => testApp.app.database.db;

function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = AS_ADMIN,
) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function book(overrides: object = {}): Promise<BookingRecord> {
  const response = await send(
    'POST',
    '/api/bookings',
    { ...validBodies.booking, ...overrides },
    {},
  );
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}

const rowsOf = (bookingId: string) =>
  db().selectFrom('notifications').selectAll().where('booking_id', '=', bookingId).execute();

/** One pass of every job at `now`; the sender's result must be a count, not an error. */
async function runJobs(now = new Date()): Promise<number> {
  const handled = await testApp.app.jobs.runAll(now);
  expect(handled['send-notifications']).toEqual(expect.any(Number));
  return handled['send-notifications'] as number;
}

const mailTo = (address: string, reference: string) =>
  smtp.messages.filter(
    (message) =>
      message.subject?.includes(reference) &&
      message.to &&
      JSON.stringify(message.to).includes(address),
  );

describe('a new booking', () => {
  let booking: BookingRecord;

  beforeAll(async () => {
    booking = await book({ name: 'অমিত দাস', email: 'amit@example.in', phone: '9830012345' });
  });

  it('writes its notifications with it: the agency, the traveller by email and by WhatsApp', async () => {
    const rows = await rowsOf(booking._id);
    expect(rows.map((row) => [row.event, row.audience, row.channel, row.recipient]).sort()).toEqual(
      [
        ['booking-created', 'agency', 'email', AGENCY.join(', ')],
        ['booking-created', 'traveller', 'email', 'amit@example.in'],
        ['booking-created', 'traveller', 'whatsapp', '919830012345'],
      ],
    );
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
  });

  it('is delivered: UTF-8 intact, the reference, the links, HTML and text, its own Message-ID', async () => {
    await runJobs();
    const [agency] = mailTo(AGENCY[0]!, booking.reference);
    const [traveller] = mailTo('amit@example.in', booking.reference);
    expect(agency).toBeDefined();
    expect(traveller).toBeDefined();
    expect(JSON.stringify(agency!.to)).toContain(AGENCY[1]);
    expect(agency!.subject).toBe(`New booking ${booking.reference}: অমিত দাস, Darjeeling`);
    expect(agency!.text).toContain('Name: অমিত দাস');
    expect(agency!.text).toContain(`${SITE_URL}/admin/bookings/${booking._id}`);
    expect(agency!.html).toContain('অমিত দাস');
    expect(agency!.html).toContain('@media'); // MJML's responsive layout
    expect(traveller!.text).toContain('Dear অমিত দাস,');
    expect(traveller!.text).toContain(`${SITE_URL}/booking-status?reference=${booking.reference}`);
    expect(traveller!.from?.text).toContain('bookings@agency.test');

    const rows = await rowsOf(booking._id);
    const byAudience = Object.fromEntries(
      rows.filter((row) => row.channel === 'email').map((row) => [row.audience, row]),
    );
    expect(agency!.messageId).toBe(byAudience.agency!.message_id);
    expect(traveller!.messageId).toBe(byAudience.traveller!.message_id);
    expect(agency!.messageId).toMatch(/^<[0-9a-f-]{36}@agency\.test>$/);
    expect(rows.every((row) => row.status === 'sent' && row.sent_at !== null)).toBe(true);
  });

  it('is sent on WhatsApp through the Cloud API with the prefilled text', () => {
    const call = whatsappCalls.find((one) => one.body.text.body.includes(booking.reference));
    expect(call?.path).toBe('/v21.0/555/messages');
    expect(call?.authorization).toBe('Bearer test-token');
    expect(call?.body.to).toBe('919830012345');
    expect(call?.body.text.body).toContain('Namaskar অমিত দাস,');
  });

  it('shows in the admin: GET /bookings/{id}/notifications', async () => {
    const response = await send('GET', `/api/bookings/${booking._id}/notifications`);
    expect(response.statusCode).toBe(200);
    const list = response.json<NotificationView[]>();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      event: 'booking-created',
      status: 'sent',
      attempts: 1,
      lastError: null,
      reference: booking.reference,
    });
    const unknown = await send(
      'GET',
      '/api/bookings/00000000-0000-4000-8000-000000000000/notifications',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('sends nothing again on the next pass', async () => {
    const before = smtp.messages.length;
    await runJobs(new Date(Date.now() + 10 * LEASE));
    expect(mailTo(AGENCY[0]!, booking.reference)).toHaveLength(1);
    expect(smtp.messages.length).toBe(before);
  });
});

it('writes nothing when the change is refused (one transaction)', async () => {
  const before = await db()
    .selectFrom('notifications')
    .select(db().fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const refused = await send('POST', '/api/bookings', { ...validBodies.booking, adults: 0 }, {});
  expect(refused.statusCode).toBe(400);
  const after = await db()
    .selectFrom('notifications')
    .select(db().fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});

it('tells the agency of a contact message, retrying with backoff until the server takes it', async () => {
  smtp.refusing = true;
  const response = await send(
    'POST',
    '/api/contact',
    { ...validBodies.contact, name: 'সুমিতা' },
    {},
  );
  expect(response.statusCode).toBe(201);
  const id = response.json<{ _id: string }>()._id;
  const row = () =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('contact_message_id', '=', id)
      .executeTakeFirstOrThrow();

  const now = new Date();
  await runJobs(now);
  let stored = await row();
  expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
  expect(stored.last_error).toMatch(/451|Try again later/);
  expect(stored.next_attempt_at.getTime()).toBe(now.getTime() + BASE_DELAY);

  // Not due yet: nothing is tried.
  await runJobs(new Date(now.getTime() + BASE_DELAY - 1000));
  expect((await row()).attempts).toBe(1);

  smtp.refusing = false;
  await runJobs(new Date(now.getTime() + BASE_DELAY));
  stored = await row();
  expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
  const delivered = smtp.messages.filter((message) => message.messageId === stored.message_id);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.subject).toBe('New message from সুমিতা');
});

it('marks a message failed after the last attempt, and lists it for the admin', async () => {
  smtp.refusing = true;
  const booking = await book({ email: 'late@example.in', phone: '9830012346' });
  let now = Date.now();
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    await runJobs(new Date(now));
    now += BASE_DELAY * 2 ** (attempt - 1);
  }
  const emails = (await rowsOf(booking._id)).filter((row) => row.channel === 'email');
  expect(emails.map((row) => [row.status, row.attempts])).toEqual([
    ['failed', MAX_ATTEMPTS],
    ['failed', MAX_ATTEMPTS],
  ]);
  await runJobs(new Date(now + 100 * BASE_DELAY));
  expect((await rowsOf(booking._id)).find((row) => row.channel === 'email')?.attempts).toBe(
    MAX_ATTEMPTS,
  );

  const failed = await send('GET', '/api/notifications?status=failed');
  expect(failed.statusCode).toBe(200);
  const list = failed.json<NotificationView[]>().filter((one) => one.bookingId === booking._id);
  expect(list).toHaveLength(2);
  expect(list[0]!.lastError).toMatch(/451|Try again later/);
  expect((await send('GET', '/api/notifications?status=lost')).statusCode).toBe(400);
});

it('sends the traveller a receipt when a payment is recorded, and the confirmation once', async () => {
  const booking = await book({ email: 'pay@example.in', phone: '9830012347' });
  expect(
    (await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 50_000 })).statusCode,
  ).toBe(200);
  const paid = await send('POST', `/api/bookings/${booking._id}/payments`, {
    amount: 12_500,
    paidOn: todayInIst(),
    method: 'upi',
    reference: 'UPI123',
  });
  expect(paid.statusCode).toBe(201);
  await runJobs();
  const [receipt] = smtp.messages.filter(
    (message) => message.subject === `Payment received: ₹12,500 for ${booking.reference}`,
  );
  expect(receipt?.text).toContain(`Receipt number: ${booking.reference}/1`);
  expect(receipt?.text).toContain('In words: Rupees Twelve Thousand Five Hundred Only');
  expect(receipt?.text).toContain('Received to date: ₹12,500');
  expect(receipt?.text).toContain('Balance due: ₹37,500');
  expect(
    smtp.messages.filter(
      (message) => message.subject === `Booking confirmed: ${booking.reference}`,
    ),
  ).toHaveLength(1);
});

it('lets the agency turn an event off per channel (audited)', async () => {
  const settings = await send('GET', '/api/notification-settings');
  expect(settings.json<NotificationSettings>()).toMatchObject({
    configured: { email: true, whatsapp: true },
  });
  // Every event (issue 25 added the quote and the two reminders), two channels each.
  expect(settings.json<NotificationSettings>().settings).toHaveLength(
    NOTIFICATION_EVENTS.length * 2,
  );

  const off = await send('PUT', '/api/notification-settings', {
    settings: [{ event: 'contact-message', channel: 'email', enabled: false }],
  });
  expect(off.statusCode).toBe(200);
  expect(off.json<NotificationSettings>().settings).toContainEqual({
    event: 'contact-message',
    channel: 'email',
    enabled: false,
  });
  const response = await send('POST', '/api/contact', validBodies.contact, {});
  const id = response.json<{ _id: string }>()._id;
  const rows = await db()
    .selectFrom('notifications')
    .selectAll()
    .where('contact_message_id', '=', id)
    .execute();
  expect(rows).toHaveLength(0);

  const audit = (await send('GET', '/api/audit?entity=setting')).json<AuditPage>();
  expect(audit.entries[0]).toMatchObject({
    entityId: 'notifications',
    changes: { 'contact-message.email': { from: true, to: false } },
  });
  expect((await send('PUT', '/api/notification-settings', { settings: [] })).statusCode).toBe(400);
  await send('PUT', '/api/notification-settings', {
    settings: [{ event: 'contact-message', channel: 'email', enabled: true }],
  });
});

it('tells the agency once when a hold ends within 24 hours with no deposit', async () => {
  const booking = await book({ phone: '9830012348' });
  const dayBefore = new Date(new Date(booking.holdUntil).getTime() - 3_600_000);
  await runJobs(dayBefore);
  await runJobs(new Date(dayBefore.getTime() + 60_000));
  const rows = (await rowsOf(booking._id)).filter((row) => row.event === 'hold-ending');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ audience: 'agency', status: 'sent' });
  expect(
    smtp.messages.filter((message) =>
      message.subject?.startsWith(`Hold ends soon: ${booking.reference}`),
    ),
  ).toHaveLength(1);
});

describe('several senders', () => {
  const transport = () => nodemailer.createTransport({ url: smtp.url });
  const otherSender = () =>
    createNotificationSender({
      db: db(),
      site: { siteName: 'Sonarpur Tours & Travels', siteUrl: SITE_URL },
      from: 'bookings@agency.test',
      mail: transport(),
      whatsapp: null,
      retry: { ...DEFAULT_RETRY_POLICY, leaseMs: LEASE },
      log: { warn: () => undefined },
    });

  async function contactMessages(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await send(
        'POST',
        '/api/contact',
        { ...validBodies.contact, name: `Sender ${index}` },
        {},
      );
      ids.push(response.json<{ _id: string }>()._id);
    }
    return ids;
  }

  const messageIdsOf = async (ids: string[]) =>
    (
      await db()
        .selectFrom('notifications')
        .select('message_id')
        .where('contact_message_id', 'in', ids)
        .execute()
    ).map((row) => row.message_id);

  it('never send one row twice', async () => {
    const ids = await contactMessages(45);
    const messageIds = await messageIdsOf(ids);
    const now = new Date();
    const [first, second] = await Promise.all([
      testApp.app.notifications.sender.run(now),
      otherSender().run(now),
    ]);
    expect(first + second).toBe(45);
    const delivered = smtp.messages.filter((message) =>
      messageIds.includes(message.messageId ?? ''),
    );
    expect(delivered).toHaveLength(45);
    expect(new Set(delivered.map((message) => message.messageId)).size).toBe(45);
  });

  it('take over the rows of a sender that died once its lease has passed', async () => {
    const ids = await contactMessages(3);
    const messageIds = await messageIdsOf(ids);
    const now = new Date();
    // A sender claims the rows and dies before sending.
    const claimed: NotificationRow[] = await db()
      .transaction()
      .execute((trx) => createNotificationsRepository(trx).claimDue(now, LEASE, 100));
    expect(claimed.map((row) => row.message_id).sort()).toEqual([...messageIds].sort());

    expect(await otherSender().run(new Date(now.getTime() + LEASE - 1000))).toBe(0);
    expect(await otherSender().run(new Date(now.getTime() + LEASE))).toBe(3);
    const delivered = smtp.messages.filter((message) =>
      messageIds.includes(message.messageId ?? ''),
    );
    expect(delivered).toHaveLength(3);
    // The dead sender's late result changes nothing: the row is another attempt's now.
    const repository = createNotificationsRepository(db());
    expect(await repository.settle(claimed[0]!, { status: 'failed', error: 'late' })).toBe(false);
  });
});
