import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';
import { openSite, publicGet, waitForApp } from '../support/site-helpers';

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
    await waitForApp(page);
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

  it('leads every header and footer link of every public route to a page that exists', async () => {
    const { blogs } = await publicGet<{ blogs: Array<{ slug: string; status: string }> }>('/blogs');
    const blog = blogs.find((item) => item.status === 'Published');
    assert.ok(blog, 'the demo content has a published blog');
    const routes = [
      '/',
      '/about',
      '/places',
      '/destinations/darjeeling',
      '/contact-us',
      '/blogs',
      `/blogs/${blog.slug}`,
      '/terms',
      '/privacy-policy',
      '/refund-policy',
    ];
    const site = new URL(product().urls.site);
    // Every address a header or footer link of the site leads to, and where it was found.
    const targets = new Map<string, string>();
    for (const route of routes) {
      const { page } = await openSite(route);
      await page.getByRole('contentinfo').getByRole('link').first().waitFor();
      // The href the browser resolved, i.e. where a click goes.
      const hrefs = await page
        .locator('header a[href], footer a[href]')
        .evaluateAll((links) =>
          links
            .filter((link) => !link.closest('.ps-language-switch'))
            .map((link) => (link as HTMLAnchorElement).href),
        );
      // The language switches (header and footer, issue 29) lead to this very page in English,
      // Bengali and Hindi, its query kept.
      const languages = await page
        .locator('.ps-language-switch a[href]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      const english = route === '/' ? '' : route;
      const same = [route, `/bn${english}`, `/hi${english}`];
      assert.deepEqual(languages, [...same, ...same], `the language switches of ${route}`);
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== site.origin) continue;
        if (!targets.has(url.pathname)) targets.set(url.pathname, route);
      }
      await page.context().close();
    }
    assert.ok(targets.has('/privacy-policy'), 'the footer links to /privacy-policy');
    assert.deepEqual(
      [...targets.keys()].sort(),
      [
        '/',
        '/about',
        '/blogs',
        '/booking-status',
        '/contact-us',
        '/places',
        '/privacy-policy',
        '/refund-policy',
        '/terms',
      ],
      'the header and footer link to the same pages from every route',
    );
    for (const [path, from] of targets) {
      const { page } = await openSite(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(
        await page.getByRole('heading', { name: 'Oops! Page Not Found' }).count(),
        0,
        `${path} (linked from ${from}) is the not-found page`,
      );
      await page.context().close();
    }
  });

  it("follows the footer's Privacy Policy link from a page below the root", async () => {
    const { page } = await openSite('/about');
    await followFooterLink(page, 'Privacy Policy');
    assert.equal(new URL(page.url()).pathname, '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.context().close();
  });
});

async function followFooterLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await page.waitForLoadState('networkidle');
}
