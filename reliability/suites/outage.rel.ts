// Fault (b): the API goes down under a visitor. Public pages show the SPEC's error texts, the
// booking dialog says 'Failed to submit booking.' and keeps what was typed, and submitting again
// once the API is back stores the booking.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Locator } from 'playwright-core';

import { idToken, isoDay } from '../../e2e/support/admin-helpers';
import { openPage } from '../../e2e/support/browser';
import { product } from '../../e2e/support/product';
import { sharedBrowser } from '../../e2e/support/shared-browser';
import { waitForApp } from '../../e2e/support/site-helpers';
import { figures } from '../support/figures';
import { send } from '../support/http';
import { unique } from '../support/records';

const BOOKING_FAILED = 'Failed to submit booking.';
const BOOKING_SUCCESS = 'Booking submitted successfully!';

async function fillBooking(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9876501234');
  const select = dialog.getByRole('combobox', { name: 'Destination' });
  await select.locator('option', { hasText: 'Darjeeling' }).waitFor({ state: 'attached' });
  await select.selectOption('Darjeeling');
  await dialog.getByLabel('Check-in').fill(isoDay(40));
  await dialog.getByLabel('Check-out').fill(isoDay(43));
  await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('3');
  await dialog.getByRole('combobox', { name: 'Hotel Category' }).selectOption('Luxury');
  await dialog
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Typed before the outage');
}

describe('the API down under a visitor (Chromium)', () => {
  it('error texts on the pages, the booking kept and sent once the API is back', async () => {
    const { services, urls } = product();
    const published = await send<{ blogs: Array<{ slug: string }> }>(`${urls.api}/blogs`);
    const slug = published.body.blogs[0]!.slug;
    const record = await openPage(await sharedBrowser());
    const { page } = record;
    const name = unique('Outage Booking');
    try {
      await page.goto(`${urls.site}/`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
      await fillBooking(dialog, name);

      await services.api.stop();
      figures.faults += 1;
      try {
        await dialog.getByRole('button', { name: 'Submit Booking' }).click();
        await dialog.getByText(BOOKING_FAILED).waitFor({ timeout: 15_000 });
        assert.ok(await dialog.isVisible(), 'the dialog stays open');
        assert.equal(
          await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
          name,
        );
        assert.equal(
          await dialog.getByRole('textbox', { name: 'Message', exact: true }).inputValue(),
          'Typed before the outage',
        );

        const other = await openPage(await sharedBrowser());
        try {
          await other.page.goto(`${urls.site}/places`, { waitUntil: 'networkidle' });
          await other.page
            .getByText(/^Error: /)
            .first()
            .waitFor({ timeout: 15_000 });
          await other.page.goto(`${urls.site}/blogs/${slug}`, { waitUntil: 'networkidle' });
          await other.page
            .getByText('Something went wrong. Please try again later.')
            .waitFor({ timeout: 15_000 });
        } finally {
          await other.page.context().close();
        }
      } finally {
        await services.api.start();
      }

      await dialog.getByRole('button', { name: 'Submit Booking' }).click();
      await page.getByRole('status').getByText(BOOKING_SUCCESS).waitFor({ timeout: 15_000 });
      const bookings = await send<Array<{ name: string; adults: number }>>(`${urls.api}/bookings`, {
        token: await idToken(),
      });
      const stored = bookings.body.filter((booking) => booking.name === name);
      figures.rowsChecked += 1;
      assert.equal(stored.length, 1, 'stored once, after the retry');
      assert.equal(stored[0]!.adults, 3);
    } finally {
      await page.context().close();
    }
  });
});
