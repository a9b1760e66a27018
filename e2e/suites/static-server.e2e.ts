// The production web servers (@tours/web-server) of the running product, as the browser meets
// them: which answers other origins may read, and what the site's page carries. The server's
// own behaviour in detail (caching, compression, paths, settings) is in web-server's unit tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { RemoteManifest } from '@tours/shared-ui/domain';

import { product } from '../support/product';
import { rawPage } from '../support/site-helpers';

/** GET `url` as the host's page would, from the site's origin. */
const fromSite = (url: string) => fetch(url, { headers: { Origin: product().urls.site } });

/** The files a remote's ./App needs first, from its own manifest. */
async function remoteFiles(origin: string) {
  const response = await fromSite(`${origin}/mf-manifest.json`);
  assert.equal(response.status, 200);
  const manifest = (await response.json()) as RemoteManifest;
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  const files = [
    `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name}`,
    ...(app?.assets?.js?.sync ?? []),
    ...(app?.assets?.css?.sync ?? []),
  ];
  assert.ok(files.length > 1, 'the manifest names the entry and the files of ./App');
  return files.map((file) => `${origin}/${file}`);
}

describe('front-end web servers', () => {
  it("keep the site's pages and runtime config same-origin: no CORS header on them", async () => {
    const { urls } = product();
    for (const url of [
      `${urls.site}/`,
      `${urls.site}/places`,
      `${urls.site}/admin/login`,
      `${urls.site}/app-config.json`,
      `${urls.publicSite}/`,
      `${urls.admin}/admin/login`,
    ]) {
      const response = await fetch(url, { headers: { Origin: 'https://elsewhere.example' } });
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('access-control-allow-origin'), null, url);
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'same-origin', url);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
      assert.match(response.headers.get('content-security-policy') ?? '', /object-src 'none'/);
      // HSTS is unset under npm start (plain HTTP): no Strict-Transport-Security anywhere.
      assert.equal(response.headers.get('strict-transport-security'), null, url);
    }
  });

  it("let the host's page read each remote's manifest, entry, chunks and styles", async () => {
    const { urls } = product();
    for (const origin of [urls.publicSite, urls.admin]) {
      for (const url of [`${origin}/mf-manifest.json`, ...(await remoteFiles(origin))]) {
        const response = await fromSite(url);
        assert.equal(response.status, 200, url);
        assert.equal(response.headers.get('access-control-allow-origin'), '*', url);
        assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin', url);
      }
    }
  });

  it("send the site's page with the runtime config inline and the path's remote preloaded", async () => {
    const { urls } = product();
    for (const [path, origin, other] of [
      ['/places', urls.publicSite, urls.admin],
      ['/admin/login', urls.admin, urls.publicSite],
    ] as const) {
      // The server reads the manifests at start and again 2 s after a failure (the remotes start
      // beside it): the links come with the first page after it has read them.
      let html = '';
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        html = await (await fetch(`${urls.site}${path}`)).text();
        // (the entry is named in a preload link, or in the start script's list on a rendered page)
        if (html.includes(`${origin}/remoteEntry.js`)) break;
        await new Promise((done) => setTimeout(done, 250));
      }
      const inline = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html);
      assert.ok(inline, 'the page has the inline config');
      assert.deepEqual(
        JSON.parse(inline[1]!),
        await (await fetch(`${urls.site}/app-config.json`)).json(),
      );
      // A server-rendered page (the public site's) links ./App's stylesheet, not a preload: it
      // applies before the first paint. Its scripts are not requested before it has loaded: no
      // script preload, and the host's entry behind the start script.
      const rendered = html.includes('data-ssr="public_site"');
      for (const file of await remoteFiles(origin)) {
        if (rendered) {
          if (file.endsWith('.css')) {
            assert.ok(html.includes(`<link rel="stylesheet" href="${file}">`), file);
          } else {
            // Requested by the start script once the page has loaded (data-preload).
            assert.ok(!html.includes(`<link rel="preload" as="script" href="${file}">`), file);
            const later = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
            assert.ok(later.includes(file), file);
          }
          continue;
        }
        const as = file.endsWith('.css') ? 'style' : 'script';
        assert.ok(html.includes(`<link rel="preload" as="${as}" href="${file}">`), file);
      }
      if (rendered) {
        assert.match(
          html,
          /<script data-entry="\/main\.[0-9a-f]{10}\.js" data-preload="[^"]*remoteEntry\.js[^"]*">/,
        );
        assert.doesNotMatch(html, /rel="?preload"? as="?script/);
      }
      assert.ok(!html.includes(`href="${other}/`), `nothing of ${other} on ${path}`);
    }
  });

  it("mark the scripts a rendered page starts with for compiling as they arrive, not the admin's", async () => {
    const { urls } = product();
    const { html } = await rawPage('/places');
    const entry = /data-entry="([^"]*)"/.exec(html)?.[1];
    const preloads = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    assert.ok(entry && preloads.length > 2, 'a rendered page names its scripts');
    for (const file of [entry, ...preloads]) {
      const script = await (await fromSite(new URL(file, urls.site).href)).text();
      assert.ok(script.startsWith('//# allFunctionsCalledOnLoad\n'), file);
    }
    // The admin's chunks carry large libraries used in part: compiled lazily, as by default.
    for (const file of await remoteFiles(urls.admin)) {
      if (!file.endsWith('.js')) continue;
      const script = await (await fromSite(file)).text();
      assert.ok(!script.includes('allFunctionsCalledOnLoad'), file);
    }
  });
});
