import { describe, expect, it, jest } from '@jest/globals';

import { PUBLIC_PAGES, createSiteFiles } from '../site-files.mjs';

const SITE = 'https://tours.example';

/**
 * The API's public lists (the network boundary), or an API that cannot be reached.
 * @param {{ destinations?: unknown, blogs?: unknown, down?: boolean }} answers
 */
function api({ destinations = [], blogs = { blogs: [] }, down = false }) {
  return jest.fn(
    /** @type {typeof fetch} */ (
      async (url) => {
        if (down) throw new TypeError('fetch failed');
        return Response.json(String(url).endsWith('/destinations') ? destinations : blogs);
      }
    ),
  );
}

/** @param {string} xml */
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('allows everything but /admin and names the sitemap at the site origin', async () => {
    const files = createSiteFiles({
      siteUrl: `${SITE}/`,
      apiBaseUrl: 'http://api.test/api',
      fetchImpl: api({}),
    });
    const robots = await files.handles('/robots.txt');
    expect(robots?.type).toBe('text/plain; charset=utf-8');
    expect(robots?.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots?.text).toMatch(/^Sitemap: https:\/\/tours\.example\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page, every destination and every Published blog', async () => {
    const fetchImpl = api({
      destinations: [
        { slug: 'darjeeling' },
        { name: 'Cox’s Bazar & Sundarbans' },
        { name: 'Śāntiniketan' },
      ],
      blogs: {
        blogs: [
          { slug: 'monsoon-trips', status: 'Published', publishedDate: '2025-07-01' },
          { slug: 'draft-notes', status: 'Draft', publishedDate: null },
          { slug: 'undated', status: 'Published', publishedDate: null },
        ],
      },
    });
    const files = createSiteFiles({ siteUrl: SITE, apiBaseUrl: 'http://api.test/api/', fetchImpl });
    const sitemap = await files.handles('/sitemap.xml');
    expect(sitemap?.cacheControl).toBe('public, max-age=60');
    const listed = locs(sitemap?.text ?? '');
    for (const path of PUBLIC_PAGES) expect(listed).toContain(`${SITE}${path}`);
    expect(listed).toContain(`${SITE}/destinations/darjeeling`);
    // A destination without a slug: the API's slug rule (shared-ui slugify), letters of any script.
    expect(listed).toContain(`${SITE}/destinations/cox-s-bazar-sundarbans`);
    expect(listed).toContain(`${SITE}/destinations/${encodeURIComponent('śāntiniketan')}`);
    expect(listed).toContain(`${SITE}/blogs/monsoon-trips`);
    expect(listed).toContain(`${SITE}/blogs/undated`);
    expect(listed).not.toContain(`${SITE}/blogs/draft-notes`);
    expect(sitemap?.text).toContain('<lastmod>2025-07-01</lastmod>');
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/api/destinations', expect.anything());
  });

  it('lists each page in English, Bengali and Hindi, each with all its alternates', async () => {
    const files = createSiteFiles({
      siteUrl: SITE,
      apiBaseUrl: 'http://api.test/api',
      fetchImpl: api({ destinations: [{ slug: 'puri' }] }),
    });
    const text = (await files.handles('/sitemap.xml'))?.text ?? '';
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/destinations/puri"/>` +
      `<xhtml:link rel="alternate" hreflang="bn" href="${SITE}/bn/destinations/puri"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${SITE}/hi/destinations/puri"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/destinations/puri"/>`;
    for (const prefix of ['', '/bn', '/hi']) {
      expect(text).toContain(
        `<url><loc>${SITE}${prefix}/destinations/puri</loc>${alternates}</url>`,
      );
    }
    expect(text).toContain(`<loc>${SITE}/bn</loc>`);
    expect(text).toContain(`hreflang="hi" href="${SITE}/hi"/>`);
  });

  it('escapes what the API sends', async () => {
    const files = createSiteFiles({
      siteUrl: SITE,
      apiBaseUrl: 'http://api.test/api',
      fetchImpl: api({ blogs: { blogs: [{ slug: 'a<b>&c', status: 'Published' }] } }),
    });
    const text = (await files.handles('/sitemap.xml'))?.text ?? '';
    expect(text).toContain(`<loc>${SITE}/blogs/a%3Cb%3E%26c</loc>`);
    expect(text).not.toContain('<b>');
  });

  it('keeps the sitemap a minute', async () => {
    let clock = 0;
    const fetchImpl = api({});
    const files = createSiteFiles({
      siteUrl: SITE,
      apiBaseUrl: 'http://api.test/api',
      fetchImpl,
      now: () => clock,
    });
    await files.handles('/sitemap.xml');
    clock = 59_000;
    await files.handles('/sitemap.xml');
    expect(fetchImpl).toHaveBeenCalledTimes(2); // destinations and blogs, once
    clock = 61_000;
    await files.handles('/sitemap.xml');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('lists the fixed pages, uncached, when the API cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = api({ down: true });
    const files = createSiteFiles({ siteUrl: SITE, apiBaseUrl: 'http://api.test/api', fetchImpl });
    const sitemap = await files.handles('/sitemap.xml');
    expect(sitemap?.cacheControl).toBe('no-cache');
    expect(locs(sitemap?.text ?? '')).toEqual(
      PUBLIC_PAGES.flatMap((path) =>
        ['', '/bn', '/hi'].map((prefix) => `${SITE}${prefix}${path === '/' && prefix ? '' : path}`),
      ),
    );
    expect(warn).toHaveBeenCalledWith('sitemap.xml without content: fetch failed');
    await files.handles('/sitemap.xml');
    expect(fetchImpl).toHaveBeenCalledTimes(4); // not kept: the next request asks again
  });

  it('answers only its two files', () => {
    const files = createSiteFiles({
      siteUrl: SITE,
      apiBaseUrl: 'http://api.test/api',
      fetchImpl: api({}),
    });
    expect(files.handles('/index.html')).toBeNull();
    expect(files.handles('/sitemap.xml.gz')).toBeNull();
  });
});
