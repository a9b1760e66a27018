#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the five public
// routes of the production build through the host and the trip finder's two (/places with filters,
// a destination with departures), median of 3 runs per route. Prints the four
// category scores with LCP, TBT and CLS, and marks the targets that are missed.
// The Bengali and Hindi home pages and a destination in each (issue 29) come last.
// Env: LIGHTHOUSE_ROUTES (public,trips,locales: the groups to measure), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_DEFAULT_FRAMES (see below), CHROME_PATH / CHROMIUM_PATH
// (/usr/bin/chromium), BENCH_RESULTS_FILE, LIGHTHOUSE_REPORT_DIR (writes each run's full
// Lighthouse report there, to see what to tune), LIGHTHOUSE_COMPARE_HOST_DIR (below).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createWebServer } from '@tours/web-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { productEnv } from '../lib/product.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  localeRoutes,
  publicRoutes,
  startBenchProduct,
  tripRoutes,
  waitForRenderedPages,
} from './lib/front-end-bench.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Two outputs compared on this shared machine: LIGHTHOUSE_COMPARE_HOST_DIR names another host
// build (another commit's host-shell/dist), served on LIGHTHOUSE_COMPARE_PORT (3020) against the
// same remotes and API. Each run measures both, in alternating order, so that a busy moment of
// the machine falls on both rather than on one (docs/performance.md: one bench differs from the
// next as much as a change does).
const COMPARE_DIR = process.env.LIGHTHOUSE_COMPARE_HOST_DIR;
const COMPARE_ORIGIN = `http://localhost:${Number(process.env.LIGHTHOUSE_COMPARE_PORT ?? 3020)}`;
// Headless Chromium's compositor (viz) can stop offering frames to a page whose renderer was
// busy during the load ('ThrottleUnresponsiveClient', GoogleChrome/lighthouse#17148): the
// first paint then comes one or two whole seconds after the page was ready, and Lighthouse's
// simulation counts every request before it. This switch makes each frame wait for the page's
// own work instead, so the trace shows the paint when the page was ready
// (docs/performance.md: with and without it; LIGHTHOUSE_DEFAULT_FRAMES=1 leaves it out).
const LIGHTHOUSE_CHROMIUM_FLAGS = process.env.LIGHTHOUSE_DEFAULT_FRAMES
  ? []
  : ['--run-all-compositor-stages-before-draw'];
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    writeFileSync(join(reportDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  if (lhr.runtimeError || !metrics) {
    throw new Error(
      `Lighthouse measured nothing on ${url}: ${lhr.runtimeError?.message ?? lhr.audits.metrics?.errorMessage ?? 'no metrics'}`,
    );
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    observedPaintMs: metrics.observedFirstPaint,
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

/** A Lighthouse run, measured again (twice at most) when Lighthouse measured nothing. */
async function measure(port, url, onRetry) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(port, url);
    } catch (error) {
      // A run Lighthouse could not measure (a protocol time-out, no paint seen) is no figure.
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : error}: measuring again`);
      onRetry();
    }
  }
}

/** The medians of a route's runs. */
function summarise(path, runs) {
  const pick = (key) => median(runs.map((item) => item[key]));
  return {
    path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    observedPaintMs: runs.map((item) => Math.round(item.observedPaintMs)).join(' / '),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failing: [...new Set(runs.flatMap((item) => item.failing))],
  };
}

/** Prints a table of rows; returns the targets they miss. */
function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log(
    '| route | Perf | A11y | Best Pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | observed first paint ms (each run) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const misses = [];
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.observedPaintMs} |`,
    );
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (row[key] < TARGETS[key]) misses.push(`${row.path}: ${key} ${row[key]} < ${TARGETS[key]}`);
    }
    if (row.lcpMs > TARGETS.lcpMs)
      misses.push(`${row.path}: LCP ${row.lcpMs} ms > ${TARGETS.lcpMs}`);
    if (row.cls > TARGETS.cls) misses.push(`${row.path}: CLS ${row.cls} > ${TARGETS.cls}`);
    if (row.failing.length > 0)
      console.log(`  failing audits on ${row.path}: ${row.failing.join(', ')}`);
  }
  return misses;
}

async function main() {
  const product = await startBenchProduct(
    'lighthouse',
    // The compared host's pages read the remotes' manifests and the API from its own origin.
    COMPARE_DIR ? { CORS_ORIGINS: `${productEnv().CORS_ORIGINS},${COMPARE_ORIGIN}` } : {},
  );
  /** @type {Array<{ label: string, site: string, rows: object[] }>} */
  const hosts = [{ label: 'this build', site: product.urls.site, rows: [] }];
  let compareServer = null;
  let retried = 0;
  // Chromium starts inside the try: when it cannot start, the product is still stopped.
  let chrome = null;
  try {
    if (COMPARE_DIR) {
      compareServer = createWebServer({
        dir: COMPARE_DIR,
        role: 'host',
        env: { ...product.env, SITE_URL: COMPARE_ORIGIN },
        log: () => undefined,
      });
      await compareServer.listen({ port: Number(new URL(COMPARE_ORIGIN).port) });
      await waitForRenderedPages(COMPARE_ORIGIN);
      hosts.push({ label: COMPARE_DIR, site: COMPARE_ORIGIN, rows: [] });
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...LIGHTHOUSE_CHROMIUM_FLAGS],
    });
    const groups = { public: publicRoutes, trips: tripRoutes, locales: localeRoutes };
    const chosen = (process.env.LIGHTHOUSE_ROUTES ?? Object.keys(groups).join(',')).split(',');
    const paths = [];
    for (const name of chosen) {
      if (!groups[name]) throw new Error(`LIGHTHOUSE_ROUTES: no group ${name}`);
      paths.push(...(await groups[name](product.urls.api)).map((route) => route.path));
    }
    for (const path of paths) {
      const runs = hosts.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        const order = hosts.map((_, index) => index);
        if (run % 2 === 1) order.reverse();
        for (const index of order) {
          runs[index].push(
            await measure(chrome.port, `${hosts[index].site}${path}`, () => {
              retried += 1;
            }),
          );
        }
      }
      hosts.forEach((host, index) => host.rows.push(summarise(path, runs[index])));
    }
  } finally {
    await chrome?.kill();
    if (compareServer) await compareServer.close();
    await product.stop();
  }

  const title =
    `Lighthouse ${RUNS}x per route (median), mobile, simulated throttling` +
    (retried ? ` (${retried} run(s) measured again after Lighthouse measured nothing)` : '');
  const [ours, compared] = hosts;
  const misses = printTable(compared ? `${title}: this build` : title, ours.rows);
  if (compared) printTable(`${title}: ${compared.label}, in turn with this build`, compared.rows);
  if (process.env.BENCH_RESULTS_FILE) {
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(ours.rows, null, 2));
  }
  console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nAll targets met.');
  if (misses.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
