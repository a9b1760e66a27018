#!/usr/bin/env node
// `npm run bench:bundle`: what a first visit to each public route downloads through the host, in
// gzip bytes, measured in Chromium (every JavaScript and CSS response of the page load is summed),
// checked against the budgets of the performance issue. Exits 1 on a breach.
//
// The product runs from its production builds on a fresh database (like the end-to-end tests),
// so the routes are the real ones: the seeded destination and blog slugs come from the API.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  localeRoutes,
  publicRoutes,
  startBenchProduct,
} from './lib/front-end-bench.mjs';

const KB = 1024;
export const BUDGETS = {
  // 160 KB from 2026-11-23, back to 150 when the API client left the start (docs/performance.md).
  homeJsGzip: 150 * KB,
  // The Bengali and Hindi home pages (issue 29): the English budget plus 15 KB for the language's
  // chunk of every feature's texts (13.3-13.7 KB gzip on 2026-11-27, the policy pages' legal text
  // 6 KB of it: docs/i18n.md); their font files are not JavaScript.
  localeHomeJsGzip: 165 * KB,
};
// Strings found only in the admin console's libraries, and in swiper.
const ADMIN_ONLY_MARKERS = {
  antd: ['@ant-design', 'data-rc-order'],
  firebase: ['@firebase/', 'FirebaseError'],
  'redux-saga': ['@@redux-saga'],
};
const SWIPER_MARKERS = ['swiper-wrapper', 'swiper-slide-active'];

async function measure(browser, url, { carousel }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (!kind) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), kind, body }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let lazy sections that start on first paint finish (carousels, lists).
  await page.waitForTimeout(500);
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();

  const result = { url, js: 0, css: 0, files: files.length, breaches: [], perFile: [] };
  for (const { url: fileUrl, kind, body } of files) {
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    result[kind] += gzipBytes;
    result.perFile.push({ url: fileUrl, kind, gzipBytes });
    if (kind !== 'js') continue;
    const text = body.toString('utf8');
    for (const [library, markers] of Object.entries(ADMIN_ONLY_MARKERS)) {
      if (markers.some((marker) => text.includes(marker))) {
        result.breaches.push(`${library} code in ${fileUrl}`);
      }
    }
    if (!carousel && SWIPER_MARKERS.some((marker) => text.includes(marker))) {
      result.breaches.push(`swiper code on a route without a carousel: ${fileUrl}`);
    }
  }
  return result;
}

async function main() {
  const product = await startBenchProduct('bundle');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const routes = [
      ...(await publicRoutes(product.urls.api)),
      ...(await localeRoutes(product.urls.api)),
    ];
    const results = [];
    for (const route of routes) {
      const result = await measure(browser, `${product.urls.site}${route.path}`, route);
      results.push({ ...route, ...result });
    }
    const home = results[0];
    if (home.js > BUDGETS.homeJsGzip) {
      home.breaches.push(
        `home JavaScript ${(home.js / KB).toFixed(1)} KB gzip > ${BUDGETS.homeJsGzip / KB} KB`,
      );
    }
    for (const result of results.filter((item) => item.home)) {
      if (result.js > BUDGETS.localeHomeJsGzip) {
        result.breaches.push(
          `${result.locale} home JavaScript ${(result.js / KB).toFixed(1)} KB gzip > ${BUDGETS.localeHomeJsGzip / KB} KB`,
        );
      }
    }

    console.log('\nFirst visit through the host (gzip bytes, Chromium, 412x823 viewport)\n');
    console.log('| route | JS (KB gzip) | CSS (KB gzip) | files |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.path} | ${(result.js / KB).toFixed(1)} | ${(result.css / KB).toFixed(1)} | ${result.files} |`,
      );
    }
    console.log(`\nHome page files (KB gzip):`);
    for (const file of [...home.perFile].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(
        `  ${(file.gzipBytes / KB).toFixed(1).padStart(6)}  ${new URL(file.url).host}${new URL(file.url).pathname}`,
      );
    }
    const breaches = results.flatMap((result) =>
      result.breaches.map((breach) => `${result.path}: ${breach}`),
    );
    console.log(
      `\nBudget: home JS <= ${BUDGETS.homeJsGzip / KB} KB gzip (/bn and /hi: ${BUDGETS.localeHomeJsGzip / KB} KB); no antd, firebase or redux-saga on any public route; swiper only where a carousel shows.`,
    );
    if (process.env.BENCH_RESULTS_FILE) {
      writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(results, null, 2));
    }
    if (breaches.length > 0) {
      console.log(`\nBUDGET BREACHED:\n- ${breaches.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets hold.');
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
