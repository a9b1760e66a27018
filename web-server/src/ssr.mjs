// Server rendering of the public site through federation. The public_site remote publishes, beside
// its browser build, a server container (server/remoteEntry.js: webpack target async-node, library
// commonjs-module, the @module-federation/node runtime plugin, the same shared map; built by
// webpack-config's buildServerConfig). This server loads that container at runtime from the remote's
// URL (never a copy of it), asks it for `./ssr`, and renders public pages with it: the container
// fetches the page's data with the browser store's thunks and renders with React's
// renderToPipeableStream (public-site/src/server/render.tsx). The entry is checked again every
// `reloadMs` (a conditional request: ETag, then the content's hash) and a new release replaces the
// old one with no restart. Everything fails soft: no container, a container that will not load, a
// render that throws or takes longer than `timeoutMs`: the caller sends the client-rendered page,
// and the reason is logged and counted (metrics()).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import vm from 'node:vm';

import { milliseconds } from './runtime-config.mjs';
import { sharedDomain } from './shared-domain.mjs';

/** @typedef {import('@tours/shared-ui/domain').RuntimeConfig} RuntimeConfig */
/**
 * What the container's renderPage answers (public-site/src/server/render.tsx).
 * @typedef {object} RenderedPage
 * @property {number} status
 * @property {string} head
 * @property {string} state
 * @property {string[]} [chunks] the page's lazy chunks (webpack chunk names), whose stylesheets the
 *   head carries (older containers do not say: the ./App's own stylesheets only)
 * @property {(destination: import('node:stream').Writable) => void} pipe
 * @property {(reason?: unknown) => void} abort
 */
/**
 * @typedef {object} PageRenderer
 * @property {(request: { url: string, config: RuntimeConfig, origin: string, apiBaseUrl?: string,
 *   apiTimeoutMs?: number }) => Promise<RenderedPage>} renderPage
 */
/** @typedef {'unavailable' | 'error' | 'timeout'} FallbackReason */

export const DEFAULT_SSR_TIMEOUT_MS = 3_000;
export const DEFAULT_SSR_RELOAD_MS = 5_000;
const FETCH_TIMEOUT_MS = 5_000;
/** The name the remote's federation runtime registers itself under (federation.config.js). */
const CONTAINER_NAME = 'public_site';

const nodeRequire = createRequire(import.meta.url);

/**
 * The settings of server rendering, from the environment (README: SSR, SSR_ENTRY_URL, ...).
 * @param {Record<string, string | undefined>} env
 * @param {RuntimeConfig} appConfig
 */
export function ssrSettings(env, appConfig) {
  const manifestUrl = appConfig.remotes.public_site;
  if (env.SSR !== undefined && env.SSR !== '' && env.SSR !== 'true' && env.SSR !== 'false') {
    throw new Error(`SSR must be true or false (got "${env.SSR}").`);
  }
  return {
    enabled: env.SSR !== 'false' && Boolean(manifestUrl),
    // The remote publishes both builds under one address: the browser's beside the manifest, the
    // server's in server/.
    entryUrl: env.SSR_ENTRY_URL || new URL('server/remoteEntry.js', manifestUrl).href,
    assetBase: new URL('.', manifestUrl).href,
    timeoutMs: milliseconds(env, 'SSR_TIMEOUT_MS', DEFAULT_SSR_TIMEOUT_MS),
    reloadMs: milliseconds(env, 'SSR_RELOAD_MS', DEFAULT_SSR_RELOAD_MS),
    apiBaseUrl: env.SSR_API_URL || appConfig.apiBaseUrl,
    cacheTtlMs: env.PUBLIC_CACHE_TTL_MS
      ? Number(env.PUBLIC_CACHE_TTL_MS)
      : sharedDomain().DEFAULT_PUBLIC_CACHE_TTL_MS,
  };
}

/**
 * Evaluates a commonjs-module container's code as Node would a file, and returns its exports.
 * A release registers a federation instance named like the last one: that one is forgotten first,
 * so the new container starts from its own shared modules, not from the previous release's.
 * @param {string} code
 * @param {string} url
 */
export function evaluateContainer(code, url) {
  const federation = /** @type {any} */ (globalThis).__FEDERATION__;
  if (federation?.__INSTANCES__) {
    federation.__INSTANCES__ = federation.__INSTANCES__.filter(
      (/** @type {any} */ instance) => instance?.options?.name !== CONTAINER_NAME,
    );
  }
  const module = { exports: /** @type {any} */ ({}) };
  const wrapper = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: url },
  ).runInThisContext();
  // __dirname names no folder: the runtime plugin then loads nothing from this disk.
  wrapper(module.exports, nodeRequire, module, url, '/nonexistent-federation-remote');
  const container = module.exports;
  if (typeof container?.init !== 'function' || typeof container?.get !== 'function') {
    throw new Error(`${url} is not a federation container.`);
  }
  return container;
}

/**
 * @param {{ settings: ReturnType<typeof ssrSettings>, fetchImpl?: typeof fetch,
 *   log?: (message: string) => void }} options
 */
