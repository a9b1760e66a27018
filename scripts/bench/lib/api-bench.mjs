// Pieces of the API benchmarks: the API process on production settings, the node:http ceiling,
// an autocannon run as a promise, row counts read straight from the database, and the tables.
import { execFileSync, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, createServer, get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

import { ROOT, ensureBuilt, waitFor } from '../../lib/product.mjs';

/**
 * What every API bench reads from the environment: the API's port, BENCH_PORT (4100), and the
 * read load, BENCH_CONNECTIONS (50), BENCH_DURATION (`duration` s per target and round) and
 * BENCH_ROUNDS (3).
 */
export function benchSettings(duration) {
  return {
    port: Number(process.env.BENCH_PORT ?? 4100),
    load: {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
      duration: Number(process.env.BENCH_DURATION ?? duration),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    },
  };
}

/** Runs `work(api)` on the API started as `apiServer(options)` starts it, and stops it after. */
export async function withApiServer(options, work) {
  const api = await apiServer(options);
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}

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
    pid: child.pid,
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

/** Headers Node's http server writes itself (Date, and Connection/Keep-Alive on a kept-alive socket). */
const SET_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * What the API answers to a plain GET of `path`, as it went on the wire: status, headers in their
 * order (name and value as sent), the keep-alive timeout it announced, and the body.
 */
async function capture(apiUrl, path) {
  // Kept alive, as autocannon's connections are: the answer then carries Keep-Alive, not close.
  const agent = new Agent({ keepAlive: true });
  try {
    return await captureWith(agent, `${apiUrl}${path}`);
  } finally {
    agent.destroy();
  }
}

function captureWith(agent, url) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i];
          if (!SET_BY_NODE.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1]);
        }
        const keepAlive = /timeout=(\d+)/.exec(response.headers['keep-alive'] ?? '');
        resolve({
          status: response.statusCode,
          headers,
          keepAliveSeconds: keepAlive ? Number(keepAlive[1]) : null,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The ceiling's process: a plain node:http server that answers each path with the status, headers
 * and body it is sent, from memory, in one writeHead and end (what any Node server must do at
 * least). Run in its own process, like the API, so that it does not share an event loop (and a
 * core) with autocannon.
 */
function runCeilingChild() {
  process.once('message', ({ answers, keepAliveSeconds }) => {
    const byPath = new Map(answers.map((answer) => [answer.path, answer]));
    const server = createServer((request, response) => {
      const answer = byPath.get(request.url);
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
    // The API's Keep-Alive header (Fastify's default timeout is not Node's): the same bytes.
    if (keepAliveSeconds !== null) server.keepAliveTimeout = keepAliveSeconds * 1000;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'ceiling') {
  runCeilingChild();
}

/**
 * The ceiling for `paths`: a node:http server in a child process answering each path with exactly
 * the bytes the API gave for it (status, every header but those Node adds itself, body).
 */
export async function ceilingServer(apiUrl, paths) {
  const answers = [];
  let keepAliveSeconds = null;
  for (const path of paths) {
    const answer = await capture(apiUrl, path);
    keepAliveSeconds ??= answer.keepAliveSeconds;
    answers.push({ path, status: answer.status, headers: answer.headers, body: answer.body });
  }
  const child = fork(fileURLToPath(import.meta.url), ['ceiling'], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    child.send({ answers, keepAliveSeconds });
  });
  const url = `http://127.0.0.1:${port}`;
  // Same bytes or the comparison means nothing: checked, not assumed.
  for (const { path, status, headers, body } of answers) {
    const echoed = await capture(url, path);
    if (
      echoed.status !== status ||
      echoed.keepAliveSeconds !== keepAliveSeconds ||
      JSON.stringify(echoed.headers) !== JSON.stringify(headers) ||
      !echoed.body.equals(body)
    ) {
      child.kill();
      throw new Error(`the ceiling does not answer ${path} with the API's bytes`);
    }
  }
  return {
    url,
    pid: child.pid,
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) done();
        else {
          child.once('exit', done);
          child.kill();
        }
      }),
  };
}

/** One autocannon run; resolves with its result. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

let clockTicks;
/** CPU seconds (user + system, every thread) a process has used so far; null off Linux. */
function cpuSeconds(pid) {
  if (!pid || process.platform !== 'linux') return null;
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** One measured run on a server: autocannon's result and the server's CPU per request (µs). */
async function measure(target, path, { connections, duration }) {
  const before = cpuSeconds(target.pid);
  const result = await load({ url: `${target.url}${path}`, connections, duration });
  const after = cpuSeconds(target.pid);
  const total = result.requests.total;
  const cpuUs =
    before === null || after === null || total === 0 ? null : ((after - before) / total) * 1e6;
  return { result, cpuUs };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Loads each path on the API and on a ceiling server answering the API's bytes, under the same
 * conditions: both warmed up first, then `rounds` runs of each with the same settings, in
 * alternating order (API first in odd rounds, ceiling first in even ones), so that neither always
 * gets the machine in the same state; each figure is the median of the rounds. Returns one summary
 * per path.
 */
export async function readBench(apiUrl, paths, options) {
  const { connections, duration, rounds = 3, warmupSeconds = 2, apiPid = null } = options;
  const ceiling = await ceilingServer(apiUrl, paths);
  const api = { url: apiUrl, pid: apiPid };
  const reads = [];
  try {
    for (const path of paths) {
      for (const target of [api, ceiling]) {
        await load({ url: `${target.url}${path}`, connections, duration: warmupSeconds });
      }
      const ours = [];
      const max = [];
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? [api, ceiling] : [ceiling, api];
        for (const target of order) {
          const run = await measure(target, path, { connections, duration });
          (target === api ? ours : max).push(run);
        }
      }
      reads.push(summarise(path, ours, max));
    }
  } finally {
    await ceiling.close();
  }
  return reads;
}

/** The medians of the rounds of one path. */
export function summarise(path, ours, ceiling) {
  const rps = median(ours.map((run) => run.result.requests.average));
  const ceilingRps = median(ceiling.map((run) => run.result.requests.average));
  const cpuUs = median(ours.map((run) => run.cpuUs));
  const ceilingCpuUs = median(ceiling.map((run) => run.cpuUs));
  const last = ours.at(-1).result;
  return {
    path,
    rounds: ours.length,
    rps: Math.round(rps),
    p50: median(ours.map((run) => run.result.latency.p50)),
    p99: median(ours.map((run) => run.result.latency.p99)),
    bytes: Math.round(last.throughput.average / Math.max(last.requests.average, 1)),
    errors: ours.reduce((sum, run) => sum + run.result.non2xx + run.result.errors, 0),
    ceilingRps: Math.round(ceilingRps),
    ceilingP99: median(ceiling.map((run) => run.result.latency.p99)),
    ratio: Number((rps / ceilingRps).toFixed(2)),
    ratios: ours.map((run, i) =>
      Number((run.result.requests.average / ceiling[i].result.requests.average).toFixed(2)),
    ),
    cpuUs: cpuUs === null ? null : Math.round(cpuUs),
    ceilingCpuUs: ceilingCpuUs === null ? null : Math.round(ceilingCpuUs),
    cpuRatio:
      cpuUs === null || ceilingCpuUs === null ? null : Number((ceilingCpuUs / cpuUs).toFixed(2)),
  };
}

export function printReadTable(title, reads) {
  const cpu = (value) => (value === null ? 'n/a' : value);
  console.log(`${title}\n`);
  console.log(
    '| route | req/s | p50 ms | p99 ms | bytes/answer | errors | ceiling req/s | ceiling p99 ms | ratio | ratio per round | CPU µs/req | ceiling CPU µs/req | CPU ratio |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  );
  for (const r of reads) {
    console.log(
      `| ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.errors} | ${r.ceilingRps} | ${r.ceilingP99} | ${r.ratio} | ${r.ratios.join(' ')} | ${cpu(r.cpuUs)} | ${cpu(r.ceilingCpuUs)} | ${cpu(r.cpuRatio)} |`,
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
