// Server rendering of the public site through federation. The public_site remote publishes, beside
// its browser build, a server container (server/remoteEntry.js: webpack target async-node, library
// commonjs-module, the @module-federation/node runtime plugin, the same shared map; built by
// webpack-config's buildServerConfig). This server loads that container at runtime from the remote's
// URL (never a copy of it) with the Module Federation runtime (loadRemote of `public_site/ssr`), and
// renders public pages with it: the container fetches the page's data with the browser store's
// thunks and renders with React's renderToPipeableStream (public-site/src/server/render.tsx). The
// entry is checked again every `reloadMs` (a conditional request: ETag, then the content's hash);
// a new release is registered again with `registerRemotes(..., { force: true })`, the runtime's
// documented way to drop a loaded remote, and replaces the old one with no restart (README.md says
// why not @module-federation/node's revalidate). Everything fails soft: no container, a container
// that will not load, a render that throws or takes longer than `timeoutMs`: the caller sends the
// client-rendered page, and the reason is logged and counted (metrics()).
import { createHash } from 'node:crypto';

import { createInstance } from '@module-federation/runtime';

import { milliseconds } from './runtime-config.mjs';
import { sharedHttp } from './shared-domain.mjs';

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
      : sharedHttp().DEFAULT_PUBLIC_CACHE_TTL_MS,
  };
}

/** @type {ReturnType<typeof createInstance> | null} */
let federation = null;

/**
 * The public site's `./ssr` from the container at `entry`, loaded by the federation runtime. One
 * runtime instance per process: a load registers the remote again with `force`, which drops the
 * release loaded before (its entry, its module cache, its own federation instance and shared
 * modules), so the new container starts from its own code, whichever server of this process (the
 * tests run several) loaded the last one.
 * @param {string} entry
 * @param {string} release the content's hash: the runtime caches an entry by its address
 */
async function loadSsrModule(entry, release) {
  federation ??= createInstance({ name: 'tours_web_server', remotes: [] });
  const url = new URL(entry);
  url.searchParams.set('release', release.slice(0, 16));
  federation.registerRemotes([{ name: CONTAINER_NAME, entry: url.href }], { force: true });
  const ssrModule = await federation.loadRemote(`${CONTAINER_NAME}/ssr`);
  if (!ssrModule) throw new Error(`${entry} has no ./ssr.`);
  return /** @type {{ createRenderer: (options: { assetBase: string }) => Promise<PageRenderer> }} */ (
    ssrModule
  );
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
  // A new release is loaded only once the renders of the one before have ended, and renders wait
  // meanwhile (swapping: they go out client-rendered). A render still running loads its shared
  // modules lazily (the trip finder's API calls on /places): the old container then registered
  // them again while the new one loaded, the new one took the old one's router with its own
  // StaticRouter, and every page of the new release failed ('useRoutes() may be used only in the
  // context of a <Router>') until the next release.
  let swapping = false;
  let rendering = 0;
  /** @type {Array<() => void>} */
  const whenIdle = [];
  const renderEnded = () => {
    rendering -= 1;
    if (rendering === 0) for (const done of whenIdle.splice(0)) done();
  };
  /**
   * Resolves once no render runs, or after `limitMs` (a render ends by its API time limit).
   * @param {number} limitMs
   * @returns {Promise<void>}
   */
  const idle = (limitMs) =>
    rendering === 0
      ? Promise.resolve()
      : new Promise((done) => {
          const timer = setTimeout(done, limitMs);
          whenIdle.push(() => {
            clearTimeout(timer);
            done(undefined);
          });
        });
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
    swapping = true;
    try {
      await idle(2 * settings.timeoutMs);
      const { createRenderer } = await loadSsrModule(settings.entryUrl, hash);
      const renderer = await createRenderer({ assetBase: settings.assetBase });
      current = { renderer, hash, etag: response.headers.get('etag') };
    } finally {
      swapping = false;
    }
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
      if (!current || swapping) return fallback('unavailable', url);
      const { renderer } = current;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.timeoutMs);
      });
      rendering += 1;
      const page = (async () =>
        renderer.renderPage({
          url,
          config,
          origin,
          apiBaseUrl: settings.apiBaseUrl,
          apiTimeoutMs: settings.timeoutMs,
        }))();
      page.then(renderEnded, renderEnded);
      try {
        const result = await Promise.race([page, timeout]);
        if (result === 'timeout') {
          // A render that ends later is stopped; its error is of no interest then.
          page.then(
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
 * Server rendering's counters in the Prometheus text format (GET /metrics on the site's origin).
 * @param {ReturnType<ReturnType<typeof createSsr>['metrics']>} counts
 */
export function ssrMetricsText(counts) {
  const lines = [
    '# TYPE ssr_rendered_total counter',
    `ssr_rendered_total ${counts.rendered}`,
    '# TYPE ssr_fallback_total counter',
    ...Object.entries(counts.fallbacks).map(
      ([reason, value]) => `ssr_fallback_total{reason="${reason}"} ${value}`,
    ),
    '# TYPE ssr_container_loads_total counter',
    `ssr_container_loads_total ${counts.loads}`,
    '# TYPE ssr_container_load_failures_total counter',
    `ssr_container_load_failures_total ${counts.loadFailures}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Cache-Control of a rendered page: a CDN keeps it as long as the API's public reads
 * (PUBLIC_CACHE_TTL_MS, shared-ui's publicCacheControl), a browser asks again each time.
 * @param {number} ttlMs
 */
export function renderedPageCacheControl(ttlMs) {
  return sharedHttp().publicCacheControl(ttlMs);
}

/** The id of the script the store's state travels in (public-site/src/app/app.tsx SSR_STATE_ID). */
const STATE_ID = 'public-site-state';

/**
 * The site's page around a rendered page: the template's own title and description give way to the
 * page's head, and #root (the 'Loading...' frame) to the rendered HTML, marked for the host's
 * bootstrap to hydrate, followed by the store's state. The template's <noscript> (that the site
 * needs JavaScript, in English) goes too: a rendered page reads without scripts, in its language,
 * and says itself where a form needs them. Null when the template has no #root.
 * @param {string} template the host's index.html with its hints (page-hints.mjs)
 * @param {{ head: string, state: string }} page
 */
export function composePage(template, { head, state }) {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="?description"?[\s>][^>]*>?/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
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
