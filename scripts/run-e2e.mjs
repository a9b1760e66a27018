#!/usr/bin/env node
// `npm run test:e2e`: builds what is stale, then runs the end-to-end suites (node:test) that start
// the whole product on a fresh database and drive Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, ensureBuilt } from './lib/product.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: install it with 'apt-get install -y chromium'.`,
  );
  process.exit(1);
}
ensureBuilt();
const summaryDir = process.env.TEST_SUMMARY_DIR;
const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
if (summaryDir) {
  mkdirSync(summaryDir, { recursive: true });
  reporters.push(
    '--test-reporter=tap',
    `--test-reporter-destination=${join(summaryDir, 'e2e.tap')}`,
  );
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, join('e2e', 'all.test.ts')],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
