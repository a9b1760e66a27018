import { describe, expect, it } from '@jest/globals';

import { createHash } from 'node:crypto';

import { createPageHints, manifestAssets, remoteForPath, startScript } from '../page-hints.mjs';
import { buildAppConfig } from '../runtime-config.mjs';

const TEMPLATE = '<!doctype html><html><head><title>t</title></head><body></body></html>';

/** @param {string} name */
const manifest = (name) => ({
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
        css: {
          sync: ['expose_App.0123456789.css'],
          async: [
            'page-home.0123456789.css',
            'page-home-extra.0123456789.css',
            'dialog.0123456789.css',
          ],
        },
      },
    },
  ],
});

const appConfig = buildAppConfig({
  SITE_NAME: 'Tours </script><script>alert(1)</script>',
  API_PUBLIC_URL: 'https://api.example.com/api',
  PUBLIC_SITE_MANIFEST_URL: 'https://cdn.example/public/mf-manifest.json',
  ADMIN_CONSOLE_MANIFEST_URL: 'https://cdn.example/admin/mf-manifest.json',
});

/**
 * The remotes' servers (the network boundary): each answers its manifest, or `status`.
 * @param {number} [status]
 */
function remotes(status = 200) {
  /** @type {string[]} */
  const requested = [];
  /** @type {typeof fetch} */
  const fetchImpl = async (url) => {
    requested.push(String(url));
    if (status !== 200) return new Response('', { status });
    return Response.json(
      manifest(String(url).includes('/admin/') ? 'admin_console' : 'public_site'),
    );
  };
  return { fetchImpl, requested };
}

/**
 * The page for `path` once the hints know the remotes (they fetch the manifests at start).
 * @param {string} path
 */
async function pageFor(path, hints = createPageHints({ appConfig, ...remotes() })) {
  await hints.warm();
  return hints.render(TEMPLATE, path);
}

describe('remoteForPath', () => {
  it('gives /admin and every path under it to the admin console, the rest to the public site', () => {
    expect(remoteForPath('/admin')).toBe('admin_console');
    expect(remoteForPath('/admin/login')).toBe('admin_console');
    expect(remoteForPath('/administration')).toBe('public_site');
    expect(remoteForPath('/')).toBe('public_site');
  });
});

describe('manifestAssets', () => {
  it("lists the entry, ./App's first files and its lazy chunks' stylesheets", () => {
    expect(manifestAssets('https://cdn.example/public/mf-manifest.json', manifest('p'))).toEqual({
      entry: 'https://cdn.example/public/remoteEntry.js',
      scripts: ['https://cdn.example/public/expose_App.0123456789.js'],
      styles: ['https://cdn.example/public/expose_App.0123456789.css'],
      lazyStyles: [
        'https://cdn.example/public/page-home.0123456789.css',
        'https://cdn.example/public/page-home-extra.0123456789.css',
        'https://cdn.example/public/dialog.0123456789.css',
      ],
    });
  });

  it('is null for a manifest without an entry', () => {
    expect(manifestAssets('https://cdn.example/mf-manifest.json', { metaData: {} })).toBeNull();
  });
});

