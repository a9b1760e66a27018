// The booking office from the owner's phone (issue 25): on a 390 px page the dashboard shows
// today's work first, the owner finds a booking by its reference, changes its dates (the effect on
// the schedule shown before saving), records the 20% deposit and sees the payment schedule with
// the deposit paid. The money-due view and the booking office settings too. axe and html-validate
// on every new screen; nothing scrolls sideways at 390 px, and the bookings table fits 1366 px.
// E2E_SHOTS=<folder> also saves screenshots of the dashboard, the list and the booking page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { api, assertAccessible, isoDay, uniqueName, withPage } from '../support/admin-helpers';
import { assertNoSidewaysScroll, goTo, signedIn, websiteBooking } from '../support/admin-pages';

interface StoredBooking {
  _id: string;
  reference: string;
  stage: string;
  checkIn: string;
  received: number;
  schedule: Array<{ kind: string; amount: number; dueOn: string; paid: boolean }>;
}

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SEARCH = 'Search by reference, name, phone or email';

/** A website booking, quoted ₹60,000 by the office (its schedule then exists). */
async function quotedBooking(name: string): Promise<StoredBooking> {
  const created = await websiteBooking<StoredBooking>(name, '9830098301');
  const quoted = await api<StoredBooking>('PUT', `/bookings/${created._id}`, {
    body: { quotedTotal: 60000 },
    admin: true,
  });
  assert.equal(quoted.status, 200);
  return created;
}

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

