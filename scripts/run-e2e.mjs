#!/usr/bin/env node
// `npm run test:e2e`: builds what is stale, then runs the end-to-end suites (node:test) that start
// the whole product on a fresh database and drive Debian's Chromium.
import { join } from 'node:path';

import { runNodeTests } from './lib/run-node-tests.mjs';

process.exit(runNodeTests({ name: 'e2e', entry: join('e2e', 'all.test.ts') }).status);
