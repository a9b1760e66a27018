// The traveller's booking page (issue 13): a visitor books through the site and lands on their
// booking's page (reference, hold deadline, deposit with its UPI QR code), then opens the page again
// from the kept link and looks it up by reference and phone number; a wrong phone gets the API's one
// 404 message. axe and html-validate on the page with a booking showing, at 390 px and wide.
// GST (issue 27): the booking is made from Odisha, stored so; with GST on, its deposit's receipt
// voucher is listed on the page and its PDF downloads from the plain link.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { axeViolations, describeViolations } from '../support/axe';
import { assertValidHtml } from '../support/html-validate';
import { api, isoDay as localDay } from '../support/admin-helpers';
import { fillBooking, openSite, uniqueName } from '../support/site-helpers';

const PHONE = '9832012345';
const NARROW = { width: 390, height: 844 };

/** Books Darjeeling (Deluxe, priced in the demo content) from the header; answers the reference. */
async function bookThroughTheSite(page: Page): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
  await fillBooking(dialog, {
    name: uniqueName('Status Page'),
    phone: PHONE,
    email: 'traveller@example.in',
    destination: 'Darjeeling',
  });
  // A family: the demo prices have a child price, so the API estimates the quoted total of two
  // adults (Deluxe ₹22,900 each) and one child (₹8,200): ₹54,000.
  await dialog.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }).fill('1');
  // The place of supply of its tax documents (issue 27): another state than the agency's.
  await dialog.getByRole('combobox', { name: 'Your state' }).selectOption({ label: 'Odisha' });
  await dialog.getByRole('button', { name: 'Submit Booking' }).click();
  await page.getByRole('status').getByText('Booking submitted successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  const booked = page.getByRole('region', { name: 'Booking received' });
  await booked.waitFor();
  const reference = (await booked.locator('strong').textContent())?.trim() ?? '';
  assert.match(reference, /^SPT-\d{4}-\d{4}$/);
  return reference;
}

async function assertAccessible(page: Page, what: string) {
  // Panels are in place; wait for any transition to end before axe reads colours.
  await page.waitForTimeout(500);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
  await assertValidHtml(page, what);
}

