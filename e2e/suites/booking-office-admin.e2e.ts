// The booking office in the admin console, through the host against the running API: the admin
// opens a booking, sets its quote, records the 20% deposit (the booking is then Confirmed), opens
// the payment's receipt, and cancels with the charge the policy computes. axe on every new screen,
// on a wide screen and at 390 px (where nothing may scroll sideways).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  answerDialog,
  api,
  assertAccessible,
  uniqueName,
  withPage,
} from '../support/admin-helpers';
import { assertNoSidewaysScroll, goTo, signedIn, websiteBooking } from '../support/admin-pages';

interface StoredBooking {
  _id: string;
  reference: string;
  stage: string;
  cancellation: { charge: number; refund: number } | null;
}

const PHONE = { width: 390, height: 844 };

function newBooking(name: string): Promise<StoredBooking> {
  return websiteBooking<StoredBooking>(name, '9830098300');
}

describe('admin: the booking office', () => {
  it('quotes a booking, records 20% (Confirmed), prints its receipt, cancels with the computed charge', async () => {
    const name = uniqueName('Office Journey');
    const booking = await newBooking(name);

    await withPage(signedIn(), async ({ page, errors }) => {
      // From the list: the row opens the booking.
      await goTo(page, '/manage-bookings', 'Manage Bookings');
      await page
        .getByRole('searchbox', { name: 'Search by reference, name, phone or email' })
        .fill(name);
      await page.getByRole('link', { name: `Open booking ${booking.reference}` }).click();
      await page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }).waitFor();
      const details = page.getByRole('region', { name: 'Details' });
      await details.getByText('Provisional', { exact: true }).waitFor();
      await assertAccessible(page, 'the booking page');

      const quote = page.getByRole('region', { name: 'Quote' });
      await quote.getByLabel('Quoted total (₹)').fill('50000');
      await quote.getByRole('button', { name: 'Save quote' }).click();
      await quote.getByText('Deposit (20%): ₹10,000').waitFor();

      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByLabel('Amount (₹)').fill('10000');
      await payments.getByLabel('Transaction reference').fill('UPI0042');
      await payments.getByRole('button', { name: 'Record payment' }).click();
      await details.getByText('Confirmed', { exact: true }).waitFor();
      await details.getByText('₹10,000', { exact: true }).waitFor();

      await payments.getByRole('link', { name: `Receipt ${booking.reference}/1` }).click();
      await page.getByRole('heading', { name: `Receipt ${booking.reference}/1` }).waitFor();
      const receipt = page.getByRole('article');
      await receipt.getByText('Rupees Ten Thousand Only').waitFor();
      await receipt.getByText('₹40,000', { exact: true }).waitFor(); // the balance due
      await assertAccessible(page, 'the receipt');
      await page.getByRole('button', { name: 'Back to the booking' }).click();

      const cancellation = page.getByRole('region', { name: 'Cancellation' });
      await cancellation.getByRole('button', { name: 'Show the charge' }).click();
      await cancellation.getByText('₹1,500', { exact: true }).waitFor();
      await cancellation.getByText('₹8,500', { exact: true }).waitFor();
      await cancellation.getByRole('button', { name: 'Cancel booking' }).click();
      await answerDialog(page, 'Cancel this booking?', 'Cancel booking');
      await details.getByText('Cancelled', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Refund' }).getByText('₹8,500').waitFor();
      await assertAccessible(page, 'a cancelled booking');

      const stored = await api<StoredBooking>('GET', `/bookings/${booking._id}`, { admin: true });
      assert.equal(stored.body.stage, 'cancelled');
      assert.deepEqual(
        { charge: stored.body.cancellation?.charge, refund: stored.body.cancellation?.refund },
        { charge: 1500, refund: 8500 },
      );
      assert.deepEqual(errors, []);
    });
  });

  it('has no axe findings on the new screens, wide and at 390 px without sideways scrolling', async () => {
    const booking = await newBooking(uniqueName('Office Phone'));
    for (const viewport of [undefined, PHONE]) {
      const size = viewport ? '390 px' : 'wide';
      await withPage(signedIn(viewport), async ({ page }) => {
        await page.getByRole('heading', { name: "Today's work" }).waitFor();
        await page.getByText("Loading today's work...").waitFor({ state: 'detached' });
        await assertAccessible(page, `the dashboard (${size})`);
        if (viewport) await assertNoSidewaysScroll(page, 'the dashboard');

        await goTo(page, '/manage-bookings', 'Manage Bookings');
        await page.getByRole('link', { name: `Open booking ${booking.reference}` }).waitFor();
        await assertAccessible(page, `the bookings list (${size})`);
        if (viewport) {
          assert.equal(await page.getByRole('table').count(), 0, 'cards, not the table');
          await assertNoSidewaysScroll(page, 'the bookings list');
        }

        await goTo(page, `/bookings/${booking._id}`, `Booking ${booking.reference}`);
        await assertAccessible(page, `the booking page (${size})`);
        if (viewport) await assertNoSidewaysScroll(page, 'the booking page');

        await goTo(page, '/activity', 'Activity');
        await page.getByText('Loading the activity...').waitFor({ state: 'detached' });
        await assertAccessible(page, `the activity (${size})`);
        if (viewport) await assertNoSidewaysScroll(page, 'the activity');

        await goTo(page, '/holidays', 'Holidays');
        await page.getByText('Loading the holidays...').waitFor({ state: 'detached' });
        await assertAccessible(page, `the holidays (${size})`);
        if (viewport) await assertNoSidewaysScroll(page, 'the holidays');
      });
    }
  });
});
