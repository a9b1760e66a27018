import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { createStaticServer } from '../../scripts/static-server.mjs';

describe('front-end static server', () => {
  let server: Server;
  let base: string;

  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    writeFileSync(join(dir, 'main.0123456789.js'), 'console.log("hashed");'.repeat(50));
    writeFileSync(join(dir, 'remoteEntry.js'), 'var entry = 1;');
    server = createStaticServer({
      dir,
      env: {
        PUBLIC_SITE_MANIFEST_URL: 'https://cdn.example.com/public/mf-manifest.json',
        API_PUBLIC_URL: 'https://api.example.com/api',
        SITE_NAME: 'Test Agency',
      },
    }) as Server;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise<void>((done) => server.close(() => done())));

  it('generates app-config.json from the environment, never cached', async () => {
    const response = await fetch(`${base}/app-config.json`);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const config = (await response.json()) as {
      siteName: string;
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };
    assert.equal(config.siteName, 'Test Agency');
    assert.equal(config.apiBaseUrl, 'https://api.example.com/api');
    assert.equal(config.remotes.public_site, 'https://cdn.example.com/public/mf-manifest.json');
  });

  it('answers every app route with index.html and a missing file with 404', async () => {
    const route = await fetch(`${base}/destinations/darjeeling`);
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<div id="root">/);
    assert.equal((await fetch(`${base}/missing.0123456789.js`)).status, 404);
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    const hashed = await fetch(`${base}/main.0123456789.js`);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const entry = await fetch(`${base}/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  });

  it('compresses text for clients that accept it', async () => {
    const response = await fetch(`${base}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    // fetch decodes transparently; the body is the original script.
    assert.match(await response.text(), /hashed/);
  });

  it('sends the security headers, with a CSP that forbids plugins and <base>', async () => {
    const response = await fetch(`${base}/`);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com/);
    assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
    // Over plain HTTP (local runs) no HSTS: a browser would then refuse http://localhost for a year.
    assert.equal(response.headers.get('strict-transport-security'), null);
  });

  it('sends HSTS when the site is served over HTTPS (HSTS=true)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-hsts-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    const https = createStaticServer({ dir, env: { HSTS: 'true' } }) as Server;
    await new Promise<void>((done) => https.listen(0, '127.0.0.1', done));
    try {
      const port = (https.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(
        response.headers.get('strict-transport-security'),
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await new Promise<void>((done) => https.close(() => done()));
    }
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`);
    assert.notEqual(response.status, 200);
    const raw = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    assert.ok(!(await raw.text()).includes('root:'));
  });
});

describe("the site's page: runtime config inline and preload links for the path's remote", () => {
  let manifests: Server;
  let manifestBase: string;
  let site: Server;
  let base: string;
  const SITE_NAME = 'Tours </script><script>alert(1)</script>';

  const manifest = (name: string) => ({
    id: name,
    name,
    metaData: {
      name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    exposes: [
      {
        id: `${name}:App`,
        name: 'App',
        path: './App',
        assets: {
          js: { sync: ['expose_App.0123456789.js'], async: ['page-home.0123456789.js'] },
          css: { sync: ['expose_App.0123456789.css'], async: [] },
        },
      },
    ],
  });

  before(async () => {
    manifests = createServer((request, response) => {
      const name = request.url?.startsWith('/admin/') ? 'admin_console' : 'public_site';
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(manifest(name)));
    });
    await new Promise<void>((done) => manifests.listen(0, '127.0.0.1', done));
    manifestBase = `http://127.0.0.1:${(manifests.address() as AddressInfo).port}`;
    const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    site = createStaticServer({
      dir,
      site: true,
      env: {
        SITE_NAME,
        API_PUBLIC_URL: 'https://api.example.com/api',
        PUBLIC_SITE_MANIFEST_URL: `${manifestBase}/public/mf-manifest.json`,
        ADMIN_CONSOLE_MANIFEST_URL: `${manifestBase}/admin/mf-manifest.json`,
      },
    }) as Server;
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise<void>((done) => site.close(() => done()));
    await new Promise<void>((done) => manifests.close(() => done()));
  });

  /** The page once the server has read the manifests (it fetches them when it starts). */
  async function page(path: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const html = await (await fetch(`${base}${path}`)).text();
      if (html.includes('remoteEntry.js') || attempt === 40) return html;
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  it('carries the same runtime config as app-config.json, unable to close its <script>', async () => {
    const html = await page('/');
    const inline = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html);
    assert.ok(inline, 'the page has the inline config');
    assert.deepEqual(JSON.parse(inline[1]!), await (await fetch(`${base}/app-config.json`)).json());
    assert.equal(JSON.parse(inline[1]!).siteName, SITE_NAME);
    assert.doesNotMatch(html, /<script>alert/);
  });

  it("preloads the public site's manifest, entry and ./App files on its routes", async () => {
    const html = await page('/destinations/darjeeling');
    const remote = `${manifestBase}/public/`;
    assert.match(html, /<link rel="preconnect" href="https:\/\/api\.example\.com" crossorigin>/);
    assert.ok(
      html.includes(
        `<link rel="preload" as="fetch" href="${remote}mf-manifest.json" crossorigin="anonymous">`,
      ),
    );
    assert.ok(html.includes(`<link rel="preload" as="script" href="${remote}remoteEntry.js">`));
    assert.ok(
      html.includes(`<link rel="preload" as="script" href="${remote}expose_App.0123456789.js">`),
    );
    assert.ok(
      html.includes(`<link rel="preload" as="style" href="${remote}expose_App.0123456789.css">`),
    );
    // Lazy chunks (pages) are not preloaded, nor is the other remote.
    assert.doesNotMatch(html, /<link[^>]*page-home/);
    assert.doesNotMatch(html, /<link[^>]*\/admin\//);
  });

  it("preloads the admin console's files under /admin only", async () => {
    const html = await page('/admin/login');
    assert.ok(html.includes(`href="${manifestBase}/admin/remoteEntry.js"`));
    assert.doesNotMatch(html, /<link[^>]*\/public\//);
  });

  it('still serves the page, without the remote links, when the manifest cannot be fetched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-site-down-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const lonely = createStaticServer({
      dir,
      site: true,
      env: { PUBLIC_SITE_MANIFEST_URL: 'http://127.0.0.1:9/mf-manifest.json' },
    }) as Server;
    await new Promise<void>((done) => lonely.listen(0, '127.0.0.1', done));
    try {
      const port = (lonely.address() as AddressInfo).port;
      await new Promise((done) => setTimeout(done, 200));
      const response = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(html, /<script id="app-config" type="application\/json">/);
      assert.doesNotMatch(html, /remoteEntry\.js/);
    } finally {
      await new Promise<void>((done) => lonely.close(() => done()));
    }
  });
});
