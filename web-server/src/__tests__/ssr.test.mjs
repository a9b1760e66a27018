// Server rendering on the site's origin (ssr.mjs), with the remote's server container served by
// the test itself over HTTP (a commonjs-module container with init/get, as webpack writes it), so
// it can break it, slow it, and release a new one; the federation runtime loads it from there. The
// real container's pages (head per route, 404s, state serialisation) are tested in public-site
// (src/server/__tests__/render.test.tsx) and end to end in e2e/suites/ssr.e2e.ts.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { composePage, renderedPageCacheControl } from '../ssr.mjs';
import { createWebServer } from '../app.mjs';
import { buildFolder, listen } from '../testing/servers.mjs';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="description" content="The default description">',
  '<title>Tours and Travels</title><script defer src="/main.js"></script></head>',
  '<body><noscript>JS</noscript><div id="root"><div class="host-loading" role="status">',
  'Loading...</div></div></body></html>',
].join('');

/**
 * A server container's code whose renderPage runs `body` (with url, config, origin in scope).
 * @param {string} body
 */
const container = (body) => `
module.exports = {
  init: async () => undefined,
  get: async (name) => () => ({
    createRenderer: async ({ assetBase }) => ({
      renderPage: async ({ url, config, origin }) => { ${body} },
    }),
  }),
};`;

/** A page as the container answers it. */
const page = (/** @type {string} */ html, status = 200) => `
  return {
    status: ${status},
    head: '<title>' + url + ' | ' + config.siteName + '</title>',
    state: '{"origin":"' + origin + '","asset":"' + assetBase + '"}',
    pipe(destination) {
      destination.write(${JSON.stringify(html)});
      destination.end();
    },
    abort() {},
  };`;

/**
 * The remote's server: its container at /server/remoteEntry.js (503 while `code` is null), and
 * how the web server reads that origin (the manifest: 404, no hints needed here).
 * @param {{ code: string | null }} remote
 */
async function remoteServer(remote) {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/server/remoteEntry.js') && remote.code !== null) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(remote.code);
    } else {
      response.writeHead(request.url?.startsWith('/server/') ? 503 : 404).end('gone');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  running.push(() => new Promise((done) => server.close(() => done(undefined))));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const entryUrl = `${origin}/server/remoteEntry.js`;
  /** @type {string[]} */
  const requested = [];
  /** @type {typeof fetch} */
  const fetchImpl = async (url, init) => {
    requested.push(String(url));
    return String(url) === entryUrl ? fetch(url, init) : new Response('', { status: 404 });
  };
  return { fetchImpl, requested, entryUrl, manifestUrl: `${origin}/mf-manifest.json` };
}

/** @type {Array<() => Promise<unknown>>} */
const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/**
 * The site's server over that remote; resolves once it has tried to load the container.
 * @param {{ code: string | null }} remote
 * @param {Record<string, string>} [env]
 */
async function site(remote, env = {}) {
  const { fetchImpl, requested, entryUrl, manifestUrl } = await remoteServer(remote);
  /** @type {string[]} */
  const logged = [];
  const server = createWebServer({
    dir: buildFolder({ 'index.html': TEMPLATE }),
    role: 'host',
    env: {
      PUBLIC_SITE_MANIFEST_URL: manifestUrl,
      ADMIN_CONSOLE_MANIFEST_URL: 'https://admin.example/mf-manifest.json',
      API_PUBLIC_URL: 'https://api.example/api',
      SITE_URL: 'https://tours.example',
      SITE_NAME: 'Test Tours',
      SSR_RELOAD_MS: '100',
      ...env,
    },
    fetchImpl,
    log: (message) => logged.push(message),
  });
  const listening = await listen(server);
  running.push(listening.close);
  // The container is fetched and loaded at start; wait until that has been tried.
  const tried = () =>
    logged.some((line) => /loaded the public site|could not be loaded/.test(line));
  for (let i = 0; i < 500 && !tried(); i += 1) {
    await new Promise((done) => setTimeout(done, 10));
  }
  return { ...listening, requested, logged, entryUrl, manifestUrl };
}

/** @param {string} base */
async function metrics(base) {
  return (await fetch(`${base}/metrics`)).text();
}

