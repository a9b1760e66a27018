// Helpers of the public-site journeys: open a page of the running site, and read back what a
// visitor stored through the admin API with a real emulator admin token (never a stub).
import type { Browser, Locator, Page } from 'playwright-core';

import { openPage, type PageRecord } from './browser';
import { product } from './product';
import { sharedBrowser } from './shared-browser';

export const MOBILE = { width: 375, height: 740 };

/**
 * Waits until the site's scripts have started: React has taken over #root (hydrating a page the
 * server rendered, or rendering one), so its buttons answer. A rendered page is readable and its
 * links work before that, but it starts its scripts only once it has loaded and painted.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** A fresh page of the site (host on :3000) at path, once the network is quiet and it has started. */
export async function openSite(
  path: string,
  viewport?: { width: number; height: number },
): Promise<PageRecord> {
  const browser: Browser = await sharedBrowser();
  const record = await openPage(browser, viewport);
  await record.page.goto(`${product().urls.site}${path}`, { waitUntil: 'networkidle' });
  await waitForApp(record.page);
  return record;
}

/** The server's HTML of a page, as a crawler gets it (no JavaScript), once it renders it. */
export async function rawPage(path: string) {
  const { urls } = product();
  // The site's server loads the container at start, beside the remotes starting: the first pages
  // may still be the client-rendered one.
  for (const deadline = Date.now() + 20_000; ;) {
    const response = await fetch(`${urls.site}${path}`);
    const html = await response.text();
    if (html.includes('data-ssr="public_site"') || Date.now() > deadline) {
      return { status: response.status, html, headers: response.headers };
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The UTC day `daysAhead` days from now, 'YYYY-MM-DD'. */
export const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Fills the booking dialog's form: check-in in 30 days for 4 nights, 2 adults, 1 child, Deluxe. */
export async function fillBooking(
  dialog: Locator,
  values: { name: string; phone: string; destination?: string; message?: string; email?: string },
) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(values.phone);
  if (values.email)
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
  if (values.destination) {
    const select = dialog.getByRole('combobox', { name: 'Destination' });
    // The list is fetched when the dialog opens: wait for the option before choosing it.
    await select.locator('option', { hasText: values.destination }).waitFor({ state: 'attached' });
    await select.selectOption(values.destination);
  }
  await dialog.getByLabel('Check-in').fill(isoDay(30));
  await dialog.getByLabel('Check-out').fill(isoDay(34));
  await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('2');
  await dialog.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }).fill('1');
  await dialog.getByRole('combobox', { name: 'Hotel Category' }).selectOption('Deluxe');
  if (values.message)
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(values.message);
}

/** A name no other run or test uses, so a stored row can be found again. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

let idToken: Promise<string> | null = null;

/** The demo admin's ID token from the Auth emulator's REST API. */
function adminToken(): Promise<string> {
  idToken ??= (async () => {
    const { env, urls } = product();
    const response = await fetch(
      `${urls.emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${env.FIREBASE_API_KEY ?? 'demo-key'}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: env.DEMO_ADMIN_EMAIL,
          password: env.DEMO_ADMIN_PASSWORD,
          returnSecureToken: true,
        }),
      },
    );
    if (!response.ok) throw new Error(`emulator sign-in: HTTP ${response.status}`);
    return ((await response.json()) as { idToken: string }).idToken;
  })();
  return idToken;
}

/** GET {api}{path} as the admin. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${product().urls.api}${path}`, {
    headers: { Authorization: `Bearer ${await adminToken()}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} as admin: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** GET {api}{path} as a visitor. */
export async function publicGet<T>(path: string): Promise<T> {
  const response = await fetch(`${product().urls.api}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
