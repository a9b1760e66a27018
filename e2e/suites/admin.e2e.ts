import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';

describe('admin console through the host on :3000', () => {
  it('refuses a wrong password with the SPEC message', async () => {
    const { page } = await openPage(await sharedBrowser());
    await page.goto(`${product().urls.site}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(product().env.DEMO_ADMIN_EMAIL!);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    await page.context().close();
  });

  it('signs the demo admin in to the dashboard, and guards it after sign-out', async () => {
    const { page } = await openPage(await sharedBrowser());
    await page.goto(`${product().urls.site}/admin/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForURL('**/admin/login');

    await page.getByLabel('Email').fill(product().env.DEMO_ADMIN_EMAIL!);
    await page.getByLabel('Password').fill(product().env.DEMO_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/dashboard');

    // The session lasts for the browser session: a reload keeps the admin signed in.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to log out?').first().waitFor();
    await page
      .getByRole('button', { name: /^(OK|Yes|Logout)$/ })
      .last()
      .click();
    await page.waitForURL('**/admin/login');
    await page.goto(`${product().urls.site}/admin/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForURL('**/admin/login');
    await page.context().close();
  });
});
