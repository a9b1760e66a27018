import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
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
