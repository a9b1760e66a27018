// Steps the booking office suites (and any admin suite) share: a signed-in page at a viewport,
// going to an admin screen and waiting for its heading, the phone-width check, and the website
// booking the office then works on.
import assert from 'node:assert/strict';

import type { Page } from 'playwright-core';

import { adminUrl, api, isoDay, signIn } from './admin-helpers';
import { openPage, type PageRecord } from './browser';
import { sharedBrowser } from './shared-browser';

/** A fresh browser context at `viewport` (the default size without one), signed in as the admin. */
export async function signedIn(viewport?: { width: number; height: number }): Promise<PageRecord> {
  const record = await openPage(await sharedBrowser(), viewport);
  await signIn(record.page);
  return record;
}

/** Opens the admin screen at `path` and waits for its level-one heading. */
export async function goTo(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(adminUrl(path), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Fails when the page is wider than its viewport (the phone screens must not scroll sideways). */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${where} scrolls sideways at ${client} px (${scroll} > ${client})`);
}

/**
 * A website booking of Darjeeling Deluxe for two, 100 to 104 days ahead: more than 90 days
 * ahead, so a confirmed one costs ₹1,500 to cancel.
 */
export async function websiteBooking<T>(name: string, phone: string): Promise<T> {
  const created = await api<T>('POST', '/bookings', {
    body: {
      name,
      phone,
      destination: 'Darjeeling',
      checkIn: isoDay(100),
      checkOut: isoDay(104),
      adults: 2,
      category: 'Deluxe',
      message: '',
    },
  });
  assert.equal(created.status, 201);
  return created.body;
}
