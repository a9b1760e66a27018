// The production web server of one front-end build, as a Fastify app that does not listen yet
// (cli.mjs listens). Its role is a setting: `remote` serves a remote's build (files, SPA fallback,
// app-config.json); `host` serves the site's origin: the same, plus /robots.txt, /sitemap.xml,
// /metrics, one URL per page (canonical redirects) and the page with the runtime config inline,
// preload hints and, for public paths, the public site's server render (pages.mjs, ssr.mjs).
// Plugins in the order a request meets them: README.md, "The request path".
import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import helmet from 'helmet';

import { canonicalPath } from './canonical-path.mjs';
import { createPageHints, startScript } from './page-hints.mjs';
import { createPages } from './pages.mjs';
import { buildAppConfig, contentSecurityPolicy, localDefaults } from './runtime-config.mjs';
import { sharedHttp } from './shared-domain.mjs';
import { createSiteFiles } from './site-files.mjs';
import { createSsr, ssrMetricsText, ssrSettings } from './ssr.mjs';

/** @typedef {'host' | 'remote'} Role */

export const ROLES = /** @type {const} */ (['host', 'remote']);

// webpack names hashed files name.<10 hex>.ext: those never change, so browsers keep them a year.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

/** What other origins may read: a build's assets (the host's page fetches the remotes' files). */
const ASSET_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * The role from the options, else WEB_SERVER_ROLE, else `remote`; anything else stops the start.
 * @param {string | undefined} value
 * @returns {Role}
 */
export function parseRole(value) {
  const role = value || 'remote';
  if (!ROLES.includes(/** @type {Role} */ (role))) {
    throw new Error(`The role must be host or remote (got "${role}").`);
  }
  return /** @type {Role} */ (role);
}

/**
 * helmet's options for this server: the rules shared with the API (shared-ui), this server's CSP
 * (made from the runtime config) and its Referrer-Policy.
 * @param {string} csp
 * @param {boolean} hsts
 */
function helmetOptions(csp, hsts) {
  const directives = Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
  return sharedHttp().securityHeaderOptions({
    hsts,
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * @typedef {object} WebServerOptions
 * @property {string} dir the build folder
 * @property {Role} [role] `host` for the site's origin; default WEB_SERVER_ROLE, else `remote`
 * @property {Record<string, string | undefined>} [env] where the settings come from
 * @property {typeof fetch} [fetchImpl] how the server reads the API, the remotes' manifests and
 *   the server container's release
 * @property {(message: string) => void} [log] where server rendering reports
 */

/**
 * The web server of one front-end build: a Fastify instance, not listening. A setting it cannot
 * use throws here, before anything starts.
 * @param {WebServerOptions} options
 */
export function createWebServer({ dir, role, env = process.env, fetchImpl, log }) {
  const root = resolve(dir);
  const isHost = parseRole(role ?? env.WEB_SERVER_ROLE) === 'host';
  const appConfig = buildAppConfig(env);
  const settings = isHost ? ssrSettings(env, appConfig) : null;
  const fetching = fetchImpl ? { fetchImpl } : {};
  const siteUrl = env.SITE_URL ?? `http://localhost:${localDefaults(env).hostPort}`;
  const hints = isHost ? createPageHints({ appConfig, ...fetching }) : null;
  const ssr = settings?.enabled
    ? createSsr({ settings, ...fetching, ...(log ? { log } : {}) })
    : null;
  const pages = hints ? createPages({ appConfig, hints, ssr, siteUrl, settings }) : null;
  const siteFiles = isHost
    ? createSiteFiles({ siteUrl, apiBaseUrl: appConfig.apiBaseUrl, ...fetching })
    : null;
  const csp = contentSecurityPolicy(appConfig, isHost ? [startScript.hash] : []);
  const appConfigBody = JSON.stringify(appConfig);
  const { PERMISSIONS_POLICY } = sharedHttp();

  // helmet's middleware, built once: @fastify/helmet builds it again for every request (its
  // onRequest hook calls helmet(options)), a quarter of a client-rendered page's throughput here.
  const setSecurityHeaders = helmet(helmetOptions(csp, env.HSTS === 'true'));
  const app = Fastify({
    logger: false,
    // An address Fastify cannot decode is answered before any hook: with the same headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw, () => undefined);
      /** @type {import('fastify').FastifyReply} */ (reply)
        .code(error.statusCode ?? 400)
        .type('text/plain')
        .send('Bad request');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method not allowed');
    }
    // One URL per page: /About/ -> /about (308 keeps the method; the query string stays).
    const canonical = isHost ? canonicalPath(request.url) : null;
    if (canonical) return reply.redirect(canonical, 308);
    return undefined;
  });
  app.register(compress, { encodings: ['br', 'gzip'] });

  app.get('/app-config.json', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(appConfigBody),
  );
  if (ssr) {
    app.get('/metrics', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(ssrMetricsText(ssr.metrics())),
    );
  }
  if (siteFiles) {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      app.get(path, async (_request, reply) => {
        const file = await siteFiles.handles(path);
        return reply
          .type(file?.type ?? 'text/plain')
          .header('cache-control', file?.cacheControl)
          .send(file?.text);
      });
    }
  }

  app.register(fastifyStatic, {
    root,
    index: false,
    redirect: false,
    cacheControl: false,
    // A path without an extension is a route of the app: straight to its page, no file looked up.
    allowedPath: (pathname) => extname(pathname) !== '',
    // The files of the build: hashed ones kept a year, the rest (entry, manifest) revalidated;
    // all but the pages readable from another origin.
    setHeaders(response, path) {
      response.setHeader(
        'cache-control',
        HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (extname(path) === '.html') return;
      for (const [name, value] of Object.entries(ASSET_HEADERS)) response.setHeader(name, value);
    },
  });

  const index = join(root, 'index.html');
  /**
   * Any path that is not a file is a route of the app: its page.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function sendPage(request, reply) {
    if (!existsSync(index)) {
      return reply.code(503).type('text/plain').send('This build has no index.html.');
    }
    if (pages) return pages.send(request, reply, index, statSync(index).mtimeMs);
    return reply.sendFile('index.html');
  }
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    // A missing file with an extension is a real 404, readable from the host's origin too.
    if (extname(new URL(request.url, 'http://localhost').pathname)) {
      return reply.code(404).headers(ASSET_HEADERS).type('text/plain').send('Not found');
    }
    return sendPage(request, reply);
  });

  app.addHook('onReady', async () => {
    void hints?.warm();
    void ssr?.warm();
  });
  return app;
}
