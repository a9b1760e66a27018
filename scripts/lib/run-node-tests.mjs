// Runs one node:test entry file (the end-to-end or reliability run) against the production builds:
// checks Chromium, builds what is stale, prints the spec reporter and, with TEST_SUMMARY_DIR, writes
// a TAP summary `<name>.tap` there. Returns the exit code and the summary's path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT, ensureBuilt, ensureDemoPhotos } from './product.mjs';

export function runNodeTests({ name, entry, env = {}, testTimeoutMs = null }) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(
      `Chromium is missing at ${chromium}: install it with 'apt-get install -y chromium'.`,
    );
    return { status: 1, tap: null };
  }
  ensureBuilt();
  ensureDemoPhotos();
  const summaryDir = process.env.TEST_SUMMARY_DIR;
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  if (summaryDir) {
    mkdirSync(summaryDir, { recursive: true });
    reporters.push(
      '--test-reporter=tap',
      `--test-reporter-destination=${join(summaryDir, `${name}.tap`)}`,
    );
  }
  const tap = summaryDir ? join(summaryDir, `${name}.tap`) : null;
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      ...(testTimeoutMs ? [`--test-timeout=${testTimeoutMs}`] : []),
      ...reporters,
      entry,
    ],
    // No daily backup in these runs (docs/operations.md): on a fresh database its catch-up would dump
    // and drill at the API's start while the suites measure it. BACKUP_TIME set wins.
    { cwd: ROOT, stdio: 'inherit', env: { BACKUP_TIME: 'off', ...process.env, ...env } },
  );
  return { status: result.status ?? 1, tap };
}
