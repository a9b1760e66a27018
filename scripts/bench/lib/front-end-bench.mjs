// Pieces of the front-end benches: the product from its production builds on a throwaway
// database, Chromium's flags on this offline machine, and the seeded slugs to visit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensureBuilt, ensureDemoPhotos, startProduct } from '../../lib/product.mjs';

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export { CHROMIUM_FLAGS } from '../../lib/chromium.mjs';

/**
 * Builds what is stale, starts the product on a fresh database and waits until the host's server
 * renders pages (it loads the public site's server container at start: before that, it sends the
 * client-rendered page, which is not what a visitor gets); `stop()` removes it again.
 */
export async function startBenchProduct(name, envOverrides = {}) {
  ensureBuilt({ log: (line) => console.error(line) });
  ensureDemoPhotos({ log: (line) => console.error(line) });
  const dataDir = mkdtempSync(join(tmpdir(), `tours-bench-${name}-`));
  const product = await startProduct({
    envOverrides: {
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      AUTH_EMULATOR_DATA_DIR: join(dataDir, 'auth'),
      LOG_LEVEL: 'warn',
      ...envOverrides,
    },
    quiet: true,
    log: () => undefined,
  });
  try {
    await waitForRenderedPages(product.urls.site);
  } catch (error) {
    await product.stop();
    throw error;
  }
  return {
    ...product,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the host server at `site` renders pages (up to a minute). */
export async function waitForRenderedPages(site) {
  for (let tries = 0; ; tries += 1) {
    const html = await (await fetch(`${site}/`)).text();
    if (html.includes('data-ssr="public_site"')) return;
    if (tries > 240) throw new Error(`The host server at ${site} renders no page (see its log).`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * The trip finder's routes (issue 26): /places with filters, and a destination with departures,
 * from the demo departures (the soonest one's destination, its month and a family of three).
 */
export async function tripRoutes(apiUrl) {
  const { items } = await (await fetch(`${apiUrl}/trips?travellers=3`)).json();
  const trip = items.find((item) => item.departures.length > 0);
  if (!trip) throw new Error('The demo content has no departure with three seats left.');
  const month = trip.departures[0].startDate.slice(0, 7);
  const theme = trip.themes[0];
  const query = new URLSearchParams({ ...(theme ? { theme } : {}), month, travellers: '3' });
  return [
    { path: `/places?${query}`, carousel: false },
    { path: `/destinations/${trip.slug}`, carousel: true },
  ];
}

/** The five public routes of the performance budgets, with a seeded destination and blog. */
export async function publicRoutes(apiUrl) {
  const destinations = await (await fetch(`${apiUrl}/destinations`)).json();
  const { blogs } = await (await fetch(`${apiUrl}/blogs`)).json();
  const destination = destinations[0]?.slug;
  const blog = blogs.find((item) => item.status === 'Published')?.slug;
  if (!destination || !blog) throw new Error('The demo content has no destination or blog.');
  return [
    { path: '/', carousel: false },
    { path: '/places', carousel: false },
    { path: `/destinations/${destination}`, carousel: true },
    { path: '/blogs', carousel: false },
    { path: `/blogs/${blog}`, carousel: false },
  ];
}

/**
 * The Bengali and Hindi pages of issue 29: each language's home page and a destination. Their
 * budgets are their own (they add the language's catalogue chunk and its font's stylesheet).
 */
export async function localeRoutes(apiUrl) {
  const destinations = await (await fetch(`${apiUrl}/destinations`)).json();
  const destination = destinations[0]?.slug;
  if (!destination) throw new Error('The demo content has no destination.');
  return ['bn', 'hi'].flatMap((locale) => [
    { path: `/${locale}`, carousel: false, locale, home: true },
    { path: `/${locale}/destinations/${destination}`, carousel: true, locale },
  ]);
}
