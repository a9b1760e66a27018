#!/usr/bin/env node
// Serves one front-end build (host or remote) in production: SPA fallback, app-config.json made
// from the environment, gzip/brotli, long-lived caching of hashed files, security headers. For the
// site's own origin (the host-shell build) it also answers /robots.txt and /sitemap.xml.
// Usage: node scripts/static-server.mjs --dir <build folder> --port <port> [--site]
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { createPageHints } from './lib/page-hints.mjs';
import { buildAppConfig, contentSecurityPolicy, localDefaults } from './lib/runtime-config.mjs';
import { createSiteFiles } from './lib/site-files.mjs';

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

function compress(raw, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(raw, { level: 9 });
}

/**
 * `site`: answer /robots.txt and /sitemap.xml. By default only for the host-shell build, the one
 * served at the site's origin.
 */
export function createStaticServer({ dir, env = process.env, site, fetchImpl }) {
  const root = resolve(dir);
  const appConfig = buildAppConfig(env);
  const serveSiteFiles = site ?? basename(dirname(root)) === 'host-shell';
  const siteFiles = serveSiteFiles
    ? createSiteFiles({
        siteUrl: env.SITE_URL ?? `http://localhost:${localDefaults(env).hostPort}`,
        apiBaseUrl: appConfig.apiBaseUrl,
        fetchImpl,
      })
    : null;
  const appConfigBody = Buffer.from(JSON.stringify(appConfig));
  // The site's page carries its runtime config and preload links (scripts/lib/page-hints.mjs).
  const pageHints = serveSiteFiles ? createPageHints({ appConfig, fetchImpl }) : null;
  pageHints?.warm();
  const renderedPages = new Map();
  // index.html as last read, read again only when the build changes it.
  let pageTemplate = { mtimeMs: -1, text: '' };
  const csp = contentSecurityPolicy(appConfig);
  const compressed = new Map();

  const baseHeaders = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': csp,
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // Remote entries and chunks are fetched by the host page on another origin.
    'Access-Control-Allow-Origin': '*',
    ...(env.HSTS === 'true'
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };

  function encodingFor(request) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return 'br';
    if (/\bgzip\b/.test(accepted)) return 'gzip';
    return null;
  }

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

  function send(request, response, status, headers, payload) {
    response.writeHead(status, { ...baseHeaders, ...headers });
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  function sendFile(request, response, file, stats, cacheControl) {
    const ext = extname(file).toLowerCase();
    const encoding = encodingFor(request);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'Last-Modified': stats.mtime.toUTCString(),
      ETag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      Vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === headers.ETag) {
      send(request, response, 304, { 'Cache-Control': cacheControl, ETag: headers.ETag });
      return;
    }
    const payload = body(file, stats.mtimeMs, ext, encoding);
    if (payload) {
      send(
        request,
        response,
        200,
        { ...headers, 'Content-Encoding': encoding, 'Content-Length': payload.length },
        payload,
      );
      return;
    }
    response.writeHead(200, { ...baseHeaders, ...headers, 'Content-Length': stats.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

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
      send(request, response, 404, { 'Content-Type': 'text/plain' }, 'Not found');
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
    if (pageHints) {
      sendPage(request, response, index, pathname);
      return;
    }
    sendFile(request, response, index.file, index.stats, 'no-cache');
  });

  /** index.html with the hints for this path, compressed once per distinct page. */
  function sendPage(request, response, index, pathname) {
    if (pageTemplate.mtimeMs !== index.stats.mtimeMs) {
      pageTemplate = { mtimeMs: index.stats.mtimeMs, text: readFileSync(index.file, 'utf8') };
    }
    const html = pageHints.render(pageTemplate.text, pathname);
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
}

const isMain =
  process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      site: { type: 'boolean' },
    },
  });
  if (!values.dir || !values.port) {
    console.error(
      'Usage: static-server.mjs --dir <build folder> --port <port> [--host <host>] [--site]',
    );
    process.exit(2);
  }
  const server = createStaticServer({ dir: values.dir, site: values.site || undefined });
  server.listen(Number(values.port), values.host ?? 'localhost', () => {
    console.log(`Serving ${resolve(values.dir)} on http://localhost:${values.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
