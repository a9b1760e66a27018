// Helpers of the admin console suites: sign in through the login page like a person, reach a
// manage screen from the dashboard, confirm dialogs, check accessibility, and talk to the real
// API and Auth emulator (never a stub) to set up or read back what a screen changed.
import assert from 'node:assert/strict';

import type { Locator, Page } from 'playwright-core';

import { axeViolations, describeViolations } from './axe';
import { openPage, type PageRecord } from './browser';
import { assertValidHtml } from './html-validate';
import { LISTED_UNVERIFIED_EMAIL, product } from './product';
import { sharedBrowser } from './shared-browser';
import { waitForAnimations, waitForCount } from './wait';

export interface Credentials {
  email: string;
  password: string;
}

export const NOT_ADMIN_MESSAGE = 'This account is not an admin.';

export function demoAdmin(): Credentials {
  const { env } = product();
  return { email: env.DEMO_ADMIN_EMAIL!, password: env.DEMO_ADMIN_PASSWORD! };
}

/** An address of the admin console through the host (:3000), or standalone with `origin`. */
export function adminUrl(path: string, origin = product().urls.site): string {
  return `${origin}/admin${path}`;
}

/** A name no other test or run uses, so that its row can be found again. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Signs in on the login page and waits for the dashboard. */
export async function signIn(
  page: Page,
  { email, password }: Credentials = demoAdmin(),
  origin?: string,
): Promise<void> {
  await page.goto(adminUrl('/login', origin), { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();
}

/**
 * A fresh browser context signed in as the demo admin (or `as`), on the manage screen the
 * dashboard link `section` leads to (or on the dashboard).
 */
export async function openAdmin(section?: string, as?: Credentials): Promise<PageRecord> {
  const record = await openPage(await sharedBrowser());
  await signIn(record.page, as);
  if (section) {
    await record.page.getByRole('link', { name: section, exact: true }).click();
    await record.page.getByRole('heading', { level: 1, name: section }).waitFor();
  }
  return record;
}

/** Answers the open confirmation dialog asking `question` with the button `answer`. */
export async function answerDialog(page: Page, question: string, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor();
  // antd zooms the dialog in. A press and a release while it still grows can land on different
  // elements, and Chromium then clicks their common parent, not the button: the dialog stays open.
  await waitForAnimations(page);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page as it is now, and with
 * what html-validate finds in its rendered HTML (admin-console/.htmlvalidate.mjs).
 */
export async function assertAccessible(page: Page, where: string): Promise<void> {
  // Midway through antd's opening animations (a fading dialog, a wave on a clicked button) text
  // is drawn half transparent; axe judges the page as it settles.
  await waitForAnimations(page);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `axe on ${where}:\n${describeViolations(violations)}`);
  await assertValidHtml(page, where, 'admin-console');
}

/** The table row (or list item) that shows `text`. */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * Waits until the table shows exactly `count` rows (header included). A search box filters after
 * typing: the row looked for is there before and after, so waiting for it alone races the filter.
 */
export function waitForRowCount(page: Page, count: number, timeoutMs = 10_000) {
  return waitForCount(page.getByRole('row'), count, 'table rows', timeoutMs);
}

export function cardWith(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text });
}

/** The page's context is closed whatever the test's outcome. */
export async function withPage<T>(
  record: PageRecord | Promise<PageRecord>,
  test: (record: PageRecord) => Promise<T>,
): Promise<T> {
  const opened = await record;
  try {
    return await test(opened);
  } finally {
    await opened.page.context().close();
  }
}

// ---------------------------------------------------------------------------------------------
// The Auth emulator and the API, for setting up and reading back

async function emulatorAccounts(action: string, body: unknown): Promise<Record<string, unknown>> {
  const { env, urls } = product();
  const response = await fetch(
    `${urls.emulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${env.FIREBASE_API_KEY ?? 'demo-key'}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`emulator ${action}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The emulator's admin REST API (the `owner` token is the emulator's stand-in for a service). */
async function emulatorProjectCall(action: string, body: unknown): Promise<void> {
  const { env, urls } = product();
  const response = await fetch(
    `${urls.emulator}/identitytoolkit.googleapis.com/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:${action}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`emulator ${action}: HTTP ${response.status}`);
}

/** A new emulator user with the custom claim admin: true, and its id for deleting it later. */
export async function createClaimAdmin(): Promise<Credentials & { localId: string }> {
  const credentials = {
    email: `claim-admin-${Date.now().toString(36)}@example.com`,
    password: 'ClaimAdmin-123',
  };
  const { localId } = await emulatorAccounts('signUp', credentials);
  await emulatorProjectCall('update', {
    localId,
    customAttributes: JSON.stringify({ admin: true }),
  });
  return { ...credentials, localId: String(localId) };
}

/** Deletes an emulator user: its tokens stop being accepted (the API checks revocation). */
export async function deleteEmulatorUser(localId: string): Promise<void> {
  await emulatorProjectCall('delete', { localId });
}

/** A new emulator user who is not an admin (not in ADMIN_EMAILS, no admin claim). */
export async function createNonAdminUser(): Promise<Credentials> {
  const credentials = {
    email: `visitor-${Date.now().toString(36)}@example.com`,
    password: 'NotAnAdmin-123',
  };
  await emulatorAccounts('signUp', credentials);
  return credentials;
}

/** The user of LISTED_UNVERIFIED_EMAIL (made once per run): listed as an admin, never verified. */
export async function listedUnverifiedUser(): Promise<Credentials> {
  const credentials = { email: LISTED_UNVERIFIED_EMAIL, password: 'NotVerified-123' };
  try {
    await emulatorAccounts('signUp', credentials);
  } catch (error) {
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
  }
  return credentials;
}

export async function idToken(credentials: Credentials = demoAdmin()): Promise<string> {
  return String((await emulatorAccounts('signInWithPassword', credentials)).idToken);
}

/** Calls the API as a visitor, or as the demo admin with `admin`. */
export async function api<T>(
  method: string,
  path: string,
  { body, admin = false }: { body?: unknown; admin?: boolean } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (admin) headers.Authorization = `Bearer ${await idToken()}`;
  const response = await fetch(`${product().urls.api}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The day `daysAhead` from today, as the date inputs take it. */
export function isoDay(daysAhead = 0): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Whether the API has the DELETE route of a collection (a made-up id answers 404 either way). */
export async function hasDeleteRoute(path: string): Promise<boolean> {
  const { status, body } = await api<{ message?: string }>(
    'DELETE',
    `${path}/00000000-0000-4000-8000-000000000000`,
    { admin: true },
  );
  // The API's answer for a path it has no route for is 'Not found.'; an unknown id of a route
  // that exists is '<Label> not found.'.
  return !(status === 404 && body?.message === 'Not found.');
}