export function createSsr({
  settings,
  fetchImpl = fetch,
  log = (message) => console.warn(message),
}) {
  /** @type {{ renderer: PageRenderer, hash: string, etag: string | null } | null} */
  let current = null;
  let nextCheck = 0;
  /** @type {Promise<void> | null} */
  let checking = null;
  const counts = {
    rendered: 0,
    loads: 0,
    loadFailures: 0,
    /** @type {Record<FallbackReason, number>} */
    fallbacks: { unavailable: 0, error: 0, timeout: 0 },
  };

  async function load() {
    const headers = /** @type {Record<string, string>} */ ({});
    if (current?.etag) headers['If-None-Match'] = current.etag;
    const response = await fetchImpl(settings.entryUrl, {
      headers,
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && current) return;
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${settings.entryUrl}`);
    const code = await response.text();
    const hash = createHash('sha256').update(code).digest('hex');
    if (current?.hash === hash) {
      current.etag = response.headers.get('etag');
      return;
    }
    const container = evaluateContainer(code, settings.entryUrl);
    await container.init({});
    const factory = await container.get('./ssr');
    const { createRenderer } = factory();
    const renderer = /** @type {PageRenderer} */ (
      await createRenderer({ assetBase: settings.assetBase })
    );
    current = { renderer, hash, etag: response.headers.get('etag') };
    counts.loads += 1;
    log(
      `ssr: loaded the public site's server container ${hash.slice(0, 12)} from ${settings.entryUrl}`,
    );
  }

  /** Checks the entry when due, in the background (a visitor never waits for it). */
  function check() {
    if (!settings.enabled || checking || Date.now() < nextCheck) return checking;
    checking = load()
      .catch((error) => {
        counts.loadFailures += 1;
        log(`ssr: the server container could not be loaded (${messageOf(error)})`);
      })
      .finally(() => {
        nextCheck = Date.now() + settings.reloadMs;
        checking = null;
      });
    return checking;
  }

  /**
   * @param {FallbackReason} reason
   * @param {string} url
   * @param {unknown} [error]
   */
  function fallback(reason, url, error) {
    counts.fallbacks[reason] += 1;
    const total = Object.values(counts.fallbacks).reduce((sum, value) => sum + value, 0);
    log(
      `ssr: fallback #${total} (${reason}) for ${url}: the client-rendered page` +
        (error ? ` (${messageOf(error)})` : ''),
    );
    return null;
  }

  return {
    enabled: settings.enabled,
    /** Loads the container now (at start, and in tests). */
    warm() {
      nextCheck = 0;
      return check() ?? Promise.resolve();
    },
    /**
     * The page rendered, or null when the client-rendered page should go out instead.
     * @param {{ url: string, config: RuntimeConfig, origin: string }} request
     * @returns {Promise<RenderedPage | null>}
     */
    async render({ url, config, origin }) {
      void check();
      if (!current) return fallback('unavailable', url);
      const { renderer } = current;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.timeoutMs);
      });
      const rendering = renderer.renderPage({
        url,
        config,
        origin,
        apiBaseUrl: settings.apiBaseUrl,
        apiTimeoutMs: settings.timeoutMs,
      });
      try {
        const result = await Promise.race([rendering, timeout]);
        if (result === 'timeout') {
          // A render that ends later is stopped; its error is of no interest then.
          rendering.then(
            (late) => late.abort('time limit'),
            () => undefined,
          );
          return fallback('timeout', url);
        }
        counts.rendered += 1;
        return /** @type {RenderedPage} */ (result);
      } catch (error) {
        return fallback('error', url, error);
      } finally {
        clearTimeout(timer);
      }
    },
    /** The counters, as /metrics shows them. */
    metrics() {
      return structuredClone(counts);
    },
  };
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/**
 * Cache-Control of a rendered page: a CDN keeps it as long as the API's public reads
 * (PUBLIC_CACHE_TTL_MS, shared-ui's publicCacheControl), a browser asks again each time.
 * @param {number} ttlMs
 */
export function renderedPageCacheControl(ttlMs) {
  return sharedDomain().publicCacheControl(ttlMs);
}

/** The id of the script the store's state travels in (public-site/src/app/app.tsx SSR_STATE_ID). */
const STATE_ID = 'public-site-state';

/**
 * The site's page around a rendered page: the template's own title and description give way to the
 * page's head, and #root (the 'Loading...' frame) to the rendered HTML, marked for the host's
 * bootstrap to hydrate, followed by the store's state. Null when the template has no #root.
 * @param {string} template the host's index.html with its hints (page-hints.mjs)
 * @param {{ head: string, state: string }} page
 */
export function composePage(template, { head, state }) {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="?description"?[\s>][^>]*>?/, '');
  const headEnd = html.indexOf('</head>');
  // The built template is minified: attribute quotes may be gone (<div id=root>).
  const rootStart = html.search(/<div id="?root"?[\s>]/);
  const bodyEnd = html.lastIndexOf('</body>');
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < 0 || rootEnd < rootStart) return null;
  return {
    /** Up to the end of the head's content: the page's preloads are written after it. */
    head: `${html.slice(0, headEnd)}${head}`,
    /** From </head> to the opening of #root. */
    open: `${html.slice(headEnd, rootStart)}<div id="root" data-ssr="${CONTAINER_NAME}">`,
    close: `</div><script id="${STATE_ID}" type="application/json">${state}</script>${html.slice(rootEnd + '</div>'.length)}`,
  };
}
