#!/usr/bin/env node
// `npm run bench:api`: the API on its production settings with the demo content, against a plain
// node:http server in its own process that answers the exact same bytes (status, headers, body)
// from memory (the ceiling), loaded with autocannon at the same concurrency and duration: both
// warmed up, then BENCH_ROUNDS rounds in alternating order, medians reported, with each server's
// CPU time per request (steadier than req/s on a shared machine). Then a fixed number of
// POST /api/bookings, after which the database must hold exactly that many new rows (counted
// straight from the database, with the API stopped and started again in between on PGlite).
// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
//
// Env: BENCH_CONNECTIONS (50), BENCH_DURATION (10 s per target and round), BENCH_ROUNDS (3),
// BENCH_WRITES (2000), BENCH_PORT (4100), BENCH_RESULTS_FILE (the figures as JSON).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  benchSettings,
  countRows,
  load,
  printReadTable,
  readBench,
  scratchDatabaseUrl,
  withApiServer,
} from './lib/api-bench.mjs';

const { port: PORT, load: LOAD } = benchSettings(10);
const { connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS } = LOAD;
const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
const COUNT_BOOKINGS = 'select count(*)::int as n from bookings';
// The demo content without its photos (the same JSON answers): with an incomplete photo cache
// (a fresh clone), the API would encode them in the background during the load, and the figures
// would measure sharp, not the reads (a run of 2026-11-23: 500-2,600 req/s, 20-750 µs of CPU a read).
const API_ENV = { DEMO_PHOTOS: 'false' };

/** 'YYYY-MM-DD' `days` after today in Asia/Kolkata: the API refuses a check-in in the past. */
function dayFromToday(days) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function bookingBody(index) {
  return JSON.stringify({
    name: `Bench Traveller ${index}`,
    phone: `98${String(index).padStart(8, '0')}`,
    destination: 'Darjeeling',
    checkIn: dayFromToday(48),
    checkOut: dayFromToday(52),
    adults: 2,
    children: 1,
    category: 'Deluxe',
    message: 'Benchmark booking',
  });
}

async function readRoutes(api) {
  const { blogs } = await (await fetch(`${api.url}/api/blogs`)).json();
  const paths = ['/api/destinations', '/api/blogs', `/api/blogs/slug/${blogs[0].slug}`];
  return readBench(api.url, paths, { ...LOAD, apiPid: api.pid });
}

async function writeBench(api) {
  let index = 0;
  const started = process.hrtime.bigint();
  const result = await load({
    url: `${api.url}/api/bookings`,
    connections: CONNECTIONS,
    amount: WRITES,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bookingBody(index++) }),
      },
    ],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { result, seconds };
}

async function benchDatabase(label, databaseUrl) {
  const dataRoot = mkdtempSync(join(tmpdir(), 'tours-bench-api-'));
  const where = { dataDir: join(dataRoot, 'pglite'), databaseUrl };
  const api = { port: PORT, env: API_ENV, ...where };
  try {
    const reads = await withApiServer(api, readRoutes);
    const before = await countRows(COUNT_BOOKINGS, where);
    const written = await withApiServer(api, writeBench);
    const after = await countRows(COUNT_BOOKINGS, where);
    const created = written.result['2xx'];
    return {
      database: label,
      reads,
      writes: {
        sent: WRITES,
        answered201: created,
        refused: written.result.non2xx + written.result.errors,
        newRows: after - before,
        perSecond: Math.round(created / written.seconds),
        p99Ms: written.result.latency.p99,
        lostOrDuplicated: Math.abs(after - before - created),
      },
    };
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

const all = [await benchDatabase('PGlite', null)];
if (process.env.DATABASE_URL) {
  all.push(await benchDatabase('PostgreSQL', await scratchDatabaseUrl(process.env.DATABASE_URL)));
}

console.log(
  `\nReads: autocannon, ${CONNECTIONS} connections, ${DURATION} s per target and round, ${ROUNDS} rounds in alternating order after a warm-up, medians; ceiling = node:http in its own process answering the same bytes (status, headers, body) from memory\n`,
);
for (const { database, reads } of all) printReadTable(`${database}:`, reads);
console.log(`Writes: ${WRITES} × POST /api/bookings, ${CONNECTIONS} connections\n`);
console.log(
  '| database | sent | 201 | refused | new rows | lost or duplicated | writes/s | p99 ms |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
let failed = false;
for (const { database, writes: w } of all) {
  console.log(
    `| ${database} | ${w.sent} | ${w.answered201} | ${w.refused} | ${w.newRows} | ${w.lostOrDuplicated} | ${w.perSecond} | ${w.p99Ms} |`,
  );
  if (w.lostOrDuplicated !== 0 || w.answered201 !== w.sent) failed = true;
}
if (process.env.BENCH_RESULTS_FILE) {
  writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(all, null, 2));
}
if (failed) {
  console.log('\nA booking was refused, lost or written twice.');
  process.exitCode = 1;
}
