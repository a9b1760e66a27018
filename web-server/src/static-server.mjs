// Serves one front-end build (host or remote) in production: SPA fallback, app-config.json made
// from the environment, gzip/brotli, long-lived caching of hashed files, security headers. For the
// site's own origin (the host-shell build) it also answers /robots.txt and /sitemap.xml, and sends
// its page with the runtime config inline and preload links (page-hints.mjs).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { Writable } from 'node:stream';
import {
  brotliCompressSync,
  constants as zlibConstants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

import { createPageHints, remoteForPath, startScript } from './page-hints.mjs';
import { buildAppConfig, contentSecurityPolicy, localDefaults } from './runtime-config.mjs';
import { createSiteFiles } from './site-files.mjs';
import { composePage, createSsr, renderedPageCacheControl, ssrSettings } from './ssr.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */
/** @typedef {'br' | 'gzip' | null} Encoding */

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
]);
// webpack names hashed files name.<10 hex>.ext: those never change, so browsers keep them a year.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

/**
 * The headers of one security rule for every answer. Cross-origin reads are allowed for build
 * assets only (the remotes' entry, manifest, chunks, styles and media are fetched by the host's page
 * on another origin); documents, the runtime config and the site files stay same-origin.
 * @param {{ csp: string, hsts: boolean }} options
 */
export function securityHeaders({ csp, hsts }) {
  /** @type {Headers} */
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': csp,
    // HSTS=true where the site is served over HTTPS only; over plain HTTP (local runs) a browser
    // would refuse http://localhost for a year. The API reads the same variable.
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return {
    document: { ...common, 'Cross-Origin-Resource-Policy': 'same-origin' },
    asset: {
      ...common,
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    },
  };
}

/**
 * Server rendering's counters in the Prometheus text format (GET /metrics on the site's origin).
 * @param {ReturnType<ReturnType<typeof createSsr>['metrics']>} counts
 */
