#!/usr/bin/env node
// `npm run test:reliability`: builds what is stale, then runs the reliability and security suites
// (node:test) against the whole product on a fresh database, API processes of their own on ports
// 4300-4399, and Chromium for the rendered pages. Ends with one line of figures (also appended to
// the TAP summary with TEST_SUMMARY_DIR). Run it under the lock of the shared ports:
// `flock /tmp/tours-e2e.lock npm run test:reliability`.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runNodeTests } from './lib/run-node-tests.mjs';

const folder = mkdtempSync(join(tmpdir(), 'tours-rel-figures-'));
const figuresFile = join(folder, 'figures.json');
const { status, tap } = runNodeTests({
  name: 'reliability',
  entry: join('reliability', 'all.test.ts'),
  env: { RELIABILITY_FIGURES_FILE: figuresFile },
  // The run stops by itself. node:test in --test mode times the entry file as one test, so this
  // bounds the whole run (about 5 minutes on 2 cores, the product's start included); every loop
  // inside the suites has its own count and deadline.
  testTimeoutMs: 900_000,
});
let line = 'reliability: no figures (the run stopped before its end)';
if (existsSync(figuresFile)) {
  const { requests, faults, rowsChecked, rowsLost } = JSON.parse(readFileSync(figuresFile, 'utf8'));
  line = `reliability: ${requests} requests tried, ${faults} faults injected, ${rowsChecked} rows checked, ${rowsLost} rows lost`;
}
rmSync(folder, { recursive: true, force: true });
console.log(`\n${line}`);
if (tap) appendFileSync(tap, `# ${line}\n`);
process.exit(status);
