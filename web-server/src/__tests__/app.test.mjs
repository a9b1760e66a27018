import { get } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { startScript } from '../page-hints.mjs';
import { createWebServer } from '../app.mjs';
import { buildFolder, listen } from '../testing/servers.mjs';

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/** A remote's build as webpack writes it. */
const REMOTE_BUILD = {
  'index.html': INDEX,
  'remoteEntry.js': 'var public_site = {};',
  'mf-manifest.json': JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  }),
  'main.0123456789.js': 'console.log("hashed");'.repeat(50),
  'page-home.0123456789.css': '.hero{color:red}',
  'assets/hero.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const ENV = {
  PUBLIC_SITE_MANIFEST_URL: 'https://cdn.example.com/public/mf-manifest.json',
  API_PUBLIC_URL: 'https://api.example.com/api',
  SITE_NAME: 'Test Agency',
};

/** @param {Parameters<typeof createWebServer>[0]} options */
const start = (options) => listen(createWebServer(options));

describe('a remote build', () => {
  /** @type {Awaited<ReturnType<typeof listen>>} */
  let server;
  beforeAll(async () => {
    server = await start({ dir: buildFolder(REMOTE_BUILD), env: ENV });
  });
  afterAll(() => server.close());

  it('answers app-config.json made from the environment, never cached', async () => {
    const response = await fetch(`${server.base}/app-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = /** @type {import('@tours/shared-ui/domain').RuntimeConfig} */ (
      await response.json()
    );
    expect(config.siteName).toBe('Test Agency');
    expect(config.apiBaseUrl).toBe('https://api.example.com/api');
    expect(config.remotes.public_site).toBe('https://cdn.example.com/public/mf-manifest.json');
  });

  it('answers every app route with index.html and a missing file with 404', async () => {
    const route = await fetch(`${server.base}/destinations/darjeeling`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toContain('<div id="root">');
    expect((await fetch(`${server.base}/missing.0123456789.js`)).status).toBe(404);
  });

  it('keeps hashed files a year and makes browsers revalidate the rest', async () => {
    const hashed = await fetch(`${server.base}/main.0123456789.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/']) {
      expect((await fetch(`${server.base}${path}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${server.base}/remoteEntry.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would add Cache-Control: no-cache, which asks for the file).
    const again = await new Promise((done) => {
      get(
        `${server.base}/remoteEntry.js`,
        { headers: { 'if-none-match': etag ?? '' } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => done({ status: response.statusCode, body }));
        },
      );
    });
    expect(again).toEqual({ status: 304, body: '' });
  });

  it('compresses text for clients that accept it (brotli first, then gzip)', async () => {
    const gzip = await fetch(`${server.base}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes transparently: the body is the original script.
    expect(await gzip.text()).toBe('console.log("hashed");'.repeat(50));
    const br = await fetch(`${server.base}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const plain = await fetch(`${server.base}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("lets other origins read the remote's assets: entry, manifest, chunks, styles, media", async () => {
    for (const path of [
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/main.0123456789.js',
      '/page-home.0123456789.css',
      '/assets/hero.0123456789.svg',
      '/missing.0123456789.js',
    ]) {
      const response = await fetch(`${server.base}${path}`, {
        headers: { origin: 'https://tours.example' },
      });
      expect([path, response.headers.get('access-control-allow-origin')]).toEqual([path, '*']);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('keeps pages and the runtime config same-origin: no CORS header on them', async () => {
    for (const path of ['/', '/destinations/darjeeling', '/index.html', '/app-config.json']) {
      const response = await fetch(`${server.base}${path}`, {
        headers: { origin: 'https://elsewhere.example' },
      });
      expect([path, response.headers.get('access-control-allow-origin')]).toEqual([path, null]);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('sends the security headers, with a CSP that forbids plugins, <base> and inline scripts', async () => {
    for (const path of ['/', '/remoteEntry.js']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Over plain HTTP (HSTS unset) no HSTS: a browser would refuse http://localhost for a year.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('never serves files outside its folder', async () => {
    const encoded = await fetch(`${server.base}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(encoded.status).not.toBe(200);
    const dots = await fetch(`${server.base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await dots.text()).not.toContain('root:');
  });

  it('answers GET and HEAD only, and 400 to an address it cannot decode', async () => {
    const post = await fetch(`${server.base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${server.base}/remoteEntry.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const bad = await fetch(`${server.base}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HSTS, the one setting shared with the API', () => {
  it('is sent on every answer when HSTS=true (the site is served over HTTPS only)', async () => {
    const server = await start({ dir: buildFolder(REMOTE_BUILD), env: { HSTS: 'true' } });
    try {
      for (const path of ['/', '/remoteEntry.js', '/app-config.json']) {
        const response = await fetch(`${server.base}${path}`);
        expect(response.headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await server.close();
    }
  });

  it('is not sent for any other value', async () => {
    const server = await start({ dir: buildFolder(REMOTE_BUILD), env: { HSTS: 'false' } });
    try {
      expect((await fetch(`${server.base}/`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("the site's origin (the host-shell build)", () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['app.0123456789.js'] } } }],
  };
  /** @type {string[]} */
  const requested = [];
  /** @type {typeof fetch} */
  const fetchImpl = async (url) => {
    requested.push(String(url));
    if (String(url).endsWith('/mf-manifest.json')) return Response.json(manifest);
    if (String(url).endsWith('/api/destinations')) return Response.json([{ slug: 'puri' }]);
    if (String(url).endsWith('/api/blogs')) return Response.json({ blogs: [] });
    return new Response('not found', { status: 404 });
  };
  /** @type {Awaited<ReturnType<typeof listen>>} */
  let server;
  beforeAll(async () => {
    // The role is a setting, whatever the folder's name.
    const dir = buildFolder({ 'index.html': INDEX });
    server = await start({
      dir,
      role: 'host',
      env: {
        ...ENV,
        SITE_URL: 'https://tours.example',
        PUBLIC_SITE_MANIFEST_URL: 'https://public.example/mf-manifest.json',
      },
      fetchImpl,
    });
  });
  afterAll(() => server.close());

  it('sends its page with the runtime config inline and the remote preloaded, same-origin', async () => {
    let html = '';
    for (let attempt = 0; attempt < 40 && !html.includes('remoteEntry.js'); attempt += 1) {
      const response = await fetch(`${server.base}/places`);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      html = await response.text();
    }
    expect(html).toContain('<script id="app-config" type="application/json">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="https://public.example/remoteEntry.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="script" href="https://public.example/app.0123456789.js">',
    );
  });

  it('sends a page in the language of its address: <html lang> bn under /bn, hi under /hi', async () => {
    /** @param {string} path */
    const langOf = async (path) =>
      /<html[^>]*\slang="([^"]+)"/.exec(await (await fetch(`${server.base}${path}`)).text())?.[1];
    expect(await langOf('/bn/places')).toBe('bn');
    expect(await langOf('/bn')).toBe('bn');
    expect(await langOf('/hi/destinations/puri')).toBe('hi');
    expect(await langOf('/places')).toBe('en');
    expect(await langOf('/blogs/bn')).toBe('en');
  });

  it('lets the start script of a rendered page run (its CSP hash), and no other inline script', async () => {
    const csp = (await fetch(`${server.base}/places`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(startScript.hash);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([startScript.hash]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('sends one URL per page: 308 to the lower-case path without a trailing slash, query kept', async () => {
    for (const [path, location] of [
      ['/about/', '/about'],
      ['/ABOUT', '/about'],
      ['/Blogs/?page=2', '/blogs?page=2'],
      ['/destinations/Puri/', '/destinations/puri'],
    ]) {
      const response = await fetch(`${server.base}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        308,
        location,
      ]);
    }
    // The home page, the admin console's routes and files are left as they are.
    for (const path of ['/', '/admin/Login/', '/about', '/Missing.0123456789.js']) {
      const response = await fetch(`${server.base}${path}`, { redirect: 'manual' });
      expect([path, response.status]).not.toEqual([path, 308]);
    }
  });

  it('sends Permissions-Policy and Cross-Origin-Opener-Policy with every page', async () => {
    for (const path of ['/', '/about', '/admin/login']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('answers robots.txt and sitemap.xml from the API at its own origin', async () => {
    const robots = await fetch(`${server.base}/robots.txt`);
    expect(await robots.text()).toMatch(/^Sitemap: https:\/\/tours\.example\/sitemap\.xml$/m);
    expect(robots.headers.get('access-control-allow-origin')).toBeNull();
    const sitemap = await fetch(`${server.base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('<loc>https://tours.example/destinations/puri</loc>');
    expect(requested).toContain('https://api.example.com/api/destinations');
  });
});

describe('a build without index.html, and settings that cannot be used', () => {
  it('answers 503 to a page when the build has no index.html', async () => {
    const server = await start({ dir: buildFolder({ 'remoteEntry.js': '' }), env: {} });
    try {
      expect((await fetch(`${server.base}/`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('refuses a role other than host or remote', () => {
    expect(() =>
      createWebServer({ dir: buildFolder(REMOTE_BUILD), env: { WEB_SERVER_ROLE: 'site' } }),
    ).toThrow('The role must be host or remote (got "site").');
  });

  it('refuses to start with a REMOTE_TIMEOUT_MS that is not a number of milliseconds', () => {
    expect(() =>
      createWebServer({ dir: buildFolder(REMOTE_BUILD), env: { REMOTE_TIMEOUT_MS: 'soon' } }),
    ).toThrow('REMOTE_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "soon").');
  });
});