describe('server-rendered public pages', () => {
  it("render with the container fetched from the remote's URL: head, #root, state, CDN caching", async () => {
    const remote = { code: container(page('<main><h1>Darjeeling</h1></main>')) };
    const { base, requested, entryUrl, manifestUrl } = await site(remote);
    expect(requested).toContain(entryUrl);

    const response = await fetch(`${base}/destinations/darjeeling?from=share`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=5',
    );
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    // The page's head replaces the template's title and description, inside <head>.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>/destinations/darjeeling?from=share | Test Tours</title>');
    expect(html).not.toContain('Tours and Travels');
    expect(html).not.toContain('The default description');
    expect(html).toContain(
      '<div id="root" data-ssr="public_site"><main><h1>Darjeeling</h1></main></div>',
    );
    expect(html).not.toContain('Loading...');
    // The state follows #root; the page's images are named from the remote's browser address.
    expect(html).toContain(
      `<script id="public-site-state" type="application/json">{"origin":"https://tours.example","asset":"${new URL('.', manifestUrl).href}"}</script></body></html>`,
    );
    expect(await metrics(base)).toContain('ssr_rendered_total 1');
  });

  it("answers the container's status: 404 for a page that does not exist", async () => {
    const { base } = await site({ code: container(page('<h1>Page not found</h1>', 404)) });
    const response = await fetch(`${base}/destinations/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });

  it('moves the preloads React writes first into the head', async () => {
    const html = '<link rel="preload" as="image" href="/hero.svg"/><main>Home</main>';
    const { base } = await site({ code: container(page(html)) });
    const text = await (await fetch(`${base}/`)).text();
    expect(text.indexOf('<link rel="preload" as="image" href="/hero.svg"/>')).toBeLessThan(
      text.indexOf('</head>'),
    );
    expect(text).toContain('<div id="root" data-ssr="public_site"><main>Home</main></div>');
  });

  it('compresses the stream when the browser accepts it', async () => {
    const { base } = await site({ code: container(page('<main>Compressed</main>')) });
    const response = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the same page.
    expect(await response.text()).toContain('<main>Compressed</main>');
  });

  it('leave the admin pages client-rendered', async () => {
    const { base } = await site({ code: container(page('<main>public</main>')) });
    const response = await fetch(`${base}/admin/login`);
    const html = await response.text();
    expect(html).toContain('Loading...');
    expect(html).not.toContain('data-ssr');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('server rendering fails soft: the client-rendered page, logged and counted', () => {
  it('when the container cannot be fetched', async () => {
    const { base, logged } = await site({ code: null });
    const response = await fetch(`${base}/places`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Loading...');
    expect(html).toContain('<title>Tours and Travels</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const counted = await metrics(base);
    expect(counted).toContain('ssr_fallback_total{reason="unavailable"} 1');
    expect(counted).toContain('ssr_container_load_failures_total 1');
    expect(logged.join('\n')).toMatch(/could not be loaded \(HTTP 503/);
  });

  it('when the container is not valid code', async () => {
    const { base, logged } = await site({ code: 'module.exports = {' });
    expect((await fetch(`${base}/places`)).status).toBe(200);
    expect(logged.join('\n')).toMatch(/could not be loaded \(.*Unexpected/);
  });

  it('when a render throws', async () => {
    const { base, logged } = await site({
      code: container('throw new Error("render exploded");'),
    });
    const response = await fetch(`${base}/places`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Loading...');
    expect(await metrics(base)).toContain('ssr_fallback_total{reason="error"} 1');
    expect(logged.join('\n')).toMatch(/fallback #1 \(error\) for \/places.*render exploded/);
  });

  it('when a render takes longer than SSR_TIMEOUT_MS', async () => {
    const { base } = await site(
      { code: container('return new Promise(() => undefined);') },
      { SSR_TIMEOUT_MS: '200' },
    );
    const started = Date.now();
    const response = await fetch(`${base}/blogs`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Loading...');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await metrics(base)).toContain('ssr_fallback_total{reason="timeout"} 1');
  });
});

describe('a new release of the remote', () => {
  it('changes the rendered page within SSR_RELOAD_MS, with no restart', async () => {
    const remote = { code: container(page('<main>Release 1</main>')) };
    const { base, logged } = await site(remote);
    expect(await (await fetch(`${base}/`)).text()).toContain('Release 1');

    remote.code = container(page('<main>Release 2</main>'));
    let html = '';
    for (let i = 0; i < 50 && !html.includes('Release 2'); i += 1) {
      await new Promise((done) => setTimeout(done, 50));
      html = await (await fetch(`${base}/`)).text();
    }
    expect(html).toContain('Release 2');
    expect(logged.filter((line) => line.includes('loaded the public site'))).toHaveLength(2);
  });

  it("loads it once the old release's renders have ended (they would hand it their shared modules)", async () => {
    // Each release notes what it does in a file: the runtime runs a container in Node's own
    // context, not in this test's.
    const events = join(mkdtempSync(join(tmpdir(), 'ssr-release-')), 'events');
    const note = (/** @type {string} */ text) =>
      `require('node:fs').appendFileSync(${JSON.stringify(events)}, '${text}\\n');`;
    const remote = {
      code: container(
        `${note('render 1')} await new Promise((done) => setTimeout(done, 400)); ${note('rendered 1')}` +
          page('<main>Release 1</main>'),
      ),
    };
    const { base } = await site(remote, { SSR_TIMEOUT_MS: '2000' });
    expect(await (await fetch(`${base}/`)).text()).toContain('Release 1');

    remote.code = note('release 2') + container(page('<main>Release 2</main>'));
    await new Promise((done) => setTimeout(done, 150));
    // This request finds the new release and is rendered by the old one meanwhile.
    const during = fetch(`${base}/`).then((response) => response.text());
    let html = '';
    for (let i = 0; i < 60 && !html.includes('Release 2'); i += 1) {
      await new Promise((done) => setTimeout(done, 50));
      html = await (await fetch(`${base}/`)).text();
    }
    expect(html).toContain('Release 2');
    expect(await during).toContain('Release 1');
    expect(readFileSync(events, 'utf8').trim().split('\n')).toEqual([
      'render 1',
      'rendered 1',
      'render 1',
      'rendered 1',
      'release 2',
    ]);
  });

  it('keeps the release it has when the next one cannot be fetched', async () => {
    const remote = /** @type {{ code: string | null }} */ ({
      code: container(page('<main>Release 1</main>')),
    });
    const { base } = await site(remote);
    remote.code = null;
    await new Promise((done) => setTimeout(done, 250));
    await fetch(`${base}/`);
    await new Promise((done) => setTimeout(done, 50));
    expect(await (await fetch(`${base}/`)).text()).toContain('Release 1');
  });
});

describe('pieces', () => {
  it('composePage reads the minified template (attribute quotes left out)', () => {
    const parts = composePage(
      '<html><head><meta name=description content="x"><title>t</title></head><body><div id=root><div>Loading...</div></div></body></html>',
      { head: '<title>Page</title>', state: '{}' },
    );
    expect(parts?.head).toBe('<html><head><title>Page</title>');
    expect(parts?.open).toBe('</head><body><div id="root" data-ssr="public_site">');
  });

  it("composePage drops the template's English <noscript>: the rendered page reads without scripts", () => {
    const parts = composePage(TEMPLATE, { head: '<title>দার্জিলিং</title>', state: '{}' });
    expect(`${parts?.head}${parts?.open}${parts?.close}`).not.toContain('<noscript>');
    expect(parts?.open).toBe('</head><body><div id="root" data-ssr="public_site">');
  });

  it('composePage leaves a template without #root to the client-rendered page', () => {
    expect(composePage('<html><head></head><body></body></html>', { head: '', state: '' })).toBe(
      null,
    );
  });

  it("renderedPageCacheControl follows the API's PUBLIC_CACHE_TTL_MS", () => {
    expect(renderedPageCacheControl(60_000)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(renderedPageCacheControl(0)).toBe('public, no-cache');
  });

  it('refuses an SSR setting it cannot use', () => {
    expect(() =>
      createWebServer({
        dir: buildFolder({ 'index.html': TEMPLATE }),
        role: 'host',
        env: { SSR: 'yes' },
        fetchImpl: async () => new Response('', { status: 404 }),
      }),
    ).toThrow(/SSR must be true or false/);
  });
});
