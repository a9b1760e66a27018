// Online payments on the traveller's booking page (issue 28, docs/payments.md). The run's product
// has no Razorpay settings: a booking's page offers the UPI QR and no 'Pay online'. Then the same
// product's API is restarted with the settings, pointed at the local fake Razorpay (the API tests'
// own: the documented Payment Links API, Razorpay's signatures), and put back as it was at the end:
// a new booking's page offers 'Pay ₹9,160 online' (its deposit, the link Razorpay made); the
// traveller back from Razorpay with a valid signature reads the thank-you, with a forged one the
// warning and no thank-you, and neither return writes a payment (only the webhook does). axe clean.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createRequire } from 'node:module';

import type * as BookingOffice from '@tours/shared-ui/booking-office';
import type { BookingRecord } from '@tours/shared-ui/booking-office';
import type { Page } from 'playwright-core';

import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  signCallback,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../../api-server/src/testing/fake-razorpay';
import { api, assertAccessible } from '../support/admin-helpers';
import { product, type Service } from '../support/product';
import { openSite, uniqueName } from '../support/site-helpers';

// shared-ui's ES module build is for webpack (extensionless paths); Node loads its CommonJS build.
const {
  depositFor,
  formatInr,
  ONLINE_PAYMENT_NOT_CONFIRMED,
  ONLINE_PAYMENT_RECEIVED,
  payOnlineText,
} = createRequire(import.meta.url)('@tours/shared-ui/booking-office') as typeof BookingOffice;

const PHONE = '9832054321';
const NARROW = { width: 390, height: 844 };
// Darjeeling, Deluxe, two adults: the demo content's ₹22,900 a person, quoted ₹45,800 at once.
const BOOKING = {
  phone: PHONE,
  email: 'online.payer@example.in',
  destination: 'Darjeeling',
  adults: 2,
  children: 0,
  category: 'Deluxe',
};

/** The API service with the environment it starts with (scripts/lib/product.mjs keeps it). */
const apiService = () => product().services.api as Service & { env: Record<string, string> };

/** Restarts the product's API with `env` (the same database, the same port). */
async function restartApi(env: Record<string, string>): Promise<void> {
  const service = apiService();
  await service.stop();
  service.env = env;
  await service.start();
}

async function book(): Promise<BookingRecord> {
  const day = (ahead: number) =>
    new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const { status, body } = await api<BookingRecord>('POST', '/bookings', {
    body: { ...BOOKING, name: uniqueName('Online Payer'), checkIn: day(50), checkOut: day(54) },
  });
  assert.equal(status, 201);
  assert.equal(body.quotedTotal, 45_800, 'quoted at once from the demo prices');
  return body;
}

/** Opens the booking's page as a traveller with the kept link would, and looks it up. */
async function openBooking(reference: string, query = ''): Promise<Page> {
  const { page } = await openSite(`/booking-status?reference=${reference}${query}`, NARROW);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(PHONE);
  await page.getByRole('button', { name: 'Show booking' }).click();
  await page.getByRole('region', { name: 'Booking details' }).waitFor();
  return page;
}

const payOnline = (page: Page) => page.getByRole('link', { name: /^Pay ₹[\d,]+ online$/ });

describe('online payments on the booking page', () => {
  let razorpay: FakeRazorpay | null = null;
  let unsetEnv: Record<string, string> = {};

  before(async () => {
    unsetEnv = { ...apiService().env };
  });

  after(async () => {
    // The rest of the run sees the product as it started: no Razorpay.
    if (apiService().env.RAZORPAY_KEY_ID) await restartApi(unsetEnv);
    await razorpay?.close();
  });

  it('without the Razorpay settings: the UPI QR, no Pay online', async () => {
    const booking = await book();
    const page = await openBooking(booking.reference);
    const deposit = page.getByRole('region', { name: 'Deposit due (20%)' });
    await deposit.getByRole('img', { name: /^UPI QR code to pay/ }).waitFor();
    assert.equal(await payOnline(page).count(), 0);
    const status = await api<{ onlinePayment: unknown }>(
      'GET',
      `/bookings/status?reference=${booking.reference}&phone=${PHONE}`,
    );
    assert.equal(status.body.onlinePayment, null);
    await page.context().close();
  });

  it('with Razorpay: Pay online with the deposit; a signed return thanks, a forged one warns; nothing written', async () => {
    razorpay = await startFakeRazorpay();
    await restartApi({
      ...unsetEnv,
      RAZORPAY_KEY_ID: FAKE_KEY_ID,
      RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    });
    const booking = await book();
    const deposit = depositFor(45_800);
    // The link is made right after the booking's commit.
    const deadline = Date.now() + 15_000;
    while (!razorpay.linkByReference(`${booking.reference}-D1`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const link = razorpay.linkByReference(`${booking.reference}-D1`);
    assert.ok(link, 'Razorpay has the deposit link');
    assert.equal(link.amount, deposit * 100);

    const page = await openBooking(booking.reference);
    const pay = payOnline(page);
    await pay.waitFor();
    assert.equal(await pay.textContent(), payOnlineText(deposit));
    assert.equal(payOnlineText(deposit), `Pay ${formatInr(9_160)} online`);
    assert.equal(await pay.getAttribute('href'), link.short_url);
    await assertAccessible(page, 'booking page with Pay online (390 px)');
    await page.context().close();

    // Razorpay sends the traveller back: the same return, signed by Razorpay and forged.
    const payment = razorpay.pay(link.id);
    const back = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    };
    const signature = signCallback({
      linkId: link.id,
      referenceId: link.reference_id,
      status: 'paid',
      paymentId: payment.id,
    });
    const returnQuery = (signed: string) =>
      `&${new URLSearchParams({ ...back, razorpay_signature: signed }).toString()}`;

    const thanked = await openBooking(booking.reference, returnQuery(signature));
    await thanked.getByText(ONLINE_PAYMENT_RECEIVED).waitFor();
    await assertAccessible(thanked, 'booking page back from Razorpay, paid (390 px)');
    await thanked.context().close();

    const forged = await openBooking(booking.reference, returnQuery('f'.repeat(64)));
    await forged.getByText(ONLINE_PAYMENT_NOT_CONFIRMED).waitFor();
    assert.equal(await forged.getByText(ONLINE_PAYMENT_RECEIVED).count(), 0);
    await assertAccessible(forged, 'booking page back from Razorpay, forged (390 px)');
    await forged.context().close();

    // Only Razorpay's signed webhook records money: neither return wrote a payment.
    const online = await api<{ payments: unknown[] }>('GET', '/payments/online', { admin: true });
    assert.equal(online.status, 200);
    assert.deepEqual(online.body.payments, []);
    const status = await api<{ stage: string; payments?: unknown[] }>(
      'GET',
      `/bookings/status?reference=${booking.reference}&phone=${PHONE}`,
    );
    assert.equal(status.body.stage, 'provisional');
  });
});
