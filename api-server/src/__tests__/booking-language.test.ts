// The booking's language (issue 29, docs/i18n.md): a booking remembers the language it was made in
// (POST /api/bookings `language`: en, bn or hi; anything else is a 400 that writes nothing), and
// the traveller's emails, through a real SMTP server in this process, and WhatsApp texts are
// written in it, with the month's name in that language, amounts in Latin digits with Indian
// grouping and the booking page's address in that language; the agency's copy stays English.
import { todayInIst, type BookingRecord } from '@tours/shared-ui/booking-office';
import { BOOKING_OFFICE_MESSAGES } from '@tours/shared-ui/schemas';
import type { ParsedMail } from 'mailparser';

import type { NotificationRow } from '../db/schema';
import { renderWhatsApp } from '../services/notification-messages';
import { AS_ADMIN } from '../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { validBodies } from '../testing/fixtures';
import { emailingThrough, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

const AGENCY = 'office@agency.test';
const TRAVELLER = 'family@example.in';

let smtp: SmtpCatcher;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  testApp = await buildTestApp({
    notifications: emailingThrough(smtp, { agencyEmails: [AGENCY] }),
  });
  await testApp.app.ready();
});

afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const db = () => testApp.app.database.db;

/** A visitor's booking of Darjeeling Deluxe for two adults (quoted ₹45,800 at once). */
const bookingRequest = (overrides: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { ...validBodies.booking, children: 0, email: TRAVELLER, ...overrides },
  });

async function book(language?: string): Promise<BookingRecord> {
  const response = await bookingRequest(language ? { language } : {});
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}

/** Sends what the outbox holds; answers the mails that arrived for the booking since. */
async function mailsOf(
  reference: string,
): Promise<{ traveller: ParsedMail[]; agency: ParsedMail[] }> {
  await testApp.app.jobs.runAll(new Date());
  const about = smtp.messages.filter((mail) => (mail.text ?? '').includes(reference));
  const to = (address: string) =>
    about.filter((mail) => JSON.stringify(mail.to ?? '').includes(address));
  return { traveller: to(TRAVELLER), agency: to(AGENCY) };
}

const monthOf = (day: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

async function travellerRow(bookingId: string, event: string): Promise<NotificationRow> {
  const rows = await db()
    .selectFrom('notifications')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('event', '=', event as NotificationRow['event'])
    .where('audience', '=', 'traveller')
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a booking made in Bengali', () => {
  let booking: BookingRecord;

  beforeAll(async () => {
    booking = await book('bn');
  });

  it('remembers its language, and the admin sees it', async () => {
    expect(booking.language).toBe('bn');
    const stored = await testApp.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}`,
      headers: AS_ADMIN,
    });
    expect(stored.json<BookingRecord>().language).toBe('bn');
  });

  it('emails the traveller in Bengali and the agency in English', async () => {
    const { traveller, agency } = await mailsOf(booking.reference);
    expect(traveller).toHaveLength(1);
    const [mail] = traveller;
    expect(mail!.subject).toBe(`আপনার বুকিংয়ের অনুরোধ ${booking.reference}`);
    const text = mail!.text ?? '';
    expect(text).toContain('আপনার বুকিংয়ের অনুরোধ আমরা পেয়েছি');
    expect(text).toContain('প্রিয় Arjun Das,');
    // The check-in's month in Bengali, Latin digits; the tour price as ₹ with Indian grouping.
    expect(text).toContain(
      `চেক-ইন: ${Number(booking.checkIn.slice(8))} ${monthOf(booking.checkIn, 'bn')}`,
    );
    expect(text).toContain('আনুমানিক ভ্রমণ-মূল্য: ₹45,800');
    expect(text).toContain('(ভারতীয় সময়)');
    expect(text).not.toMatch(/[০-৯]/u);
    // The booking's page in Bengali.
    expect(text).toContain(
      `আপনার বুকিং দেখুন: https://tours.example/bn/booking-status?reference=${booking.reference}`,
    );
    expect(mail!.html).toContain('lang="bn"');
    expect(agency).toHaveLength(1);
    expect(agency[0]!.subject).toBe(`New booking ${booking.reference}: Arjun Das, Darjeeling`);
    expect(agency[0]!.text).toContain('Check-in:');
    expect(agency[0]!.text).not.toMatch(/[\u0980-\u09FF]/u);
  });

  it('writes the receipt email and the WhatsApp text of a payment in Bengali', async () => {
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/payments`,
      headers: AS_ADMIN,
      payload: { amount: 9_160, paidOn: todayInIst(), method: 'upi' },
    });
    expect(paid.statusCode).toBe(201);
    const { traveller } = await mailsOf(booking.reference);
    const receipt = traveller.find((mail) => mail.subject?.startsWith('টাকা পেয়েছি'));
    expect(receipt?.subject).toBe(`টাকা পেয়েছি: ${booking.reference} বুকিংয়ের জন্য ₹9,160`);
    expect(receipt?.text).toContain('মাধ্যম: ইউপিআই (UPI)');
    expect(receipt?.text).toContain('এ পর্যন্ত জমা: ₹9,160');
    const whatsapp = renderWhatsApp(await travellerRow(booking._id, 'payment-recorded'), {
      siteName: 'Sonarpur Tours & Travels',
      siteUrl: 'https://tours.example',
    });
    expect(whatsapp).toContain('নমস্কার Arjun Das,');
    expect(whatsapp).toContain('₹9,160');
    expect(whatsapp).toContain(
      `https://tours.example/bn/booking-status?reference=${booking.reference}`,
    );
  });
});

