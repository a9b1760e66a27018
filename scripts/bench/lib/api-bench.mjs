// Pieces of the API benchmarks: the API process on production settings, the node:http ceiling,
// an autocannon run as a promise, row counts read straight from the database, and the tables.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

import { ROOT, ensureBuilt, waitFor } from '../../lib/product.mjs';

/**
 * Starts the built API (NODE_ENV=production, warn logs) on the PGlite folder `dataDir`, or on
 * `databaseUrl` when given. The demo content is seeded into an empty database on start.
 */
export async function apiServer({ port, dataDir, databaseUrl = null, env = {} }) {
  ensureBuilt({ only: ['shared-ui', 'api-server'], log: (line) => console.error(line) });
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: `${ROOT}/api-server`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      // The bench is one client address sending thousands of bookings on purpose.
      RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, { timeoutMs: 120000 });
  return {
    url,
    /** Ends the process at once with `signal` (a crash, for the fault tests) without waiting. */
    kill(signal = 'SIGKILL') {
      child.kill(signal);
      return new Promise((done) =>
        child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', done),
      );
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** A node:http server answering each path with the bytes and type the API gave for it. */
export async function ceilingServer(apiUrl, paths) {
  const answers = new Map();
  for (const path of paths) {
    const response = await fetch(`${apiUrl}${path}`);
    answers.set(path, {
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
    });
  }
  const server = createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** One autocannon run; resolves with its result. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Loads each path on the API, then the same path on a ceiling server answering the API's bytes,
 * one after the other with the same settings; returns one summary per path.
 */
export async function readBench(apiUrl, paths, { connections, duration }) {
  const ceiling = await ceilingServer(apiUrl, paths);
  const reads = [];
  try {
    for (const path of paths) {
      const ours = await load({ url: `${apiUrl}${path}`, connections, duration });
      const max = await load({ url: `${ceiling.url}${path}`, connections, duration });
      reads.push(summarise(path, ours, max));
    }
  } finally {
    await ceiling.close();
  }
  return reads;
}

export function summarise(path, ours, ceiling) {
  return {
    path,
    rps: Math.round(ours.requests.average),
    p50: ours.latency.p50,
    p99: ours.latency.p99,
    bytes: Math.round(ours.throughput.average / Math.max(ours.requests.average, 1)),
    errors: ours.non2xx + ours.errors,
    ceilingRps: Math.round(ceiling.requests.average),
    ceilingP99: ceiling.latency.p99,
    ratio: Number((ours.requests.average / ceiling.requests.average).toFixed(2)),
  };
}

export function printReadTable(title, reads) {
  console.log(`${title}\n`);
  console.log(
    '| route | req/s | p50 ms | p99 ms | bytes/answer | errors | ceiling req/s | ceiling p99 ms | ratio |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of reads) {
    console.log(
      `| ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.errors} | ${r.ceilingRps} | ${r.ceilingP99} | ${r.ratio} |`,
    );
  }
  console.log('');
}

/**
 * Runs SQL straight against the database and returns the rows of the last statement: through pg
 * for a server, or by opening the PGlite folder (only while no API holds it: PGlite is
 * single-process).
 */
export async function runSql(sql, { dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query(sql);
      return (Array.isArray(result) ? result.at(-1) : result).rows;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(dataDir);
  try {
    const results = await db.exec(sql);
    return results.at(-1)?.rows ?? [];
  } finally {
    await db.close();
  }
}

/** One number from a `select ... as n` query. */
export async function countRows(sql, where) {
  const rows = await runSql(sql, where);
  return Number(rows[0].n);
}

/**
 * The benches write (thousands of bookings, replaced content): on a server they work in a schema
 * of their own, dropped and made anew, so the database's own tables are never touched.
 */
export async function scratchDatabaseUrl(databaseUrl, schema = 'tours_bench') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
