import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';

// Strings only found in the admin console's libraries.
const ADMIN_ONLY_MARKERS = [
  '@firebase/',
  'FirebaseError',
  '@ant-design',
  'data-rc-order',
  '@@redux-saga',
];

describe('public site through the host on :3000', () => {
  it('shows the home page with header, hero and footer', async () => {
    const { page, errors } = await openPage(await sharedBrowser());
    await page.goto(`${product().urls.site}/`, { waitUntil: 'networkidle' });

    const banner = page.getByRole('banner');
    await banner
      .getByRole('link', { name: /Sonarpur Tours/ })
      .first()
      .waitFor();
    for (const name of ['Home', 'About', 'Places', 'Blogs']) {
      assert.equal(
        await banner.getByRole('link', { name, exact: true }).count(),
        1,
        `header link ${name}`,
      );
    }
    assert.ok(await banner.getByRole('button', { name: 'Book Now' }).isVisible());
    assert.ok(
      await page.getByRole('heading', { level: 1, name: 'Welcome to the agency' }).isVisible(),
    );
    assert.ok(await page.getByRole('contentinfo').isVisible());
    assert.deepEqual(
      errors.filter((error) => !error.includes('/api/')),
      [],
    );
    await page.context().close();
  });

  it('opens the booking dialog from Book Now and closes it with Escape', async () => {
    const { page } = await openPage(await sharedBrowser());
    await page.goto(`${product().urls.site}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  for (const path of ['/', '/places', '/blogs']) {
    it(`downloads no admin-console code (antd, firebase, redux-saga) on ${path}`, async () => {
      const { page, responses } = await openPage(await sharedBrowser());
      await page.goto(`${product().urls.site}${path}`, { waitUntil: 'networkidle' });
      const adminOrigin = new URL(product().urls.admin).origin;
      const fromAdmin = responses.filter(
        (response) => new URL(response.url()).origin === adminOrigin,
      );
      assert.deepEqual(
        fromAdmin.map((response) => response.url()),
        [],
      );
      for (const response of responses) {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) continue;
        const body = await response.text();
        for (const marker of ADMIN_ONLY_MARKERS) {
          assert.ok(!body.includes(marker), `${response.url()} contains ${marker}`);
        }
      }
      await page.context().close();
    });
  }
});
