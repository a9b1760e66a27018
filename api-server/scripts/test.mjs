#!/usr/bin/env node
// `npm test` of the API: the whole jest suite on PGlite (the default database), then, when
// TEST_DATABASE_URL names a PostgreSQL server, the same suite again on it: both paths are the
// product's, so both are tested on every run. Arguments go to jest (a file filter, --watch...).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jest = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);
const postgres = process.env.TEST_DATABASE_URL?.trim();

function run(label, env) {
  console.log(`\napi-server tests on ${label}\n`);
  const result = spawnSync(process.execPath, [jest, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

let status = run('PGlite', { TEST_DATABASE_URL: '', JEST_SUMMARY_NAME: 'api-server-pglite' });
if (postgres) {
  status ||= run(`PostgreSQL (${new URL(postgres).host})`, {
    TEST_DATABASE_URL: postgres,
    JEST_SUMMARY_NAME: 'api-server-postgres',
  });
}
process.exit(status);
