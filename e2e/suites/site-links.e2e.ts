// Every public page is reachable by a link (issue 16): a crawler that opens '/' in Chromium and
// follows only the <a href> links of each rendered page (never a button, never a typed address)
// reaches every destination and every published blog, each of which then opens on its own. Blogs
// past the first 6 are reached through Show More's ?page=N link.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Blog, Destination } from '@tours/shared-ui/domain';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';
import { publicGet, rawPage } from '../support/site-helpers';

/** More pages than the demo site has; a crawl that goes past it is following a loop. */
const MAX_PAGES = 120;

/** Pages of the public site: not the booking office's admin console, not the API nor a file. */
const isPublicPage = (pathname: string) =>
  !/^\/(admin|api|media)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/** An address as the crawl keys it: path and query, no fragment, percent-escapes read. */
const keyOf = (url: URL) => `${decodeURIComponent(url.pathname)}${url.search}`;

interface Visited {
  /** The page's level-1 heading once its data has loaded. */
  heading: string;
}

async function crawl(start: string): Promise<Map<string, Visited>> {
  const origin = new URL(start).origin;
  const { page } = await openPage(await sharedBrowser());
  const visited = new Map<string, Visited>();
  const queue = [new URL(start)];
  const queued = new Set([keyOf(queue[0]!)]);
  try {
    while (queue.length > 0) {
      assert.ok(visited.size < MAX_PAGES, `more than ${MAX_PAGES} pages: ${[...queued].join(' ')}`);
      const url = queue.shift()!;
      await page.goto(url.href, { waitUntil: 'networkidle' });
      // Lists and pages show a 'Loading...' status until their data is there.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="status"]')].every(
          (status) => !/Loading/.test(status.textContent ?? ''),
        ),
      );
      const heading = page.getByRole('heading', { level: 1 }).first();
      const text = (await heading.count()) > 0 ? await heading.textContent() : '';
      visited.set(keyOf(url), { heading: (text ?? '').trim() });
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const next = new URL(href);
        next.hash = '';
        if (next.origin !== origin || !isPublicPage(next.pathname)) continue;
        const key = keyOf(next);
        if (queued.has(key)) continue;
        queued.add(key);
        queue.push(next);
      }
    }
  } finally {
    await page.context().close();
  }
  return visited;
}

describe('site links: every public page is reachable by a link from /', () => {
  it('reaches every destination and every published blog by following <a href> links', async () => {
    const destinations = await publicGet<Destination[]>('/destinations');
    const { blogs } = await publicGet<{ blogs: Blog[] }>('/blogs');
    const published = blogs.filter((blog) => blog.status === 'Published');
    assert.ok(destinations.length > 3 && published.length > 6, 'the demo content is seeded');

    const visited = await crawl(`${product().urls.site}/`);

    const missing: string[] = [];
    const expect = (path: string, heading: string) => {
      const page = visited.get(path);
      if (!page) missing.push(path);
      else assert.equal(page.heading, heading, `${path} opens on its own`);
    };
    for (const destination of destinations) {
      // The API stores a slug for every destination (derived from the name when none is given).
      assert.ok(destination.slug, destination.name);
      expect(`/destinations/${destination.slug}`, destination.name);
    }
    for (const blog of published) expect(`/blogs/${blog.slug}`, blog.title);
    assert.deepEqual(missing, [], `not reachable by a link from /`);

    // Later blog pages were reached through Show More's link, and no draft was.
    assert.ok(visited.has('/blogs?page=2'), [...visited.keys()].join(' '));
    for (const blog of blogs.filter((item) => item.status !== 'Published')) {
      assert.ok(!visited.has(`/blogs/${blog.slug}`), `draft ${blog.slug} is linked`);
    }
  });
});

/** The attributes of every `<link>` tag of a page's HTML. */
function linkTags(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

describe('site links: every page in three languages (issue 29)', () => {
  it('lists each page of sitemap.xml with its alternates en, bn, hi and x-default, all 200, each canonical to itself', async () => {
    const { urls } = product();
    const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc!.replace(/&amp;/g, '&'),
    );
    const listed = new Set(pages);
    assert.ok(pages.length >= 30, `sitemap.xml lists ${pages.length} pages`);
    for (const locale of ['', '/bn', '/hi']) {
      assert.ok(listed.has(`${new URL(pages[0]!).origin}${locale || '/'}`), `${locale} home`);
    }

    const problems: string[] = [];
    for (const address of pages) {
      const url = new URL(address);
      const { status, html } = await rawPage(`${url.pathname}${url.search}`);
      if (status !== 200) {
        problems.push(`${address}: ${status}`);
        continue;
      }
      const links = linkTags(html);
      const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href);
      if (canonical.length !== 1 || canonical[0] !== address) {
        problems.push(`${address}: canonical ${canonical.join(', ') || 'none'}`);
      }
      const alternates = new Map(
        links
          .filter((link) => link.rel === 'alternate' && link.hreflang)
          .map((link) => [link.hreflang!, link.href!]),
      );
      for (const hreflang of ['en', 'bn', 'hi', 'x-default']) {
        const href = alternates.get(hreflang);
        if (!href) problems.push(`${address}: no ${hreflang} alternate`);
        else if (!listed.has(href)) problems.push(`${address}: ${hreflang} ${href} not in sitemap`);
      }
      if (alternates.get('x-default') !== alternates.get('en')) {
        problems.push(`${address}: x-default is not the English page`);
      }
      if (!Object.values(Object.fromEntries(alternates)).includes(address)) {
        problems.push(`${address}: not among its own alternates`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
