// One URL per page on the site's origin: a page's path in any other spelling (upper case, a
// trailing slash) is sent to the one its canonical link names, so that crawlers and link previews
// see one page, not several copies calling themselves canonical (issue 24, item 8).
import { extname } from 'node:path';

import { remoteForPath } from './page-hints.mjs';

/**
 * Where a request for a public page written otherwise belongs (path in lower case, without a
 * trailing slash, the query string kept), or null when the URL is already the page's own. Files
 * (a path with an extension), the admin console's routes and `/` itself are left as they are.
 * @param {string} url the request's path and query
 * @returns {string | null}
 */
export function canonicalPath(url) {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (path === '/' || extname(path) || remoteForPath(path.toLowerCase()) !== 'public_site') {
    return null;
  }
  // `//` would be read by a browser as another host: one slash is kept.
  const canonical = `/${path.toLowerCase().replace(/^\/+|\/+$/g, '')}`.replace(
    /%[0-9a-f]{2}/g,
    (escape) => escape.toUpperCase(),
  );
  return canonical === path ? null : `${canonical}${queryStart < 0 ? '' : url.slice(queryStart)}`;
}