function ssrMetricsText(counts) {
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
 * @param {Buffer} raw
 * @param {'br' | 'gzip'} encoding
 */
function compress(raw, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(raw, { level: 9 });
}

/**
 * @param {Request} request
 * @returns {Encoding}
 */
function encodingFor(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir the build folder
 * @property {Record<string, string | undefined>} [env] where the settings come from
 * @property {boolean} [site] answer /robots.txt and /sitemap.xml and send the page with hints; by
 *   default only for the host-shell build, the one served at the site's origin
 * @property {typeof fetch} [fetchImpl] how the server reads the API and the remotes' manifests
 * @property {(message: string) => void} [log] where server rendering reports a fallback
 */

/**
 * An HTTP server (not yet listening) for one front-end build.
 * @param {StaticServerOptions} options
 */
export function createStaticServer({ dir, env = process.env, site, fetchImpl, log }) {
  const root = resolve(dir);
  const appConfig = buildAppConfig(env);
  const serveSiteFiles = site ?? basename(dirname(root)) === 'host-shell';
  const siteUrl = env.SITE_URL ?? `http://localhost:${localDefaults(env).hostPort}`;
  const siteFiles = serveSiteFiles
    ? createSiteFiles({
        siteUrl,
        apiBaseUrl: appConfig.apiBaseUrl,
        ...(fetchImpl ? { fetchImpl } : {}),
      })
    : null;
  const appConfigBody = Buffer.from(JSON.stringify(appConfig));
  const pageHints = serveSiteFiles
    ? createPageHints({ appConfig, ...(fetchImpl ? { fetchImpl } : {}) })
    : null;
  void pageHints?.warm();
  // The public pages rendered on the server (ssr.mjs), on the site's origin only.
  const settings = serveSiteFiles ? ssrSettings(env, appConfig) : null;
  const ssr = settings?.enabled
    ? createSsr({ settings, ...(fetchImpl ? { fetchImpl } : {}), ...(log ? { log } : {}) })
    : null;
  void ssr?.warm();
  const siteOrigin = new URL(siteUrl).origin;
  /** @type {Map<string, Buffer>} */
  const renderedPages = new Map();
  // index.html as last read, read again only when the build changes it.
  let pageTemplate = { mtimeMs: -1, text: '' };
  const headers = securityHeaders({
    csp: contentSecurityPolicy(appConfig, pageHints ? [startScript.hash] : []),
    hsts: env.HSTS === 'true',
  });
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();

  /**
   * @param {string} file
   * @param {number} mtimeMs
   * @param {string} ext
   * @param {Encoding} encoding
   */
  function body(file, mtimeMs, ext, encoding) {
    if (!encoding || !COMPRESSIBLE.has(ext)) return null;
    const key = `${file}:${mtimeMs}:${encoding}`;
    let cached = compressed.get(key);
    if (!cached) {
      cached = compress(readFileSync(file), encoding);
      compressed.set(key, cached);
    }
    return cached;
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {number} status
   * @param {Headers} extra
   * @param {string | Buffer} [payload]
   * @param {Headers} [security] document or asset headers
   */
  function send(request, response, status, extra, payload, security = headers.document) {
    response.writeHead(status, { ...security, ...extra });
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  /**
   * A file of the build. HTML is a document; everything else is an asset other origins may read.
   * @param {Request} request
   * @param {Response} response
   * @param {string} file
   * @param {import('node:fs').Stats} stats
   * @param {string} cacheControl
   */
  function sendFile(request, response, file, stats, cacheControl) {
    const ext = extname(file).toLowerCase();
    const security = ext === '.html' ? headers.document : headers.asset;
    const encoding = encodingFor(request);
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    if (request.headers['if-none-match'] === etag) {
      send(request, response, 304, { 'Cache-Control': cacheControl, ETag: etag }, '', security);
      return;
    }
    /** @type {Headers} */
    const fileHeaders = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'Last-Modified': stats.mtime.toUTCString(),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    const payload = body(file, stats.mtimeMs, ext, encoding);
    if (payload) {
      send(
        request,
        response,
        200,
        {
          ...fileHeaders,
          'Content-Encoding': encoding ?? undefined,
          'Content-Length': payload.length,
        },
        payload,
        security,
      );
      return;
    }
    response.writeHead(200, { ...security, ...fileHeaders, 'Content-Length': stats.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  /** @param {string} pathname */
  function resolveFile(pathname) {
    const target = normalize(join(root, decodeURIComponent(pathname)));
    if (target !== root && !target.startsWith(root + sep)) return null;
    try {
      const stats = statSync(target);
      return stats.isFile() ? { file: target, stats } : null;
    } catch {
      return null;
    }
  }

  /** @param {{ file: string, stats: import('node:fs').Stats }} index */
  function templateOf(index) {
    if (pageTemplate.mtimeMs !== index.stats.mtimeMs) {
      pageTemplate = { mtimeMs: index.stats.mtimeMs, text: readFileSync(index.file, 'utf8') };
    }
    return pageTemplate.text;
  }

  /**
   * A public page rendered on the server (ssr.mjs), streamed: the head with the page's tags and
   * preloads, then the page's HTML as React writes it, then the store's state. When the page cannot
   * be rendered, the client-rendered page goes out as before (sendPage).
   * @param {Request} request
   * @param {Response} response
   * @param {{ file: string, stats: import('node:fs').Stats }} index
   * @param {string} pathname
   * @param {NonNullable<typeof pageHints>} hints
   * @param {NonNullable<typeof ssr>} renderer
   */
  async function sendRenderedPage(request, response, index, pathname, hints, renderer) {
    const page = await renderer.render({
      url: request.url ?? pathname,
      config: appConfig,
      origin: siteOrigin,
    });
    const parts = page
      ? composePage(hints.render(templateOf(index), pathname, page.chunks ?? []), page)
      : null;
    if (!page || !parts) {
      page?.abort('no page template');
      sendPage(request, response, index, pathname, hints);
      return;
    }
    const encoding = encodingFor(request);
    response.writeHead(page.status, {
      ...headers.document,
      'Content-Type': TYPES['.html'],
      'Cache-Control': renderedPageCacheControl(settings?.cacheTtlMs ?? 0),
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') {
      page.abort('HEAD');
      response.end();
      return;
    }
    /** @type {import('node:stream').Writable} */
    let out = response;
    if (encoding) {
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 });
      compressor.pipe(response);
      out = compressor;
    }
    // React starts with the page's preloads (<link rel="preload">, its largest image first): they
    // join the head, before the page's HTML.
    let pending = '';
    let headWritten = false;
    const writeHead = (/** @type {boolean} */ all) => {
      const links = all ? pending : (/^(?:<link[^>]*>)*/.exec(pending)?.[0] ?? '');
      if (!all && links.length === pending.length) return;
      out.write(`${parts.head}${links}${parts.open}${pending.slice(links.length)}`);
      headWritten = true;
      pending = '';
    };
    page.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          if (headWritten) {
            out.write(chunk, () => done());
            return;
          }
          pending += String(chunk);
          writeHead(false);
          done();
        },
        final(done) {
          if (!headWritten) writeHead(true);
          out.end(parts.close);
          done();
        },
      }),
    );
  }

  /**
   * index.html with the hints for this path, compressed once per distinct page.
   * @param {Request} request
   * @param {Response} response
   * @param {{ file: string, stats: import('node:fs').Stats }} index
   * @param {string} pathname
   * @param {NonNullable<typeof pageHints>} hints
   */
  function sendPage(request, response, index, pathname, hints) {
    const html = hints.render(templateOf(index), pathname);
    const encoding = encodingFor(request);
    const key = `${encoding}:${html}`;
    let payload = renderedPages.get(key);
    if (!payload) {
      payload = encoding ? compress(Buffer.from(html), encoding) : Buffer.from(html);
      if (renderedPages.size > 32) renderedPages.clear();
      renderedPages.set(key, payload);
    }
    send(
      request,
      response,
      200,
      {
        'Content-Type': TYPES['.html'],
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': payload.length,
      },
      payload,
    );
  }

  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(
        request,
        response,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' },
        'Method not allowed',
      );
      return;
    }
    let pathname;
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(pathname);
    } catch {
      send(request, response, 400, { 'Content-Type': 'text/plain' }, 'Bad request');
      return;
    }
    if (ssr && pathname === '/metrics') {
      send(
        request,
        response,
        200,
        { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        ssrMetricsText(ssr.metrics()),
      );
      return;
    }
    if (pathname === '/app-config.json') {
      send(
        request,
        response,
        200,
        { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' },
        appConfigBody,
      );
      return;
    }
    const siteFile = siteFiles?.handles(pathname);
    if (siteFile) {
      siteFile.then(
        ({ type, cacheControl, text }) =>
          send(
            request,
            response,
            200,
            { 'Content-Type': type, 'Cache-Control': cacheControl },
            text,
          ),
        () => send(request, response, 500, { 'Content-Type': 'text/plain' }, 'Server error'),
      );
      return;
    }
    const found = pathname !== '/' ? resolveFile(pathname) : null;
    if (found) {
      const cacheControl = HASHED.test(found.file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      sendFile(request, response, found.file, found.stats, cacheControl);
      return;
    }
    // A missing file with an extension is a real 404; any other path is a route of the app.
    if (extname(pathname) && pathname !== '/') {
      // Readable from the host's origin too, so a missing remote file shows as a 404 there.
      send(request, response, 404, { 'Content-Type': 'text/plain' }, 'Not found', headers.asset);
      return;
    }
    const index = resolveFile('/index.html');
    if (!index) {
      send(
        request,
        response,
        503,
        { 'Content-Type': 'text/plain' },
        'This build has no index.html.',
      );
      return;
    }
    if (pageHints && ssr && remoteForPath(pathname) === 'public_site') {
      void sendRenderedPage(request, response, index, pathname, pageHints, ssr);
      return;
    }
    if (pageHints) {
      sendPage(request, response, index, pathname, pageHints);
      return;
    }
    sendFile(request, response, index.file, index.stats, 'no-cache');
  });
}
