// The traveller's booking page (issue 13): a visitor books through the site and lands on their
// booking's page (reference, hold deadline, deposit with its UPI QR code), then opens the page again
// from the kept link and looks it up by reference and phone number; a wrong phone gets the API's one
// 404 message. axe and html-validate on the page with a booking showing, at 390 px and wide.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { axeViolations, describeViolations } from '../support/axe';
import { assertValidHtml } from '../support/html-validate';
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
