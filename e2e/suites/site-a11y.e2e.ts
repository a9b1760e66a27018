// axe-core in Chromium: no WCAG 2.2 A/AA violation on any public route, with its content loaded,
// on a wide and a small screen, nor with the dialogs and the menu drawer open; and html-validate
// finds nothing in the same rendered pages (.htmlvalidate.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { axeViolations, describeViolations } from '../support/axe';
import { assertValidHtml } from '../support/html-validate';
import { MOBILE, openSite, publicGet } from '../support/site-helpers';
import { waitForAnimations } from '../support/wait';

async function assertNoViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
  await assertValidHtml(page, what);
}

/** Waits until the page shows its heading and no loading text is left. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // 'Loading...' in each language (the lists' and the page's loading labels).
  await page.waitForFunction(() => !/Loading|লোড হচ্ছে|लोड हो र/.test(document.body.innerText));
  // Lists fade in once scrolled into view: scroll through the page so axe checks them shown.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
  });
  // axe reads colours as painted: the staggered entrance animations (and a carousel's slide) have
  // ended. The short pause first lets the last lists scrolled into view start theirs (their
  // observers fire after paint).
  await page.waitForTimeout(200);
  await waitForAnimations(page);
}

/** The first published blog's page (the product starts after the suites are collected). */
async function firstBlogRoute(): Promise<string> {
  const { blogs } = await publicGet<{ blogs: Array<{ slug: string; status: string }> }>('/blogs');
  const blog = blogs.find((item) => item.status === 'Published');
  assert.ok(blog, 'the demo content has a published blog');
  return `/blogs/${blog.slug}`;
}

describe('accessibility (axe, WCAG 2.2 A/AA) of every public route', () => {
  const routes = [
    '/',
    '/about',
    '/places',
    '/destinations/darjeeling',
    '/destinations/atlantis',
    '/contact-us',
    '/blogs',
    'first blog',
    '/blogs/no-such-blog-here',
    '/terms',
    '/privacy-policy',
    '/refund-policy',
    '/booking-status',
    '/no/such/page',
  ];

  // Every route in English on both screens, and in Bengali and Hindi (issue 29: their own texts,
  // fonts and `lang="en"` fallbacks) on the small screen most of their readers have.
  for (const [label, viewport, locale] of [
    ['wide', undefined, ''],
    ['375px', MOBILE, ''],
    ['375px, Bengali', MOBILE, '/bn'],
    ['375px, Hindi', MOBILE, '/hi'],
  ] as const) {
    for (const route of routes) {
      it(`${route} (${label})`, async () => {
        const path = route === 'first blog' ? await firstBlogRoute() : route;
        const { page } = await openSite(`${locale}${path === '/' && locale ? '' : path}`, viewport);
        await settle(page);
        await assertNoViolations(page, `${route} (${label})`);
        await page.context().close();
      });
    }
  }

  it('the booking dialog, with the phone message showing', async () => {
    const { page } = await openSite('/');
    await settle(page);
    await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('123');
    await dialog.getByRole('button', { name: 'Submit Booking' }).click();
    await dialog.getByText(/Enter a valid 10-digit Indian phone number/).waitFor();
    await assertNoViolations(page, 'booking dialog');
    await page.context().close();
  });

  it('the contact dialog', async () => {
    const { page } = await openSite('/');
    await settle(page);
    await page.getByRole('button', { name: 'Reach Us' }).click();
    await page.getByRole('dialog', { name: 'Get in Touch with Us' }).waitFor();
    await assertNoViolations(page, 'contact dialog');
    await page.context().close();
  });

  it('the menu drawer on a small screen', async () => {
    const { page } = await openSite('/', MOBILE);
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.waitForTimeout(400);
    await assertNoViolations(page, 'menu drawer');
    await page.context().close();
  });

  it('the contact form with its error messages', async () => {
    const { page } = await openSite('/contact-us');
    await settle(page);
    await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required.').waitFor();
    await assertNoViolations(page, 'contact form errors');
    await page.context().close();
  });
});
