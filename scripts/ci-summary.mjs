#!/usr/bin/env node
// Adds up the jest counts of every package and the end-to-end counts into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const text = readFileSync(join(dir, file), 'utf8');
  if (file.endsWith('.json')) {
    const counts = JSON.parse(text);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  } else if (file.endsWith('.tap')) {
    const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') + count('cancelled');
    skipped += count('skipped') + count('todo');
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
