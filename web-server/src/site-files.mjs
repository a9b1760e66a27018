// robots.txt and sitemap.xml of the public site, answered at the site's origin by the host's
// static server. The sitemap is built at request time from the API's public lists (destinations,
// published blogs), so new content appears without a rebuild; it is kept for a minute.
import { sharedDomain } from './shared-domain.mjs';

/** @typedef {import('@tours/shared-ui/domain').Destination} Destination */
/** @typedef {import('@tours/shared-ui/domain').Blog} Blog */
/** @typedef {{ path: string, lastmod?: string | undefined }} SitemapEntry */
/** @typedef {{ type: string, cacheControl: string, text: string }} SiteFile */

/** Every public page of SPEC §2 that is not made from content. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/places',
  '/contact-us',
  '/blogs',
  '/terms',
  '/privacy-policy',
  '/refund-policy',
];

const CACHE_MS = 60_000;
const API_TIMEOUT_MS = 5_000;

/** @param {string} text */
const escapeXml = (text) =>
  String(text).replace(
    /[<>&'"]/g,
    (char) =>
      /** @type {Record<string, string>} */ ({
        '<': '&lt;',
        '>': '&gt;',
        '&': '&amp;',
        "'": '&apos;',
        '"': '&quot;',
      })[char] ?? char,
  );

/**
 * YYYY-MM-DD of a valid date, else undefined.
 * @param {unknown} value
 */
function isoDay(value) {
  if (!value) return undefined;
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * Every page in every language (issue 29: English at its address, Bengali under /bn, Hindi under
 * /hi), each listing all of its languages and x-default (English) as alternates, as Google's
 * sitemap hreflang format has it.
 * @param {string} siteUrl
 * @param {SitemapEntry[]} entries the English pages
 */
export function renderSitemap(siteUrl, entries) {
  const { LOCALES, localizePath, localeAlternates } = sharedDomain();
  const urls = entries
    .flatMap(({ path, lastmod }) => {
      const links = localeAlternates(path)
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(`${siteUrl}${alternate.path}`)}"/>`,
        )
        .join('');
      return LOCALES.map((locale) => {
        const loc = `<loc>${escapeXml(`${siteUrl}${localizePath(locale, path)}`)}</loc>`;
        return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
      });
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/** @param {string} siteUrl */
export function renderRobots(siteUrl) {
  return `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${siteUrl}/sitemap.xml
`;
}

/**
 * @param {{ siteUrl: string, apiBaseUrl: string, fetchImpl?: typeof fetch, now?: () => number }} options
 */
export function createSiteFiles({ siteUrl, apiBaseUrl, fetchImpl = fetch, now = Date.now }) {
  const base = siteUrl.replace(/\/+$/, '');
  const api = apiBaseUrl.replace(/\/+$/, '');
  /** @type {{ at: number, result: { text: string, cacheControl: string } } | null} */
  let cached = null;

  /**
   * @param {string} path
   * @returns {Promise<unknown>}
   */
  async function getJson(path) {
    const response = await fetchImpl(`${api}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
    return response.json();
  }

  /** @returns {Promise<SitemapEntry[]>} */
  async function contentEntries() {
    const [destinations, blogList] = await Promise.all([
      getJson('/destinations'),
      getJson('/blogs'),
    ]);
    /** @type {Array<Partial<Destination> | null>} */
    const destinationItems = Array.isArray(destinations) ? destinations : [];
    const blogs = /** @type {{ blogs?: unknown } | null} */ (blogList)?.blogs;
    /** @type {Array<Partial<Blog> | null>} */
    const blogItems = Array.isArray(blogs) ? blogs : [];
    const { slugify } = sharedDomain();
    const places = destinationItems
      // SPEC §3: a destination without a slug gets one from its name.
      .map((destination) => destination?.slug || slugify(String(destination?.name ?? '')))
      .filter(Boolean)
      .map((slug) => ({ path: `/destinations/${encodeURIComponent(slug)}` }));
    const posts = blogItems.flatMap((blog) =>
      blog?.status === 'Published' && blog.slug
        ? [{ path: `/blogs/${encodeURIComponent(blog.slug)}`, lastmod: isoDay(blog.publishedDate) }]
        : [],
    );
    return [...places, ...posts];
  }

  async function sitemap() {
    if (cached && now() - cached.at < CACHE_MS) return cached.result;
    const pages = PUBLIC_PAGES.map((path) => ({ path }));
    try {
      const result = {
        text: renderSitemap(base, [...pages, ...(await contentEntries())]),
        cacheControl: 'public, max-age=60',
      };
      cached = { at: now(), result };
      return result;
    } catch (error) {
      // The API is down: the pages that do not need it are still worth listing, but not caching.
      console.warn(
        `sitemap.xml without content: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { text: renderSitemap(base, pages), cacheControl: 'no-cache' };
    }
  }

  return {
    /**
     * A promise of the answer for pathname, or null when pathname is not one of these files.
     * @param {string} pathname
     * @returns {Promise<SiteFile> | null}
     */
    handles(pathname) {
      if (pathname === '/robots.txt') {
        return Promise.resolve({
          type: 'text/plain; charset=utf-8',
          cacheControl: 'public, max-age=3600',
          text: renderRobots(base),
        });
      }
      if (pathname === '/sitemap.xml') {
        return sitemap().then((result) => ({ type: 'application/xml; charset=utf-8', ...result }));
      }
      return null;
    },
  };
}