describe('a booking made in Hindi', () => {
  it('emails the traveller in Hindi and the agency in English', async () => {
    const booking = await book('hi');
    expect(booking.language).toBe('hi');
    const { traveller, agency } = await mailsOf(booking.reference);
    expect(traveller).toHaveLength(1);
    expect(traveller[0]!.subject).toBe(`आपका बुकिंग अनुरोध ${booking.reference}`);
    const text = traveller[0]!.text ?? '';
    expect(text).toContain('प्रिय Arjun Das,');
    expect(text).toContain(
      `चेक-इन: ${Number(booking.checkIn.slice(8))} ${monthOf(booking.checkIn, 'hi')}`,
    );
    expect(text).toContain('अनुमानित यात्रा-मूल्य: ₹45,800');
    expect(text).toContain(
      `https://tours.example/hi/booking-status?reference=${booking.reference}`,
    );
    expect(traveller[0]!.html).toContain('lang="hi"');
    expect(agency[0]!.subject).toBe(`New booking ${booking.reference}: Arjun Das, Darjeeling`);
    expect(agency[0]!.text).not.toMatch(/[\u0900-\u097F]/u);
    const whatsapp = renderWhatsApp(await travellerRow(booking._id, 'booking-created'), {
      siteName: 'Sonarpur Tours & Travels',
      siteUrl: 'https://tours.example',
    });
    expect(whatsapp).toContain('नमस्ते Arjun Das,');
    expect(whatsapp).toContain(monthOf(booking.checkIn, 'hi'));
  });
});

describe('the language of a booking', () => {
  it('is English when none is sent (a booking made before the languages, or by the admin)', async () => {
    const booking = await book();
    expect(booking.language).toBe('en');
    const { traveller } = await mailsOf(booking.reference);
    expect(traveller[0]!.subject).toBe(`Your booking request ${booking.reference}`);
    expect(traveller[0]!.text).toContain(
      `See your booking: https://tours.example/booking-status?reference=${booking.reference}`,
    );
  });

  it('is one of en, bn and hi: anything else is a 400 that writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const language of ['fr', 'BN', '', 7]) {
      const response = await bookingRequest({ language });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(BOOKING_OFFICE_MESSAGES.language);
    }
    expect(await count()).toBe(before);
  });
});
