// What the site's page (the host's index.html) carries in its first bytes, so that a visitor's
// browser starts every request of the first render at once instead of one after the other:
// - the runtime config inline (<script type="application/json" id="app-config">): the frame
//   starts without fetching app-config.json first;
// - preload links for the remote the path needs (admin_console under /admin, public_site
//   elsewhere): its mf-manifest.json, its remote entry, and the files of its exposed ./App, read
//   from the manifest, which this server fetches and keeps for `ttlMs`;
// - a preconnect to the API's origin (in the mode of its first requests: the API's on a
//   client-rendered page, the photos' on a rendered one);
// - on a page rendered on the server, the public site's stylesheets as stylesheets (those of its
//   ./App and of the page's chunk), not preloads: the HTML is there before any script runs, so it
//   must not paint unstyled and then move (layout shift). Their absolute address is what the
//   remote's CSS loader looks for before it adds a stylesheet, so none is loaded twice.
// - on a page rendered on the server, no script is requested before the page has loaded and
//   painted: it is readable and its links work without them, and on a slow network they would
//   hold back its first paint and take the bandwidth of its photos. The host's entry script
//   gives way to start-after-load.js (written into the page, allowed by its CSP hash:
//   `startScript`), which adds it once the page has loaded and painted; the template's script
//   preloads and the remote's are left out. A client-rendered page shows nothing until its
//   scripts run: it keeps them all.
// Hints are only hints: when the manifest cannot be fetched (the remote is down or moved), the
// page goes out without those links and the federation runtime loads the remote as always.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sharedDomain } from './shared-domain.mjs';

/** @typedef {import('@tours/shared-ui/domain').RuntimeConfig} RuntimeConfig */
/** @typedef {import('@tours/shared-ui/domain').RemoteManifest} RemoteManifest */
/** @typedef {keyof RuntimeConfig['remotes']} RemoteName */
/**
 * @typedef {{ entry: string, scripts: string[], styles: string[], lazyStyles: string[] }} RemoteAssets
 * `lazyStyles`: the stylesheets of ./App's lazy chunks (pages, dialogs), named `<chunk>.<hash>.css`.
 */

/**
 * The script a rendered page starts with, written into the page (no request of its own before
 * the first paint), with the CSP hash that lets it run (runtime-config.mjs).
 */
export const startScript = (() => {
  const file = fileURLToPath(new URL('./browser/start-after-load.js', import.meta.url));
  const text = readFileSync(file, 'utf8').trim();
  return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
})();

const DEFAULT_TTL_MS = 30_000;
const RETRY_AFTER_FAILURE_MS = 2_000;
const FETCH_TIMEOUT_MS = 2_000;

/** @param {string} value */
const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON that cannot end the <script> element it sits in.
 * @param {unknown} value
 */
const inlineJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * A rendered page's template: its script preloads taken out, and its entry script (the one with
 * a `src`, as html-webpack-plugin writes it) replaced by start-after-load.js, which adds it once
 * the page has loaded and painted, with preloads of the scripts it will need at once (those of the
 * template, then `scripts`): they are fetched together then, not one after the other. A template
 * without such a script is left as it is.
 * @param {string} template
 * @param {string[]} [scripts] more scripts the entry needs at once (the remote's entry and ./App)
 */
export function startAfterLoad(template, scripts = []) {
  /** @type {string[]} */
  const preloads = [];
  const page = template.replace(
    /<link rel="?preload"? as="?script"? href="?([^"\s>]+)"?[^>]*>/g,
    (_, href) => {
      preloads.push(href);
      return '';
    },
  );
  const wanted = escapeAttribute([...preloads, ...scripts].join(' '));
  return page.replace(
    /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/,
    (_, src) =>
      `<script data-entry="${escapeAttribute(src)}" data-preload="${wanted}">${startScript.text}</script>`,
  );
}

/**
 * The remote that renders a path: the admin console under /admin, the public site elsewhere.
 * @param {string} pathname
 * @returns {RemoteName}
 */
export function remoteForPath(pathname) {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin_console' : 'public_site';
}

/**
 * The URLs a manifest's ./App needs before it can render: entry, sync scripts and styles.
 * @param {string} manifestUrl
 * @param {RemoteManifest} manifest
 * @returns {RemoteAssets | null}
 */
export function manifestAssets(manifestUrl, manifest) {
  const location = sharedDomain().remoteLocation(manifestUrl, manifest);
  if (!location) return null;
  /** @param {string} file */
  const resolve = (file) => new URL(file, location.base).href;
  const app = (manifest.exposes ?? []).find(
    (expose) => expose.path === './App' || expose.name === 'App',
  );
  return {
    entry: location.entry,
    scripts: (app?.assets?.js?.sync ?? []).map(resolve),
    styles: (app?.assets?.css?.sync ?? []).map(resolve),
    lazyStyles: (app?.assets?.css?.async ?? []).map(resolve),
  };
}

