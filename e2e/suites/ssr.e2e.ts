// Server rendering of the public site through federation (web-server/src/ssr.mjs and the public
// site's server container): what a crawler or a link preview receives with no JavaScript, what a
// browser with JavaScript off reads, a hydration with no warning, and a public site released alone
// changing the server's HTML with no restart of the host's server.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';
// @ts-expect-error -- plain ES module with JSDoc types; this tsconfig does not read JavaScript.
import { createWebServer } from '@tours/web-server';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { publicGet, rawPage, waitForApp } from '../support/site-helpers';
import { sharedBrowser } from '../support/shared-browser';

const ROOT = join(import.meta.dirname, '..', '..');

interface Listed {
  slug: string;
  name?: string;
  title?: string;
  status?: string;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (head: string, key: string) =>
  new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`).exec(head)?.[1];

async function demoContent() {
  const destinations = await publicGet<Listed[]>('/destinations');
  const { blogs } = await publicGet<{ blogs: Listed[] }>('/blogs');
  const destination = destinations[0]!;
  const blog = blogs.find((item) => item.status === 'Published')!;
  assert.ok(destination && blog, 'the demo content has a destination and a published blog');
  // The five routes of the performance budgets.
  const measured = [
    '/',
    '/places',
    `/destinations/${destination.slug}`,
    '/blogs',
    `/blogs/${blog.slug}`,
  ];
  return { destination, blog, measured };
}

describe('server-rendered public pages', () => {
  it('send each public route with its main text and its head in the HTML (no JavaScript)', async () => {
    const { urls } = product();
    const { destination, blog } = await demoContent();
    const routes: Array<[string, string, string]> = [
      ['/', 'Welcome to the agency', 'TravelAgency'],
      ['/about', 'About Us', ''],
      ['/places', 'Explore Destinations', ''],
      [`/destinations/${destination.slug}`, destination.name!, 'TouristTrip'],
      ['/blogs', 'Travel Blogs', ''],
      [`/blogs/${blog.slug}`, blog.title!, 'Article'],
      ['/contact-us', 'Contact', ''],
      ['/terms', 'Terms', ''],
      ['/privacy-policy', 'Privacy Policy', ''],
      ['/refund-policy', 'Refund Policy', ''],
    ];
    for (const [path, text, jsonLdType] of routes) {
      const { status, html, headers } = await rawPage(path);
      assert.equal(status, 200, path);
      assert.match(html, /<div id="root" data-ssr="public_site">/, path);
      assert.ok(html.includes(text), `${path} carries "${text}"`);
      assert.doesNotMatch(html, /role="status"[^>]*>\s*Loading\.\.\./, path);
      const head = headOf(html);
      assert.match(head, /<title>[^<]+\| [^<]+<\/title>/, path);
      assert.equal(head.match(/<title>/g)?.length, 1, `${path}: one title`);
      assert.ok(meta(head, 'description'), `${path}: description`);
      assert.equal(meta(head, 'og:url'), `${product().env.SITE_URL}${path}`, path);
      assert.match(head, new RegExp(`<link[^>]*rel="canonical" href="[^"]*${path}"`), path);
      assert.ok(meta(head, 'twitter:card'), `${path}: twitter card`);
      // A link preview's picture on every page: the page's own, else the agency's.
      assert.match(meta(head, 'og:image') ?? '', /^https?:\/\//, `${path}: og:image`);
      assert.ok(meta(head, 'og:image:alt'), `${path}: og:image:alt`);
      if (jsonLdType) assert.match(head, new RegExp(`"@type":"${jsonLdType}"`), path);
      assert.match(headers.get('cache-control') ?? '', /s-maxage=\d+, stale-while-revalidate=\d+/);
    }
    const article = headOf((await rawPage(`/blogs/${blog.slug}`)).html);
    assert.equal(meta(article, 'og:type'), 'article');
    assert.match(meta(article, 'og:image') ?? '', /^https?:\/\//, 'og:image is absolute');
    // The agency's own picture (Home has no other) is there to fetch, as a JPEG.
    const home = headOf((await rawPage('/')).html);
    const picture = await fetch(meta(home, 'og:image')!);
    assert.equal(picture.status, 200);
    assert.match(picture.headers.get('content-type') ?? '', /^image\/jpeg/);
    assert.ok(urls.site);
  });

  it('answer 404 with the not-found page for a missing destination, blog, blog list page or path', async () => {
    const paths = ['/destinations/no-such-place', '/blogs/no-such-blog', '/blogs?page=999'];
    for (const path of [...paths, '/no/such/page']) {
      const { status, html } = await rawPage(path);
      assert.equal(status, 404, path);
      assert.match(headOf(html), /<meta[^>]*name="robots"[^>]*content="noindex"/, path);
      assert.match(html, /data-ssr="public_site"/, path);
    }
  });

  it('let a browser with JavaScript off read a destination page', async () => {
    const { urls } = product();
    const { destination } = await demoContent();
    const browser = await sharedBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await rawPage(`/destinations/${destination.slug}`);
      await page.goto(`${urls.site}/destinations/${destination.slug}`);
      await page.getByRole('heading', { level: 1, name: destination.name }).waitFor();
      await page.getByRole('heading', { name: 'Itinerary' }).waitFor();
      assert.match(await page.title(), new RegExp(destination.name!));
      // Links work without JavaScript: the header's Places link is a real address.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Places' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Explore Destinations' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('hydrate with no warning and no second fetch of the data, at 390 and 1366 px', async () => {
    const { urls } = product();
    const { measured } = await demoContent();
    for (const width of [390, 1366]) {
      for (const path of measured) {
        await rawPage(path);
        const record = await openPage(await sharedBrowser(), { width, height: 900 });
        const warnings: string[] = [];
        record.page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') {
            warnings.push(`${message.type()}: ${message.text()}`);
          }
        });
        const apiReads: string[] = [];
        record.page.on('request', (request) => {
          if (request.url().startsWith(urls.api) && request.method() === 'GET') {
            apiReads.push(request.url());
          }
        });
        await record.page.goto(`${urls.site}${path}`, { waitUntil: 'networkidle' });
        // Hydrated: React has attached to the server's markup (a click on the menu or a link
        // is handled by the app: the header's Book Now opens the dialog).
        await waitForApp(record.page);
        await record.page.getByRole('button', { name: 'Book Now' }).first().click();
        await record.page.getByRole('dialog').waitFor();
        assert.deepEqual(warnings, [], `${path} at ${width}px`);
        assert.deepEqual(record.errors, [], `${path} at ${width}px`);
        const listReads = apiReads.filter((url) =>
          /\/api\/(destinations|blogs|popular|testimonials)(\/slug\/[^/]+)?$/.test(
            new URL(url).pathname,
          ),
        );
        // Book Now loads the destinations for its list when the page has none yet (SPEC §4).
        const allowed = path === '/' || path === '/blogs' || path.startsWith('/blogs/') ? 1 : 0;
        assert.ok(
          listReads.length <= allowed,
          `${path} at ${width}px fetched again what the server sent: ${listReads.join(', ')}`,
        );
        await record.page.context().close();
      }
    }
  });

  it('request no script before the page has loaded and painted: it shows its text and photos first', async () => {
    const { urls } = product();
    const { measured } = await demoContent();
    for (const path of measured) {
      const record = await openPage(await sharedBrowser(), { width: 390, height: 844 });
      try {
        await record.page.goto(`${urls.site}${path}`, { waitUntil: 'networkidle' });
        const { loaded, scripts } = await record.page.evaluate(() => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const [painted] = performance.getEntriesByName('first-contentful-paint');
          return {
            loaded: Math.max(navigation!.loadEventStart, painted!.startTime),
            scripts: performance
              .getEntriesByType('resource')
              .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))
              .map((entry) => ({ name: entry.name, start: entry.startTime })),
          };
        });
        assert.ok(scripts.length > 3, `${path}: the site's scripts were loaded`);
        for (const script of scripts) {
          assert.ok(
            script.start >= loaded,
            `${path}: ${script.name} requested at ${script.start} ms, before the load and the first paint (${loaded} ms)`,
          );
        }
      } finally {
        await record.page.context().close();
      }
    }
  });

  it('paint styled from the first frame: stylesheets in the head, each loaded once, no layout shift', async () => {
    const { urls } = product();
    const { measured } = await demoContent();
    for (const path of measured) {
      const { html } = await rawPage(path);
      // The host's, ./App's and the page chunk's stylesheets apply before the body paints.
      const sheets = [...headOf(html).matchAll(/<link rel="?stylesheet"?[^>]*href="?([^" >]+)/g)];
      assert.ok(sheets.length >= 3, `${path}: ${sheets.length} stylesheets in the head`);
      const record = await openPage(await sharedBrowser(), { width: 390, height: 844 });
      try {
        await record.page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
              shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await record.page.goto(`${urls.site}${path}`, { waitUntil: 'networkidle' });
        const { shift, loaded } = await record.page.evaluate(() => ({
          shift: (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
          loaded: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => (link as HTMLLinkElement).href,
          ),
        }));
        assert.equal(
          new Set(loaded).size,
          loaded.length,
          `${path}: a stylesheet twice: ${loaded.join(', ')}`,
        );
        assert.ok(shift <= 0.02, `${path}: layout shift ${shift.toFixed(3)} (at most 0.02)`);
      } finally {
        await record.page.context().close();
      }
    }
  });

  it('change with a public site released alone, with no restart of the host server', async () => {
    const { urls } = product();
    // A copy of the public site's two builds, served as its own origin: its release is a new
    // server container (and browser build) written over the old one.
    const releaseDir = join(
      mkdtempSync(join(tmpdir(), 'tours-ssr-release-')),
      'public-site',
      'dist',
    );
    cpSync(join(ROOT, 'public-site', 'dist'), releaseDir, { recursive: true });
    const listen = async (app: FastifyInstance) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return {
        origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        close: () => app.close(),
      };
    };
    const remote = await listen(createWebServer({ dir: releaseDir, env: product().env }));
    const site = await listen(
      createWebServer({
        dir: join(ROOT, 'host-shell', 'dist'),
        role: 'host',
        env: {
          ...product().env,
          PUBLIC_SITE_MANIFEST_URL: `${remote.origin}/mf-manifest.json`,
          SSR_RELOAD_MS: '500',
        },
        log: () => undefined,
      }),
    );
    try {
      const page = async () => (await fetch(`${site.origin}/places`)).text();
      const heading = 'Explore Destinations';
      const released = 'Explore Destinations, released alone';
      let html = '';
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        html = await page();
        if (html.includes('data-ssr')) break;
        await new Promise((done) => setTimeout(done, 200));
      }
      assert.ok(html.includes(`>${heading}</h1>`), 'the first release renders');

      const entry = join(releaseDir, 'server', 'remoteEntry.js');
      const code = readFileSync(entry, 'utf8');
      assert.ok(code.includes(`'${heading}'`) || code.includes(`"${heading}"`));
      writeFileSync(entry, code.split(heading).join(released));
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        html = await page();
        if (html.includes(released)) break;
        await new Promise((done) => setTimeout(done, 200));
      }
      assert.ok(html.includes(`>${released}</h1>`), 'the new release renders, no restart');
      assert.ok(urls.site);
    } finally {
      await site.close();
      await remote.close();
      rmSync(join(releaseDir, '..', '..'), { recursive: true, force: true });
    }
  });
});
