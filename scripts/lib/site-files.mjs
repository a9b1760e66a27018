// robots.txt and sitemap.xml of the public site, answered at the site's origin by the host's
// static server. The sitemap is built at request time from the API's public lists (destinations,
// published blogs), so new content appears without a rebuild; it is kept for a minute.

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

/** SPEC §3: a destination without a slug gets one from its name. */
export function slugFromName(name) {
  return String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char],
  );

/** YYYY-MM-DD of a valid date, else undefined. */
function isoDay(value) {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function renderSitemap(siteUrl, entries) {
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

export function renderRobots(siteUrl) {
  return `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${siteUrl}/sitemap.xml
`;
}

export function createSiteFiles({ siteUrl, apiBaseUrl, fetchImpl = fetch, now = Date.now }) {
  const base = siteUrl.replace(/\/+$/, '');
  const api = apiBaseUrl.replace(/\/+$/, '');
  let cached = null;

  async function getJson(path) {
    const response = await fetchImpl(`${api}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
    return response.json();
  }

  async function contentEntries() {
    const [destinations, blogs] = await Promise.all([getJson('/destinations'), getJson('/blogs')]);
    const places = (Array.isArray(destinations) ? destinations : [])
      .map((destination) => destination?.slug || slugFromName(destination?.name ?? ''))
      .filter(Boolean)
      .map((slug) => ({ path: `/destinations/${encodeURIComponent(slug)}` }));
    const posts = (Array.isArray(blogs?.blogs) ? blogs.blogs : [])
      .filter((blog) => blog?.status === 'Published' && blog.slug)
      .map((blog) => ({
        path: `/blogs/${encodeURIComponent(blog.slug)}`,
        lastmod: isoDay(blog.publishedDate),
      }));
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
      console.warn(`sitemap.xml without content: ${error.message}`);
      return { text: renderSitemap(base, pages), cacheControl: 'no-cache' };
    }
  }

  return {
    /** A promise of the answer for pathname, or null when pathname is not one of these files. */
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