/**
 * @typedef {object} CacheEntry
 * @property {RemoteAssets | null} assets
 * @property {number} expires
 * @property {boolean} pending
 * @property {Promise<void>} ready
 */

/**
 * @param {{ appConfig: RuntimeConfig, fetchImpl?: typeof fetch, ttlMs?: number }} options
 */
export function createPageHints({ appConfig, fetchImpl = fetch, ttlMs = DEFAULT_TTL_MS }) {
  /** @type {Map<RemoteName, CacheEntry>} */
  const cache = new Map();

  /**
   * @param {string} url
   * @param {CacheEntry} entry
   */
  async function refresh(url, entry) {
    entry.pending = true;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      entry.assets = manifestAssets(url, /** @type {RemoteManifest} */ (await response.json()));
      entry.expires = Date.now() + ttlMs;
    } catch {
      // Keep what was known; try again soon.
      entry.expires = Date.now() + RETRY_AFTER_FAILURE_MS;
    } finally {
      entry.pending = false;
    }
  }

  /**
   * The assets known for a remote now; starts a refresh in the background when stale.
   * @param {RemoteName} name
   */
  function assetsOf(name) {
    const url = appConfig.remotes?.[name];
    if (!url) return { url: null, assets: null, ready: Promise.resolve() };
    let entry = cache.get(name);
    if (!entry) {
      entry = { assets: null, expires: 0, pending: false, ready: Promise.resolve() };
      cache.set(name, entry);
    }
    if (!entry.pending && Date.now() >= entry.expires) entry.ready = refresh(url, entry);
    return { url, assets: entry.assets, ready: entry.ready };
  }

  /**
   * @param {string[] | null} chunks the lazy chunks of a page rendered on the server, else null
   * @param {ReturnType<typeof assetsOf>} remote the remote the path needs (assetsOf)
   */
  function headTags(chunks, { url, assets }) {
    const tags = [
      `<script id="app-config" type="application/json">${inlineJson(appConfig)}</script>`,
    ];
    if (appConfig.apiBaseUrl) {
      try {
        const origin = new URL(appConfig.apiBaseUrl).origin;
        // The client-rendered page calls the API at once (CORS, without credentials: its own
        // connection pool); a page rendered on the server carries its data and asks that origin
        // only for its photos (<img>, no CORS), which a CORS connection cannot carry.
        const mode = chunks ? '' : ' crossorigin';
        tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}"${mode}>`);
      } catch {
        // A relative API address is on this origin: nothing to open.
      }
    }
    if (chunks) {
      // A rendered page: its stylesheets, and no script before it has loaded (startAfterLoad).
      if (assets) {
        const ofChunks = assets.lazyStyles.filter((href) => {
          const file = href.slice(href.lastIndexOf('/') + 1);
          return chunks.some((chunk) => file.startsWith(`${chunk}.`));
        });
        for (const href of [...assets.styles, ...ofChunks]) {
          tags.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
        }
      }
      return tags.join('');
    }
    if (url) {
      // The host fetches the manifest with fetch(url): a CORS request without credentials.
      tags.push(
        `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="anonymous">`,
      );
    }
    if (assets) {
      for (const href of [assets.entry, ...assets.scripts]) {
        tags.push(`<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
      }
      for (const href of assets.styles) {
        tags.push(`<link rel="preload" as="style" href="${escapeAttribute(href)}">`);
      }
    }
    return tags.join('');
  }

  return {
    /**
     * index.html with the hints for `pathname` at the end of its <head>.
     * @param {string} template
     * @param {string} pathname
     * @param {string[] | null} [chunks] a page rendered on the server: its lazy chunks (their
     *   stylesheets apply at once)
     */
    render(template, pathname, chunks = null) {
      const remote = assetsOf(remoteForPath(pathname));
      const tags = headTags(chunks, remote);
      const scripts = remote.assets ? [remote.assets.entry, ...remote.assets.scripts] : [];
      const page = chunks ? startAfterLoad(template, scripts) : template;
      return page.includes('</head>')
        ? page.replace('</head>', `${tags}</head>`)
        : `${tags}${page}`;
    },
    /** Fetches every remote's manifest now (at start), so the first visitor gets the hints. */
    warm() {
      const names = /** @type {RemoteName[]} */ (Object.keys(appConfig.remotes));
      return Promise.all(names.map((name) => assetsOf(name).ready));
    },
  };
}
