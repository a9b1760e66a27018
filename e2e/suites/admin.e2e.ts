// The admin console's sign-in, guard, session and access rules, through the host on :3000 (and
// once standalone on :3002), against the running API and Auth emulator.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  NOT_ADMIN_MESSAGE,
  adminUrl,
  answerDialog,
  assertAccessible,
  createClaimAdmin,
  createNonAdminUser,
  deleteEmulatorUser,
  demoAdmin,
  openAdmin,
  signIn,
  withPage,
} from '../support/admin-helpers';
import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';

const SECTIONS = [
  ['Manage Destinations', '/admin/manage-destinations'],
  ['Manage Popular Destinations', '/admin/manage-popular'],
  ['Manage Testimonials', '/admin/manage-testimonials'],
  ['Manage Contacts', '/admin/manage-contacts'],
  ['Manage Blogs', '/admin/manage-blogs'],
  ['Manage Bookings', '/admin/manage-bookings'],
] as const;

describe('admin console through the host on :3000', () => {
  it("refuses a wrong password with the SPEC message, saying 'Logging in...' meanwhile", async () => {
    await withPage(openPage(await sharedBrowser()), async ({ page }) => {
      await page.goto(adminUrl('/login'), { waitUntil: 'networkidle' });
      await assertAccessible(page, '/admin/login');

      // Hold the emulator's answer to see the busy state; the request itself is real.
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/accounts:signInWithPassword**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByLabel('Email').fill(demoAdmin().email);
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Logging in...' }).waitFor();
      release();

      await page.getByText('Invalid email or password. Please try again.').waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await assertAccessible(page, '/admin/login with the error');
    });
  });

  it('signs the demo admin in to the dashboard, keeps the session on reload, and logs out', async () => {
    await withPage(openPage(await sharedBrowser()), async ({ page, errors }) => {
      await page.goto(adminUrl('/dashboard'), { waitUntil: 'networkidle' });
      await page.waitForURL('**/admin/login');

      await signIn(page);
      assert.equal(new URL(page.url()).pathname, '/admin/dashboard');
      for (const [label, path] of SECTIONS) {
        const link = page.getByRole('link', { name: label, exact: true });
        assert.equal(await link.getAttribute('href'), path, label);
      }
      await assertAccessible(page, '/admin/dashboard');

      // A signed-in admin who opens the login page goes to the dashboard.
      await page.goto(adminUrl('/login'), { waitUntil: 'networkidle' });
      await page.waitForURL('**/admin/dashboard');

      // The session lasts for the browser session: a reload keeps the admin signed in.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();

      // Cancel keeps the session; Logout ends it.
      await page.getByRole('button', { name: 'Logout' }).click();
      const dialog = page
        .getByRole('dialog')
        .filter({ hasText: 'Are you sure you want to log out?' });
      await dialog.waitFor();
      await assertAccessible(page, 'the logout confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).pathname, '/admin/dashboard');

      await page.getByRole('button', { name: 'Logout' }).click();
      await answerDialog(page, 'Are you sure you want to log out?', 'Logout');
      await page.waitForURL('**/admin/login');
      await page.goto(adminUrl('/dashboard'), { waitUntil: 'networkidle' });
      await page.waitForURL('**/admin/login');
      assert.deepEqual(errors, []);
    });
  });

  it('sends a signed-out visitor of every manage screen to the login page', async () => {
    await withPage(openPage(await sharedBrowser()), async ({ page }) => {
      for (const [, path] of SECTIONS) {
        await page.goto(`${product().urls.site}${path}`, { waitUntil: 'networkidle' });
        await page.waitForURL('**/admin/login');
      }
    });
  });

  it('ends a session in a new tab: the session is per browser session, not shared', async () => {
    await withPage(openAdmin(), async ({ page }) => {
      const other = await page.context().newPage();
      await other.goto(adminUrl('/dashboard'), { waitUntil: 'networkidle' });
      await other.waitForURL('**/admin/login');
    });
  });

  it('every manage screen has a back button to the dashboard', async () => {
    await withPage(openAdmin(), async ({ page }) => {
      for (const [label] of SECTIONS) {
        await page.getByRole('link', { name: label, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: label }).waitFor();
        await page.getByRole('button', { name: 'Back to Dashboard' }).click();
        await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/admin/dashboard');
      }
    });
  });

  it("shows a non-admin emulator user 'This account is not an admin.' and no data", async () => {
    const visitor = await createNonAdminUser();
    await withPage(openAdmin(undefined, visitor), async ({ page, responses }) => {
      for (const section of ['Manage Bookings', 'Manage Contacts'] as const) {
        await page.getByRole('link', { name: section, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: section }).waitFor();
        await page.getByRole('main').getByText(NOT_ADMIN_MESSAGE).first().waitFor();
        assert.equal(await page.getByRole('table').count(), 0, `${section} shows no table`);
        await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      }
      const refused = responses.filter((response) =>
        new URL(response.url()).pathname.match(/^\/api\/(bookings|contact)$/),
      );
      assert.ok(refused.length >= 2);
      assert.ok(refused.every((response) => response.status() === 403));
    });
  });

  it('sends an admin whose account is gone (the API answers 401) to the login page', async () => {
    const admin = await createClaimAdmin();
    await withPage(openAdmin('Manage Contacts', admin), async ({ page }) => {
      // The custom claim makes an admin: the list is there.
      await page.getByRole('table').waitFor();
      await deleteEmulatorUser(admin.localId);

      // The dashboard asks the API for today's work: the 401 of that request signs the admin out.
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/admin/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      assert.equal(await page.getByRole('table').count(), 0);
    });
  });

  it('initialises Firebase only under /admin: a public page never reaches it', async () => {
    await withPage(openPage(await sharedBrowser()), async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${product().urls.site}/`, { waitUntil: 'networkidle' });
      await page.goto(`${product().urls.site}/places`, { waitUntil: 'networkidle' });
      const { emulator, admin } = product().urls;
      assert.deepEqual(
        requested.filter((url) => url.startsWith(emulator) || url.startsWith(admin)),
        [],
      );
      const firebaseApps = await page.evaluate(() =>
        Object.keys(window).filter((key) => key.toLowerCase().includes('firebase')),
      );
      assert.deepEqual(firebaseApps, []);
    });
  });
});

describe('admin console standalone on :3002', () => {
  it('signs the demo admin in and lists the bookings', async () => {
    await withPage(openPage(await sharedBrowser()), async ({ page }) => {
      const origin = product().urls.admin;
      await signIn(page, demoAdmin(), origin);
      assert.equal(new URL(page.url()).origin, origin);
      await page.getByRole('link', { name: 'Manage Bookings', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Manage Bookings' }).waitFor();
      await page.getByRole('table').waitFor();
    });
  });
});