describe("the site's page", () => {
  it('carries the runtime config inline, unable to close its <script>', async () => {
    const html = await pageFor('/');
    const inline = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(inline).not.toBeNull();
    expect(JSON.parse(/** @type {string} */ (inline?.[1]))).toEqual(appConfig);
    expect(html).not.toContain('<script>alert');
  });

  it("preloads the public site's manifest, entry and ./App files on its routes", async () => {
    const html = await pageFor('/destinations/darjeeling');
    const remote = 'https://cdn.example/public/';
    expect(html).toContain('<link rel="preconnect" href="https://api.example.com" crossorigin>');
    expect(html).toContain(
      `<link rel="preload" as="fetch" href="${remote}mf-manifest.json" crossorigin="anonymous">`,
    );
    expect(html).toContain(`<link rel="preload" as="script" href="${remote}remoteEntry.js">`);
    expect(html).toContain(
      `<link rel="preload" as="script" href="${remote}expose_App.0123456789.js">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="style" href="${remote}expose_App.0123456789.css">`,
    );
    // Lazy chunks (pages) are not preloaded, nor is the other remote.
    expect(html).not.toMatch(/<link[^>]*page-home/);
    expect(html).not.toMatch(/<link[^>]*\/admin\//);
    // Everything sits at the end of <head>.
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('</head>'));
  });

  it("links a server-rendered page's stylesheets (./App's and its chunk's), so it never paints unstyled", async () => {
    const hints = createPageHints({ appConfig, ...remotes() });
    await hints.warm();
    const html = hints.render(TEMPLATE, '/', ['page-home']);
    const remote = 'https://cdn.example/public/';
    expect(html).toContain(`<link rel="stylesheet" href="${remote}expose_App.0123456789.css">`);
    expect(html).toContain(`<link rel="stylesheet" href="${remote}page-home.0123456789.css">`);
    // Only that chunk's: not another whose name begins the same, nor a dialog's.
    expect(html).not.toContain('page-home-extra');
    expect(html).not.toContain('dialog.0123456789.css');
    expect(html).not.toContain('as="style"');
    expect(html.lastIndexOf('stylesheet')).toBeLessThan(html.indexOf('</head>'));
    // Its first requests to the API's origin are its photos (no CORS), not API calls.
    expect(html).toContain('<link rel="preconnect" href="https://api.example.com">');
    expect(html).not.toContain('crossorigin>');
  });

  it("starts a server-rendered page's scripts only once it has loaded: no script preload, the entry behind start-after-load.js", async () => {
    const hints = createPageHints({ appConfig, ...remotes() });
    await hints.warm();
    // The host's template as html-webpack-plugin writes it (minified: quotes dropped).
    const template =
      '<!doctype html><html><head><title>t</title><script defer src=/main.0123456789.js></script>' +
      '<link rel=preload as=script href=/696.0123456789.js><link rel=stylesheet href=/775.0123456789.css>' +
      '</head><body><div id=root></div></body></html>';
    const html = hints.render(template, '/places', ['page-places']);
    // ... which then asks for the template's and the remote's scripts together, with the entry.
    const remote = 'https://cdn.example/public/';
    expect(html).toContain(
      `<script data-entry="/main.0123456789.js" data-preload="/696.0123456789.js ${remote}remoteEntry.js ${remote}expose_App.0123456789.js">${startScript.text}</script>`,
    );
    // Written into the page, before the stylesheets (an inline script after them would wait
    // for them), and allowed by its hash.
    expect(html.indexOf('data-entry')).toBeLessThan(html.indexOf('rel=stylesheet'));
    const inline = /<script data-entry=[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(
      startScript.hash,
    );
    expect(html).not.toContain('src=/main');
    expect(html).not.toMatch(/rel="?preload"? as="?(script|fetch)"?/);
    // Its stylesheets stay: it paints styled before any script.
    expect(html).toContain('<link rel=stylesheet href=/775.0123456789.css>');
    expect(html).toContain('expose_App.0123456789.css');
    // The same template as a client-rendered page keeps its entry and every preload.
    const client = hints.render(template, '/places');
    expect(client).toContain('<script defer src=/main.0123456789.js></script>');
    expect(client).toContain('<link rel=preload as=script href=/696.0123456789.js>');
    expect(client).toContain('remoteEntry.js');
    expect(client).not.toContain('start-after-load');
  });

  /**
   * Runs start-after-load.js against a page whose browser steps the test takes one by one.
   * @param {{ painted: boolean, preload?: string }} page whether the first contentful paint is on
   *   screen at load; the start script's data-preload
   */
  function startScriptIn({
    painted,
    preload = '/696.0123456789.js https://cdn.example/remoteEntry.js',
  }) {
    /** @type {Array<() => void>} */
    const frames = [];
    /** @type {Array<() => void>} */
    const tasks = [];
    /** @type {Record<string, () => void>} */
    const listeners = {};
    /** @type {Array<(list: { getEntriesByName: (name: string) => object[] }) => void>} */
    const observers = [];
    /** @type {object[]} */
    const added = [];
    const entries = (/** @type {boolean} */ shown) => (/** @type {string} */ name) =>
      shown && name === 'first-contentful-paint' ? [{ name }] : [];
    const document = {
      readyState: 'interactive',
      currentScript: {
        getAttribute: (/** @type {string} */ name) =>
          /** @type {Record<string, string>} */ ({
            'data-entry': '/main.0123456789.js',
            'data-preload': preload,
          })[name] ?? null,
      },
      createElement: (/** @type {string} */ tag) => ({ tag }),
      head: { appendChild: (/** @type {object} */ element) => added.push(element) },
    };
    const window = {
      addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
        listeners[type] = listener;
      },
    };
    const performance = { getEntriesByName: entries(painted) };
    class PerformanceObserver {
      /** @param {(typeof observers)[number]} callback */
      constructor(callback) {
        observers.push(callback);
      }
      observe() {}
    }
    new Function(
      'document',
      'window',
      'performance',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      startScript.text,
    )(
      document,
      window,
      performance,
      PerformanceObserver,
      (/** @type {() => void} */ callback) => frames.push(callback),
      (/** @type {() => void} */ callback) => tasks.push(callback),
    );
    return {
      added,
      load: () => listeners.load?.(),
      /** The browser reports a paint entry; `contentful` says whether it is the first contentful. */
      paint: (/** @type {boolean} */ contentful) =>
        observers.forEach((callback) => callback({ getEntriesByName: entries(contentful) })),
      frame: () => frames.shift()?.(),
      task: () => tasks.shift()?.(),
    };
  }

  const entryWithPreloads = [
    { tag: 'link', rel: 'preload', as: 'script', href: '/696.0123456789.js' },
    { tag: 'link', rel: 'preload', as: 'script', href: 'https://cdn.example/remoteEntry.js' },
    { tag: 'script', src: '/main.0123456789.js' },
  ];

  it('start-after-load.js adds the entry, with its preloads, after the load and two frames', () => {
    const page = startScriptIn({ painted: true });
    expect(page.added).toEqual([]);
    page.load();
    page.frame();
    page.frame();
    expect(page.added).toEqual([]);
    page.task();
    expect(page.added).toEqual(entryWithPreloads);
  });

  it('start-after-load.js waits for the first contentful paint when the load comes before it', () => {
    const page = startScriptIn({ painted: false });
    page.load();
    page.paint(false);
    page.frame();
    page.frame();
    page.task();
    expect(page.added).toEqual([]);
    page.paint(true);
    page.frame();
    page.frame();
    page.task();
    expect(page.added).toEqual(entryWithPreloads);
  });

  it('start-after-load.js adds three preloads a task, and the entry after the last', () => {
    const files = ['/1.js', '/2.js', '/3.js', '/4.js', '/5.js', '/6.js', '/7.js'];
    const page = startScriptIn({ painted: true, preload: files.join(' ') });
    page.load();
    page.frame();
    page.frame();
    const preload = (/** @type {string} */ href) => ({
      tag: 'link',
      rel: 'preload',
      as: 'script',
      href,
    });
    page.task();
    expect(page.added).toEqual(files.slice(0, 3).map(preload));
    page.task();
    expect(page.added).toEqual(files.slice(0, 6).map(preload));
    page.task();
    expect(page.added).toEqual([
      ...files.map(preload),
      { tag: 'script', src: '/main.0123456789.js' },
    ]);
    page.task();
    expect(page.added).toHaveLength(files.length + 1);
  });

  it("preloads the admin console's files under /admin only", async () => {
    const html = await pageFor('/admin/login');
    expect(html).toContain('href="https://cdn.example/admin/remoteEntry.js"');
    expect(html).not.toMatch(/<link[^>]*\/public\//);
  });

  it('goes out without the remote files when the manifest cannot be read', async () => {
    const html = await pageFor('/', createPageHints({ appConfig, ...remotes(503) }));
    expect(html).toContain('<script id="app-config" type="application/json">');
    expect(html).not.toContain('remoteEntry.js');
  });

  it('reads each manifest again once it is older than ttlMs', async () => {
    const network = remotes();
    const hints = createPageHints({ appConfig, fetchImpl: network.fetchImpl, ttlMs: 20 });
    await hints.warm();
    hints.render(TEMPLATE, '/');
    expect(network.requested.filter((url) => url.includes('/public/'))).toHaveLength(1);
    await new Promise((done) => setTimeout(done, 40));
    await pageFor('/', hints);
    expect(network.requested.filter((url) => url.includes('/public/'))).toHaveLength(2);
  });
});
