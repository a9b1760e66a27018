// A visitor in Bengali (issue 29): on a destination page they switch to বাংলা and stay on the same
// destination; they book in Bengali (the form's labels and validation messages in Bengali), land on
// their booking's page in Bengali, and the email that reaches them in the mail catcher (maildev,
// started by the product) is in Bengali; the booking remembers its language. The same destination
// page with JavaScript off is Bengali from the server. axe and html-validate on the Bengali pages.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { BookingRecord } from '@tours/shared-ui/booking-office';
import type { Page } from 'playwright-core';
// @ts-expect-error -- plain ES module with JSDoc types; this tsconfig does not read JavaScript.
import { createWebServer } from '@tours/web-server';

import { openPage } from '../support/browser';

import { axeViolations, describeViolations } from '../support/axe';
import { fontsDrawing } from '../support/fonts';
import { assertValidHtml } from '../support/html-validate';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';
import {
  adminGet,
  isoDay,
  MOBILE,
  openSite,
  rawPage,
  uniqueName,
  waitForApp,
} from '../support/site-helpers';

const TRAVELLER_EMAIL = 'bengali.traveller@example.in';

interface MaildevEmail {
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

/** The traveller's emails about `reference` in maildev's inbox, once there is one. */
async function travellerEmails(reference: string, timeoutMs = 30_000): Promise<MaildevEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${product().urls.mailInbox}/api/email`);
    const found = ((await response.json()) as MaildevEmail[]).filter(
      (email) =>
        email.subject.includes(reference) && email.to.some((to) => to.address === TRAVELLER_EMAIL),
    );
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function assertAccessible(page: Page, what: string) {
  await page.waitForTimeout(500);
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
  await assertValidHtml(page, what);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a visitor in Bengali', () => {
  it('switches to বাংলা on a destination page, books in Bengali and is written to in Bengali', async () => {
    const { page } = await openSite('/destinations/darjeeling');
    await page.getByRole('heading', { level: 1, name: 'Darjeeling' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
    // The same destination, in Bengali.
    await page.waitForURL((url) => url.pathname === '/bn/destinations/darjeeling');
    await page.getByRole('main').getByRole('button', { name: 'এখনই বুক করুন' }).waitFor();
    assert.equal(await htmlLang(page), 'bn');
    // The demo destination's own content in Bengali (its translation, seeded with the demo).
    await page.getByRole('heading', { level: 1, name: 'দার্জিলিং' }).waitFor();
    await assertAccessible(page, '/bn/destinations/darjeeling');

    await page.getByRole('main').getByRole('button', { name: 'এখনই বুক করুন' }).click();
    const dialog = page.getByRole('dialog', { name: /দার্জিলিং ভ্রমণ বুক করুন/ });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('combobox', { name: 'গন্তব্য' }).inputValue(), 'দার্জিলিং');
    const name = uniqueName('বাংলা Booking');
    await dialog.getByRole('textbox', { name: 'নাম', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'ফোন নম্বর', exact: true }).fill('12345');
    await dialog.getByRole('textbox', { name: /^ইমেল/ }).fill(TRAVELLER_EMAIL);
    await dialog.getByLabel('চেক-ইন').fill(isoDay(30));
    await dialog.getByLabel('চেক-আউট').fill(isoDay(34));
    await dialog.getByRole('spinbutton', { name: 'প্রাপ্তবয়স্ক' }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'শিশু (5 - 8 বছর)' }).fill('0');
    await dialog.getByRole('combobox', { name: 'হোটেলের ধরন' }).selectOption('Deluxe');
    await dialog.getByRole('button', { name: 'বুকিং জমা দিন' }).click();
    // The phone's message in Bengali, under the field; nothing is sent.
    await dialog.getByText('সঠিক 10 সংখ্যার ভারতীয় ফোন নম্বর লিখুন (6, 7, 8 বা 9 দিয়ে শুরু)।').waitFor();
    assert.equal(
      await dialog
        .getByRole('textbox', { name: 'ফোন নম্বর', exact: true })
        .getAttribute('aria-invalid'),
      'true',
    );
    await assertAccessible(page, 'the Bengali booking form with a message');

    await dialog.getByRole('textbox', { name: 'ফোন নম্বর', exact: true }).fill('9830012399');
    await dialog.getByRole('button', { name: 'বুকিং জমা দিন' }).click();
    await page.getByText('বুকিংয়ের অনুরোধ সফলভাবে জমা হয়েছে!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The booking's page, in Bengali.
    await page.waitForURL((url) => url.pathname === '/bn/booking-status');
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    assert.match(reference, /^SPT-\d{4}-\d{4}$/);
    assert.equal(await htmlLang(page), 'bn');
    await page.getByRole('region', { name: 'বুকিংয়ের অনুরোধ পেয়েছি' }).waitFor();
    await page.getByRole('region', { name: 'বুকিংয়ের বিবরণ' }).waitFor();
    await assertAccessible(page, '/bn/booking-status after booking');
    await page.context().close();

    // Stored in Bengali; the traveller's email is Bengali, with the booking's page in Bengali.
    const stored = (await adminGet<BookingRecord[]>('/bookings')).find((one) => one.name === name);
    assert.ok(stored, 'the booking is stored');
    assert.equal(stored.reference, reference);
    assert.equal((await adminGet<BookingRecord>(`/bookings/${stored._id}`)).language, 'bn');
    const [email] = await travellerEmails(reference);
    assert.ok(email, 'the traveller got an email');
    assert.equal(email.subject, `আপনার বুকিংয়ের অনুরোধ ${reference}`);
    assert.ok(email.text.includes(`প্রিয় ${name},`), email.text);
    assert.ok(email.text.includes('আনুমানিক ভ্রমণ-মূল্য: ₹'), email.text);
    assert.ok(email.text.includes(`/bn/booking-status?reference=${reference}`), email.text);
    assert.match(email.html, /<html[^>]* lang="bn"/);
  });

  it('gets the destination page in Bengali with JavaScript off', async () => {
    const context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${product().urls.site}/bn/destinations/darjeeling`);
    assert.equal(response?.status(), 200);
    // On a busy machine the host may send the client-rendered page when a render takes longer
    // than its SSR_TIMEOUT_MS (3 s; docs/architecture.md): a visitor would reload, so does this.
    for (let tries = 0; tries < 3; tries += 1) {
      if ((await page.content()).includes('data-ssr="public_site"')) break;
      await page.reload();
    }
    assert.equal(await htmlLang(page), 'bn');
    await page.getByRole('heading', { level: 1, name: 'দার্জিলিং' }).waitFor();
    // The header's switch, and what the page says about booking without JavaScript, in Bengali.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).waitFor();
    // Chromium with scripts stopped by Playwright still hides <noscript> (its scripting setting
    // stays on), so the note is read from the page's HTML, which a browser without JavaScript
    // shows.
    const { html } = await rawPage('/bn/destinations/darjeeling');
    assert.match(
      html,
      /<noscript><p[^>]*>অনলাইনে বুক করতে JavaScript লাগে, যা আপনার ব্রাউজারে বন্ধ আছে।/,
    );
    // axe runs as a script in the page, which is stopped here; the same HTML had axe above.
    await assertValidHtml(page, '/bn/destinations/darjeeling without JavaScript');
    await context.close();
  });

  it('is offered the English home page in Bengali, on a phone, and stays on it when saying no', async () => {
    // A phone set to Bengali (Accept-Language and navigator.languages bn-IN), no choice made yet.
    const context = await (
      await sharedBrowser()
    ).newContext({ locale: 'bn-IN', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${product().urls.site}/`, { waitUntil: 'networkidle' });
    // Offered, not redirected: the English page, with the bar in Bengali at the bottom.
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await htmlLang(page), 'en');
    const offer = page.getByRole('region', { name: 'ভাষা' });
    await offer.getByText('এই পাতাটি বাংলাতেও আছে।').waitFor();
    assert.equal(await offer.getByRole('link', { name: 'বাংলায় পড়ুন' }).getAttribute('href'), '/bn');
    const box = await offer.boundingBox();
    assert.ok(
      box && box.width <= 390 && box.y + box.height <= 844,
      `the bar fits: ${JSON.stringify(box)}`,
    );
    await assertAccessible(page, 'the language offer on the English home page');
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/language-offer.png` });

    await offer.getByRole('button', { name: 'না, ধন্যবাদ' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('region', { name: 'ভাষা' }).count(), 0);
    await context.close();
  });

  // This machine has no Bengali or Devanagari font, like a phone without them: the switch's names
  // on a page in another language are drawn from their own small web font (language-switch.css,
  // cut from Noto, whose name it keeps), not as the boxes of a system font without the script.
  it('sees বাংলা and हिन्दी in the switch of an English and a Hindi page drawn in their scripts', async () => {
    for (const [path, names] of [
      ['/', ['বাংলা', 'हिन्दी']],
      ['/hi', ['বাংলা']],
    ] as const) {
      const { page } = await openSite(path, MOBILE);
      for (const name of names) {
        const [lang, noto] = name === 'বাংলা' ? ['bn', 'Bengali'] : ['hi', 'Devanagari'];
        const link = page.locator(`header .ps-language-switch__link[lang="${lang}"]`);
        assert.deepEqual(
          (await fontsDrawing(link)).map(({ family, web }) => [family, web]),
          [[`Noto Sans ${noto}`, true]],
          `${name} on ${path}`,
        );
      }
      await page.context().close();
    }
  });

  // The policy pages' texts load with their page, not with the language (docs/i18n.md): a Bengali
  // visitor's Refund Policy hydrates with them and its calculator answers in Bengali.
  it('reads the Refund Policy in Bengali and works out a cancellation in it, on a phone', async () => {
    const { page, errors } = await openSite('/bn/refund-policy', MOBILE);
    await page.getByRole('heading', { level: 1, name: 'রিফান্ড নীতি' }).waitFor();
    const calculator = page.getByRole('region', { name: 'বাতিলের চার্জের হিসাব' });
    await calculator.getByRole('button', { name: 'হিসাব করুন' }).click();
    await calculator.getByText('যাত্রার তারিখ লিখুন, আজ বা তার পরের কোনো দিন।').waitFor();
    await calculator.getByLabel('যাত্রার তারিখ').fill(isoDay(40));
    await calculator.getByRole('spinbutton', { name: 'ভ্রমণের দাম (₹)' }).fill('20000');
    await calculator.getByRole('spinbutton', { name: 'এখনও পর্যন্ত দিয়েছেন (₹)' }).fill('4000');
    await calculator.getByRole('button', { name: 'হিসাব করুন' }).click();
    await calculator.getByRole('region', { name: 'আজ বাতিল করলে' }).waitFor();
    assert.deepEqual(errors, [], 'no console error');
    await page.context().close();
  });

  // NATIVE_DIGITS=true (docs/configuration.md): the site's own server, started with the setting,
  // beside the product's (whose pages keep Latin digits); the same public-site remote.
  it("reads a destination's departures in Bengali digits when the site asks, server and browser alike", async () => {
    const server = createWebServer({
      dir: join(import.meta.dirname, '..', '..', 'host-shell', 'dist'),
      role: 'host',
      env: { ...product().env, NATIVE_DIGITS: 'true' },
      log: () => undefined,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const path = '/bn/destinations/darjeeling';
    try {
      // The server's HTML (what a crawler reads), once the remote's container has loaded.
      let html = '';
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        html = await (await fetch(`${origin}${path}`)).text();
        if (html.includes('data-ssr="public_site"')) break;
        await new Promise((done) => setTimeout(done, 250));
      }
      assert.ok(html.includes('data-ssr="public_site"'), 'rendered on the server');
      // The first departure's text, as read (its markup and ids, with their digits, left out).
      const departure = (page: string) =>
        (/<li class="ps-departure[\s\S]*?<\/li>/.exec(page)?.[0] ?? '').replace(/<[^>]*>/g, '');
      assert.match(departure(html), /₹[০-৯]/, 'a departure priced in Bengali digits');
      assert.doesNotMatch(departure(html), /[0-9]/, 'no Latin digit in the departure');
      // The product's own server keeps Latin digits (the default).
      assert.match(departure((await rawPage(path)).html), /₹[0-9]/);

      // The browser on a phone: hydrated from that HTML, no mismatch, still Bengali digits.
      const { page, errors } = await openPage(await sharedBrowser(), { width: 390, height: 844 });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const item = page.locator('li.ps-departure').first();
      await item.waitFor();
      const text = (await item.textContent()) ?? '';
      assert.match(text, /₹[০-৯]{1,3}(,[০-৯]{2,3})*/, text);
      assert.doesNotMatch(text, /[0-9]/, text);
      assert.deepEqual(
        errors.filter((error) => /hydrat|did not match/i.test(error)),
        [],
        'no hydration error',
      );
      await assertAccessible(page, `${path} with native digits`);
      await page.context().close();
    } finally {
      await server.close();
    }
  });
});
