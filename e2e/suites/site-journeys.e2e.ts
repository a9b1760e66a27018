// The visitor's journeys through the host on :3000 against the running API: booking (from the
// header and from a destination page), a refused phone number, the contact form, blog filtering and
// Show More, the destination page, the mobile drawer, robots.txt and the sitemap.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';
import type { Blog, Booking } from '@tours/shared-ui/domain';
import type { Page } from 'playwright-core';

// @ts-expect-error -- plain ES module with JSDoc types; this tsconfig does not read JavaScript.
import { createWebServer } from '@tours/web-server';
import { product } from '../support/product';
import {
  MOBILE,
  adminGet,
  fillBooking,
  isoDay,
  openSite,
  publicGet,
  uniqueName,
  waitForApp,
} from '../support/site-helpers';
import { waitForCount } from '../support/wait';

const PHONE_MESSAGE = 'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).';

/** Counts the requests the page sends to the API path with the method. */
function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api${path}`) {
      seen.count += 1;
    }
  });
  return seen;
}

async function findBooking(name: string): Promise<Booking | undefined> {
  const bookings = await adminGet<Booking[]>('/bookings');
  return bookings.find((booking) => booking.name === name);
}

describe('site journeys: booking', () => {
  it('books from the header: the booking is stored with the fields typed', async () => {
    const { page } = await openSite('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Book Now' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await dialog.waitFor();
    assert.ok(
      await dialog
        .getByText('Feel free to reach out for booking your dream destinations.')
        .isVisible(),
    );
    const name = uniqueName('Header Booking');
    await fillBooking(dialog, {
      name,
      phone: '9876543210',
      destination: 'Darjeeling',
      message: 'Window seats please',
    });
    await dialog.getByRole('button', { name: 'Submit Booking' }).click();

    await page.getByRole('status').getByText('Booking submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The visitor lands on their booking's page, focus on its confirmation (suites/booking-status).
    const booked = page.getByRole('heading', { name: 'Booking received' });
    await booked.waitFor();
    assert.ok(await booked.evaluate((element) => element === document.activeElement));

    const stored = await findBooking(name);
    assert.ok(stored, 'the booking is stored');
    assert.equal(stored.phone, '9876543210');
    assert.equal(stored.destination, 'Darjeeling');
    assert.ok(stored.checkIn.startsWith(isoDay(30)), stored.checkIn);
    assert.ok(stored.checkOut.startsWith(isoDay(34)), stored.checkOut);
    assert.equal(stored.adults, 2);
    assert.equal(stored.children, 1);
    assert.equal(stored.category, 'Deluxe');
    assert.equal(stored.message, 'Window seats please');
    assert.equal(stored.status, false);
    await page.context().close();
  });

  it('refuses a bad phone number with the SPEC message under the field and sends nothing', async () => {
    const { page } = await openSite('/');
    const posts = countRequests(page, 'POST', '/bookings');
    await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    const name = uniqueName('Bad Phone');
    await fillBooking(dialog, { name, phone: '12345', destination: 'Digha' });
    await dialog.getByRole('button', { name: 'Submit Booking' }).click();

    const phone = dialog.getByRole('textbox', { name: 'Phone Number', exact: true });
    await dialog.getByText(PHONE_MESSAGE).waitFor();
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    assert.match(errorText, /Enter a valid 10-digit Indian phone number/);
    assert.ok(await dialog.isVisible(), 'the dialog stays open');
    assert.equal(
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
      name,
    );
    await page.waitForTimeout(300);
    assert.equal(posts.count, 0, 'no booking was sent');
    assert.equal(await findBooking(name), undefined);
    await page.context().close();
  });

  it('books from a destination page: title with the price, destination pre-filled', async () => {
    const { page } = await openSite('/destinations/darjeeling');
    await page.getByRole('heading', { level: 1, name: 'Darjeeling' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Book Your Trip to Darjeeling Price: ₹16,500 per person (Budget)',
    });
    await dialog.waitFor();
    assert.equal(
      await dialog.getByRole('combobox', { name: 'Destination' }).inputValue(),
      'Darjeeling',
    );
    const name = uniqueName('Page Booking');
    await fillBooking(dialog, { name, phone: '7001234567' });
    await dialog.getByRole('button', { name: 'Submit Booking' }).click();
    await page.getByText('Booking submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const stored = await findBooking(name);
    assert.ok(stored, 'the booking is stored');
    assert.equal(stored.destination, 'Darjeeling');
    assert.equal(stored.phone, '7001234567');
    assert.equal(stored.message, '');
    await page.context().close();
  });

  it('closes the dialog with its close button, and Reach Us opens the contact variant', async () => {
    const { page } = await openSite('/');
    await page.getByRole('button', { name: 'Reach Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get in Touch with Us' });
    await dialog.waitFor();
    const { agency } = await (await fetch(`${product().urls.site}/app-config.json`)).json();
    assert.match(
      (await dialog.getByRole('link', { name: 'Call Us' }).getAttribute('href')) ?? '',
      /^tel:/,
    );
    assert.equal(
      await dialog.getByRole('link', { name: 'Mail Us' }).getAttribute('href'),
      `mailto:${agency.email}`,
    );
    assert.match(
      (await dialog.getByRole('link', { name: /Text Us/ }).getAttribute('href')) ?? '',
      /wa\.me/,
    );
    // Focus stays inside: tabbing forward many times never leaves the dialog.
    for (let index = 0; index < 6; index += 1) await page.keyboard.press('Tab');
    assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('site journeys: contact', () => {
  it('shows the per-field messages, then sends a message, clears the fields and says so', async () => {
    const { page } = await openSite('/contact-us');
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required.', 'Enter a valid email address.', PHONE_MESSAGE]) {
      await form.getByText(text).waitFor();
    }
    await form.getByText('Message cannot be empty.').waitFor();

    const name = uniqueName('Contact Visitor');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // A field's error clears when it is edited.
    assert.equal(await form.getByText('Name is required.').count(), 0);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('visitor@example.com');
    await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('8012345678');
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you arrange Sundarbans trips in December?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), '');
    assert.equal(
      await form.getByRole('textbox', { name: 'Message', exact: true }).inputValue(),
      '',
    );

    const messages =
      await adminGet<Array<{ name: string; email: string; phone: string }>>('/contact');
    const stored = messages.find((message) => message.name === name);
    assert.ok(stored, 'the message is stored');
    assert.equal(stored.email, 'visitor@example.com');
    assert.equal(stored.phone, '8012345678');
    await page.context().close();
  });
});

describe('site journeys: blogs', () => {
  it('shows 6 cards, Show More adds 6, a category filters and resets to 6', async () => {
    const { blogs } = await publicGet<{ blogs: Blog[] }>('/blogs');
    const published = blogs.filter((blog) => blog.status === 'Published');
    assert.ok(published.length > 6, 'the demo content has more than one page of blogs');
    const { page } = await openSite('/blogs');
    await page.getByRole('heading', { level: 1, name: 'Travel Blogs' }).waitFor();
    const cards = page.locator('.ps-blog-list > li');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 6);

    // Show More is a link to ?page=2 (crawlable); in the app it adds 6 cards in place and the
    // address follows, so a reload shows the same 12.
    const more = page.getByRole('link', { name: 'Show More' });
    assert.equal(await more.getAttribute('href'), '/blogs?page=2');
    await more.click();
    // The router renders the next page in a transition: the count settles after the click.
    const twoPages = Math.min(12, published.length);
    await waitForCount(cards, twoPages, 'blog cards');
    assert.equal(new URL(page.url()).search, '?page=2');
    assert.ok(
      await cards
        .nth(6)
        .getByRole('link')
        .evaluate((link) => link === document.activeElement),
      'focus moves to the first new card',
    );
    await page.reload({ waitUntil: 'networkidle' });
    await waitForApp(page);
    await cards.first().waitFor();
    assert.equal(await cards.count(), twoPages);

    const filter = page.getByRole('group', { name: 'Filter blogs by category' });
    const names = await filter.getByRole('button').allTextContents();
    assert.equal(names[0], 'All');
    const distinct = new Map<string, string>();
    for (const blog of published) {
      const category = blog.category?.trim();
      if (category && !distinct.has(category.toLowerCase())) {
        distinct.set(category.toLowerCase(), category);
      }
    }
    assert.equal(names.length - 1, distinct.size);

    const [key] = [...distinct.keys()];
    const label = names.slice(1).find((name) => name.toLowerCase() === key)!;
    await filter.getByRole('button', { name: label, exact: true }).click();
    const inCategory = published.filter((blog) => blog.category?.trim().toLowerCase() === key);
    await waitForCount(cards, Math.min(6, inCategory.length), 'blog cards');
    assert.equal(
      await filter.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    for (const text of await cards.locator('.ps-blog-card__category').allTextContents()) {
      assert.equal(text.toLowerCase(), key);
    }

    // Back to All: 6 again, not the 12 shown before.
    await filter.getByRole('button', { name: 'All', exact: true }).click();
    await waitForCount(cards, 6, 'blog cards');

    // A card opens its blog by slug.
    const first = cards.first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/blogs\/[^/]+$/);
    await page.getByText(/^By .+ \| .+$/).waitFor();
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    assert.ok(data.some((item) => item['@type'] === 'Article' && item.headline === title));
    await page.context().close();
  });

  it('says Blog not found. for an unknown slug', async () => {
    const { page } = await openSite('/blogs/no-such-blog-here');
    await page.getByRole('heading', { name: 'Blog not found.' }).waitFor();
    await page.context().close();
  });
});

describe('site journeys: destinations', () => {
  it('goes from Places to a destination page with every section', async () => {
    const { page } = await openSite('/places');
    await page.getByRole('heading', { level: 1, name: 'Explore Destinations' }).waitFor();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Darjeeling' });
    await card.getByRole('link', { name: 'See More' }).click();
    await page.waitForURL(/\/destinations\/darjeeling$/);
    await page.getByRole('heading', { level: 1, name: 'Darjeeling' }).waitFor();

    for (const heading of [
      'Highlights',
      'Itinerary',
      'Hotel Gallery',
      'Package Inclusions',
      'Package Exclusions',
      'Price',
      'Location',
    ]) {
      assert.ok(
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).isVisible(),
        heading,
      );
    }
    const days = await page.locator('.ps-detail__day-title').allTextContents();
    assert.ok(days.length > 0);
    assert.deepEqual(
      days,
      days.map((_, index) => `Day ${index + 1}`),
    );
    const prices = await page
      .getByRole('region', { name: 'Price' })
      .getByRole('listitem')
      .allTextContents();
    assert.ok(prices.length > 0 && prices.every((price) => price.startsWith('₹')));
    // The demo map is an embed from the allowed host: offered, but not fetched from the map
    // provider until the visitor asks (this machine has no internet, and nobody asked).
    const location = page.getByRole('region', { name: 'Location' });
    await location.getByRole('button', { name: 'Show map: Map of Darjeeling' }).waitFor();
    assert.equal(await location.locator('iframe').count(), 0);

    // The cover carousel can be paused and played again.
    const carousel = page.getByRole('region', { name: 'Photos of Darjeeling' });
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const trip = data.find((item) => item['@type'] === 'TouristTrip');
    assert.ok(trip, 'TouristTrip structured data');
    assert.ok(
      trip.offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === 'INR'),
    );
    assert.equal(
      await page.title(),
      `Darjeeling | ${product().env.SITE_NAME ?? 'Sonarpur Tours & Travels'}`,
    );
    await page.context().close();
  });

  it('says Destination not found! and Back to Places goes to /places', async () => {
    const { page } = await openSite('/destinations/atlantis');
    await page.getByRole('heading', { name: 'Destination not found!' }).waitFor();
    await page.getByRole('button', { name: 'Back to Places' }).click();
    await page.waitForURL(/\/places$/);
    await page.context().close();
  });

  it('shows the not-found page for any other path', async () => {
    const { page } = await openSite('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'), '/');
    await page.context().close();
  });
});

describe('site journeys: small screens', () => {
  it('opens the menu drawer and closes it after a link is tapped, on the new page', async () => {
    const { page } = await openSite('/', MOBILE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Places' }).click();
    await page.waitForURL(/\/places$/);
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(
      await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'),
      'false',
    );
    // Book Now stays in the header on small screens too.
    assert.ok(await page.getByRole('banner').getByRole('button', { name: 'Book Now' }).isVisible());
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'no sideways scrolling at 375px');
    await page.context().close();
  });
});

describe('site journeys: 320px wide', () => {
  for (const path of [
    '/',
    '/places',
    '/destinations/darjeeling',
    '/contact-us',
    '/blogs',
    '/terms',
  ]) {
    it(`${path} fits without sideways scrolling`, async () => {
      const { page } = await openSite(path, { width: 320, height: 640 });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      await page.context().close();
    });
  }
});

describe('site files at the site origin', () => {
  it('serves robots.txt naming the sitemap', async () => {
    const response = await fetch(`${product().urls.site}/robots.txt`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^User-agent: \*/m);
    // SITE_URL defaults to the host's own address (HOST_PORT), where the product runs now.
    assert.ok(text.split('\n').includes(`Sitemap: ${product().urls.site}/sitemap.xml`), text);
  });

  it('serves sitemap.xml with every public page, destination and published blog', async () => {
    const response = await fetch(`${product().urls.site}/sitemap.xml`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const site = product().urls.site;
    for (const path of ['/', '/about', '/places', '/contact-us', '/blogs', '/terms']) {
      assert.ok(locs.includes(`${site}${path}`), path);
    }
    assert.ok(locs.includes(`${site}/privacy-policy`) && locs.includes(`${site}/refund-policy`));
    const destinations = await publicGet<Array<{ slug: string }>>('/destinations');
    for (const { slug } of destinations) {
      assert.ok(locs.includes(`${site}/destinations/${slug}`), slug);
    }
    const { blogs } = await publicGet<{ blogs: Blog[] }>('/blogs');
    for (const blog of blogs.filter((item) => item.status === 'Published')) {
      assert.ok(locs.includes(`${site}/blogs/${blog.slug}`), blog.slug);
    }
    assert.ok(!locs.some((loc) => loc?.includes('/admin')));
  });

  it('lists the fixed pages, uncached, when the API cannot be reached', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'site-files-')), 'host-shell', 'dist');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = createWebServer({
      dir,
      role: 'host',
      env: { API_PUBLIC_URL: 'http://127.0.0.1:9/api', SITE_URL: 'https://tours.example' },
    }) as FastifyInstance;
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/sitemap.xml`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const xml = await response.text();
      assert.match(xml, /<loc>https:\/\/tours\.example\/refund-policy<\/loc>/);
      assert.doesNotMatch(xml, /\/destinations\//);
      const robots = await (await fetch(`${base}/robots.txt`)).text();
      assert.match(robots, /^Sitemap: https:\/\/tours\.example\/sitemap\.xml$/m);
    } finally {
      await app.close();
    }
  });
});
