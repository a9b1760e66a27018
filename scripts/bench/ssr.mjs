#!/usr/bin/env node
// `npm run bench:ssr`: the host's web server rendering the public pages through the public site's
// server container (web-server/src/ssr.mjs), against the same server sending the client-rendered
// page (SSR=false, its own process on BENCH_PORT): the ceiling, since it only copies a page from
// memory. For each of the five public routes of the performance budgets: the render time as a
// visitor waits for it (one request at a time, BENCH_SAMPLES of them after a warm-up: p50 and p99
// of the full answer), then requests per second at BENCH_CONNECTIONS for BENCH_DURATION seconds on
// each server. The product runs from its production builds on a fresh database (demo content).
//
// Env: BENCH_CONNECTIONS (50), BENCH_DURATION (5 s per route and server), BENCH_SAMPLES (100),
// BENCH_PORT (4101), BENCH_RESULTS_FILE (the figures as JSON).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, waitFor } from '../lib/product.mjs';
import { load } from './lib/api-bench.mjs';
import { publicRoutes, startBenchProduct } from './lib/front-end-bench.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const SHELL_PORT = Number(process.env.BENCH_PORT ?? 4101);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** p50 and p99 (ms) of `SAMPLES` sequential full answers of `url`. */
async function latency(url) {
  for (let i = 0; i < 10; i += 1) await (await fetch(url)).text();
  const times = [];
  let rendered = false;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    const html = await (await fetch(url)).text();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    rendered ||= html.includes('data-ssr="public_site"');
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), rendered };
}

async function throughput(url) {
  await load({ url, connections: CONNECTIONS, duration: 1 });
  const result = await load({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The host's web server with server rendering off: the client-rendered page, from memory. */
async function shellServer(env) {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'web-server', 'src', 'cli.mjs'),
      '--dir',
      join(ROOT, 'host-shell', 'dist'),
      '--port',
      String(SHELL_PORT),
      '--host',
      '127.0.0.1',
      '--role',
      'host',
    ],
    { env: { ...env, SSR: 'false' }, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${SHELL_PORT}`;
  await waitFor(`${url}/app-config.json`);
  return { url, stop: () => child.kill('SIGTERM') };
}

const product = await startBenchProduct('ssr');
let shell = null;
try {
  shell = await shellServer(product.env);
  const routes = await publicRoutes(product.urls.api);
  const rows = [];
  for (const { path } of routes) {
    const rendered = await latency(`${product.urls.site}${path}`);
    const client = await latency(`${shell.url}${path}`);
    if (!rendered.rendered) throw new Error(`${path} was not server-rendered.`);
    const ssrLoad = await throughput(`${product.urls.site}${path}`);
    const shellLoad = await throughput(`${shell.url}${path}`);
    rows.push({ path, rendered, client, ssrLoad, shellLoad });
    console.error(`measured ${path}`);
  }
  const fmt = (value) => value.toFixed(1);
  console.log(
    `\nServer rendering (npm run bench:ssr): ${SAMPLES} sequential requests per route, then ` +
      `${CONNECTIONS} connections for ${DURATION} s per route and server\n`,
  );
  console.log(
    '| route | SSR p50 ms | SSR p99 ms | shell p50 ms | shell p99 ms | SSR req/s | shell req/s |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const { path, rendered, client, ssrLoad, shellLoad } of rows) {
    console.log(
      `| \`${path}\` | ${fmt(rendered.p50)} | ${fmt(rendered.p99)} | ${fmt(client.p50)} | ` +
        `${fmt(client.p99)} | ${ssrLoad.requestsPerSecond} | ${shellLoad.requestsPerSecond} |`,
    );
  }
  const failed = rows.filter((row) => row.ssrLoad.errors || row.ssrLoad.non2xx);
  if (failed.length)
    console.log(`\nErrors under load: ${failed.map((row) => row.path).join(', ')}`);
  if (process.env.BENCH_RESULTS_FILE) {
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(rows, null, 2));
  }
} finally {
  shell?.stop();
  await product.stop();
}