describe('booking status page', () => {
  let reference = '';

  it('after booking, the visitor lands on their booking page: reference, hold, deposit with UPI QR', async () => {
    const { page } = await openSite('/', NARROW);
    reference = await bookThroughTheSite(page);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/booking-status');
    assert.equal(url.searchParams.get('reference'), reference);
    assert.ok(!page.url().includes(PHONE), 'the phone number is not in the address');

    const booked = page.getByRole('region', { name: 'Booking received' });
    assert.match((await booked.textContent()) ?? '', /We hold your booking until .+ IST\./);
    assert.match(
      (await booked.textContent()) ?? '',
      /Pay the deposit of ₹10,800 \(20% of ₹54,000\)/,
    );
    assert.equal(
      await booked.getByRole('link').getAttribute('href'),
      `/booking-status?reference=${reference}`,
    );

    const details = page.getByRole('region', { name: 'Booking details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    assert.match(text, /DestinationDarjeeling/);
    assert.match(text, /StageProvisional/);
    const payment = page.getByRole('region', { name: 'Deposit due (20%)' });
    const qr = payment.getByRole('img', { name: /^UPI QR code to pay ₹[\d,]+$/ });
    await qr.waitFor();
    const link = await payment
      .getByRole('link', { name: 'Pay with a UPI app' })
      .getAttribute('href');
    assert.match(
      link ?? '',
      new RegExp(
        `^upi://pay\\?pa=sonarpur\\.tours@okhdfcbank&pn=.+&am=\\d+\\.00&cu=INR&tn=${reference}$`,
      ),
    );
    // No horizontal scrolling at 390 px.
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the page fits 390 px',
    );
    await assertAccessible(page, 'booking page after booking (390 px)');
    await page.context().close();
  });

  it('the kept link, reloaded later: the page asks for the phone number and shows the booking', async () => {
    assert.ok(reference, 'a booking was made above');
    const { page } = await openSite(`/booking-status?reference=${reference}`);
    const referenceField = page.getByRole('textbox', { name: 'Booking reference' });
    assert.equal(await referenceField.inputValue(), reference);
    assert.equal(await page.getByRole('region', { name: 'Booking details' }).count(), 0);

    // A wrong phone number: the API's one message, nothing about the booking.
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9000000001');
    await page.getByRole('button', { name: 'Show booking' }).click();
    await page.getByText('No booking matches that reference and phone number.').waitFor();
    assert.equal(await page.getByRole('region', { name: 'Booking details' }).count(), 0);

    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(PHONE);
    await page.getByRole('button', { name: 'Show booking' }).click();
    const details = page.getByRole('region', { name: 'Booking details' });
    await details.waitFor();
    assert.match((await details.textContent()) ?? '', new RegExp(`Reference${reference}`));
    await page.getByRole('region', { name: 'Deposit due (20%)' }).getByRole('img').waitFor();
    await assertAccessible(page, 'booking page looked up (wide)');

    // The same after a reload by the browser.
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(
      await page.getByRole('textbox', { name: 'Booking reference' }).inputValue(),
      reference,
    );
    await page.context().close();
  });

  it("with GST on, the deposit's receipt voucher is on the booking page and its PDF downloads", async () => {
    assert.ok(reference, 'a booking was made above');
    const found = await api<{ _id: string; reference: string }[]>(
      'GET',
      `/bookings?q=${reference}`,
      { admin: true },
    );
    const booking = found.body.find((one) => one.reference === reference);
    assert.ok(booking, 'the booking is stored');
    const stored = await api<{ stateCode: string; gstin: string | null }>(
      'GET',
      `/bookings/${booking._id}`,
      { admin: true },
    );
    assert.equal(stored.body.stateCode, '21', "the form's state is stored (Odisha)");

    const before = await api<Record<string, unknown>>('GET', '/settings/gst', { admin: true });
    assert.equal(before.status, 200);
    const on = await api('PUT', '/settings/gst', {
      admin: true,
      body: {
        ...before.body,
        enabled: true,
        // A West Bengal GSTIN with its check character (GSTN's mod-36).
        gstin: '19AAACS1234B1ZX',
        legalName: 'Sonarpur Tours and Travels',
        address: 'Station Road, Sonarpur, Kolkata 700150, West Bengal',
        stateCode: '19',
      },
    });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    try {
      const paid = await api('POST', `/bookings/${booking._id}/payments`, {
        admin: true,
        body: { amount: 10800, paidOn: localDay(0), method: 'upi', reference: 'UPI2711GST' },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));

      const { page } = await openSite(`/booking-status?reference=${reference}`, NARROW);
      await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(PHONE);
      await page.getByRole('button', { name: 'Show booking' }).click();
      const documents = page.getByRole('region', { name: 'Tax documents' });
      await documents.waitFor();
      const item = documents.getByRole('listitem');
      assert.equal(await item.count(), 1);
      const text = (await item.textContent()) ?? '';
      assert.match(text, /^Receipt Voucher RV\/\d{4}-\d{2}\/\d{4}/);
      assert.match(text, /₹10,800\.00/);
      const number = /RV\/\d{4}-\d{2}\/\d{4}/.exec(text)?.[0] ?? '';
      await assertAccessible(page, 'booking page with its tax documents (390 px)');

      const link = documents.getByRole('link', {
        name: `Download PDF of Receipt Voucher ${number}`,
      });
      // A plain link to the API: the same address answers the PDF without the page's scripts.
      const href = (await link.getAttribute('href')) ?? '';
      const direct = await fetch(href);
      assert.equal(direct.status, 200);
      assert.match(direct.headers.get('content-type') ?? '', /^application\/pdf/);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      assert.equal(download.suggestedFilename(), `${number.replaceAll('/', '-')}.pdf`);
      const file = await download.path();
      const { readFile } = await import('node:fs/promises');
      assert.equal((await readFile(file)).subarray(0, 5).toString('latin1'), '%PDF-');
      // Another phone number gets nothing.
      const wrong = await fetch(href.replace(`phone=${PHONE}`, 'phone=9000000001'));
      assert.equal(wrong.status, 404);
      await page.context().close();
    } finally {
      // The other suites run with GST as it was.
      await api('PUT', '/settings/gst', { admin: true, body: before.body });
    }
  });

  it('the Refund Policy calculator answers with the rule', async () => {
    const { page } = await openSite('/refund-policy', NARROW);
    const calculator = page.getByRole('region', { name: 'Cancellation charge calculator' });
    const journey = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await calculator.getByLabel('Journey date').fill(journey);
    await calculator.getByRole('spinbutton', { name: 'Tour price (₹)' }).fill('50000');
    await calculator.getByRole('spinbutton', { name: 'Paid so far (₹)' }).fill('10000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const result = calculator.getByRole('region', { name: 'If you cancel today' });
    await result.waitFor();
    assert.match((await result.textContent()) ?? '', /the policy sets no charge/);
    await assertAccessible(page, 'refund calculator result (390 px)');
    await page.context().close();
  });
});