describe('admin: the booking office on a phone', () => {
  it('finds a booking by its reference, moves its dates, records the deposit, shows the schedule', async () => {
    const name = uniqueName('Phone Owner');
    const booking = await quotedBooking(name);

    await withPage(signedIn(PHONE), async ({ page, errors }) => {
      // Today's work first on a phone, SPEC's 'Manage Sections' below it.
      const work = page.getByRole('heading', { name: "Today's work" });
      await work.waitFor();
      await page.getByText("Loading today's work...").waitFor({ state: 'detached' });
      const sections = page.getByRole('heading', { level: 1, name: 'Manage Sections' });
      const [workBox, sectionsBox] = [await work.boundingBox(), await sections.boundingBox()];
      assert.ok(workBox && sectionsBox && workBox.y < sectionsBox.y, "today's work comes first");
      assert.ok(workBox.y < 400, `today's work starts near the top (${workBox.y} px)`);
      await page.getByRole('link', { name: /instalment|Nothing overdue/ }).waitFor();
      await assertAccessible(page, 'the dashboard (390 px)');
      await assertNoSidewaysScroll(page, 'the dashboard at 390 px');
      await shot(page, 'dashboard-390');

      // Found by the reference's last digits, then by the whole reference.
      await goTo(page, '/manage-bookings', 'Manage Bookings');
      const search = page.getByRole('searchbox', { name: SEARCH });
      await search.fill(booking.reference.slice(-4));
      await page.getByRole('link', { name: `Open booking ${booking.reference}` }).waitFor();
      await search.fill(booking.reference);
      const open = page.getByRole('link', { name: `Open booking ${booking.reference}` });
      await open.waitFor();
      // The search waits for typing to pause, then the server answers: the rows of the last
      // digits' search stay until then.
      const links = page.getByRole('link', { name: /^Open booking / });
      for (let tries = 0; tries < 50 && (await links.count()) !== 1; tries += 1) {
        await page.waitForTimeout(200);
      }
      assert.equal(await links.count(), 1);
      await assertAccessible(page, 'the bookings list searched (390 px)');
      await assertNoSidewaysScroll(page, 'the bookings list at 390 px');
      await shot(page, 'bookings-390');
      await open.click();

      // The dates moved: the effect on the schedule is shown before saving.
      await page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }).waitFor();
      const details = page.getByRole('region', { name: 'Details' });
      await details.getByRole('button', { name: 'Change details' }).click();
      const form = details.getByRole('region', { name: 'Change the details' });
      const checkIn = isoDay(120);
      await form.getByLabel('Check-in').fill(checkIn);
      await form.getByLabel('Check-out').fill(isoDay(124));
      const effect = form.getByRole('region', { name: 'Effect on the quote' });
      await effect.getByText('Quoted total now: ₹60,000', { exact: false }).waitFor();
      await effect.getByRole('table', { name: 'Payment schedule with these details' }).waitFor();
      await assertAccessible(page, 'the change of details (390 px)');
      await assertNoSidewaysScroll(page, 'the change of details at 390 px');
      await form.getByRole('button', { name: 'Save details' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText('Details saved.').waitFor();

      // The 20% deposit recorded: Confirmed, and the schedule says it is paid.
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByLabel('Amount (₹)').fill('12000');
      await payments.getByLabel('Transaction reference').fill('UPI2511');
      await payments.getByRole('button', { name: 'Record payment' }).click();
      await details.getByText('Confirmed', { exact: true }).waitFor();
      const schedule = page
        .getByRole('region', { name: 'Quote' })
        .getByRole('table', { name: 'Payment schedule' });
      await schedule
        .getByRole('row', { name: /Deposit \(20%\) to confirm ₹12,000 .* Paid/ })
        .waitFor();
      await schedule.getByRole('row', { name: /Further 40% .* ₹24,000 .* To pay/ }).waitFor();
      await assertAccessible(page, 'the booking page with its schedule (390 px)');
      await assertNoSidewaysScroll(page, 'the booking page at 390 px');
      await shot(page, 'booking-390');

      const stored = await api<StoredBooking>('GET', `/bookings/${booking._id}`, { admin: true });
      assert.equal(stored.body.reference, booking.reference, 'a reschedule keeps the reference');
      assert.equal(stored.body.checkIn, checkIn);
      assert.equal(stored.body.stage, 'confirmed');
      assert.equal(stored.body.received, 12000);
      assert.deepEqual(
        stored.body.schedule.map((instalment) => [instalment.kind, instalment.paid]),
        [
          ['deposit', true],
          ['before-journey', false],
          ['on-site', false],
        ],
      );
      assert.deepEqual(errors, []);
    });
  });

  it('shows the money due and the office settings cleanly at 390 px and 1366 px', async () => {
    await quotedBooking(uniqueName('Money Due'));
    for (const viewport of [PHONE, LAPTOP]) {
      const size = `${viewport.width} px`;
      await withPage(signedIn(viewport), async ({ page, errors }) => {
        await goTo(page, '/money-due', 'Money due');
        await page.getByText('Loading money due...').waitFor({ state: 'detached' });
        await assertAccessible(page, `the money due (${size})`);
        await assertNoSidewaysScroll(page, `the money due at ${size}`);

        await goTo(page, '/settings', 'Settings');
        const office = page.getByRole('region', { name: 'Booking office' });
        await office.getByLabel('Further 40% due, days before check-in').waitFor();
        await assertAccessible(page, `the settings (${size})`);
        await assertNoSidewaysScroll(page, `the settings at ${size}`);
        assert.deepEqual(errors, []);
      });
    }
  });

  it('fits the bookings table and the dashboard on a 1366 px laptop', async () => {
    const booking = await quotedBooking(uniqueName('Laptop View'));
    await withPage(signedIn(LAPTOP), async ({ page }) => {
      await page.getByRole('heading', { name: "Today's work" }).waitFor();
      await page.getByText("Loading today's work...").waitFor({ state: 'detached' });
      await shot(page, 'dashboard-1366');

      await goTo(page, '/manage-bookings', 'Manage Bookings');
      await page.getByRole('link', { name: `Open booking ${booking.reference}` }).waitFor();
      const table = await page.evaluate(() => {
        const box = document.querySelector('.ant-table-content, .ant-table-body');
        return box ? { scroll: box.scrollWidth, client: box.clientWidth } : null;
      });
      assert.ok(table, 'the table is shown');
      assert.ok(
        table.scroll <= table.client,
        `the table scrolls sideways (${table.scroll} > ${table.client})`,
      );
      await assertNoSidewaysScroll(page, 'the bookings list at 1366 px');
      await assertAccessible(page, 'the bookings list (1366 px)');
      await shot(page, 'bookings-1366');

      await page.getByRole('link', { name: `Open booking ${booking.reference}` }).click();
      await page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }).waitFor();
      await page.getByRole('table', { name: 'Payment schedule' }).waitFor();
      await shot(page, 'booking-1366');
    });
  });
});
