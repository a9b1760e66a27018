// Builds @tours/shared-ui three ways: ES modules (webpack), CommonJS (Node and Jest) and .d.ts types.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..', 'shared-ui');
const tsc = join(pkg, '..', 'node_modules', 'typescript', 'bin', 'tsc');
const dist = join(pkg, 'dist');
rmSync(dist, { recursive: true, force: true });

const run = (...args) =>
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', ...args], {
    cwd: pkg,
    stdio: 'inherit',
  });

run(
  '--module',
  'ESNext',
  '--moduleResolution',
  'Bundler',
  '--outDir',
  'dist/esm',
  '--declaration',
  '--declarationDir',
  'dist/types',
);
run('--module', 'CommonJS', '--moduleResolution', 'Node10', '--outDir', 'dist/cjs');
// Tell Node that the CommonJS folder is CommonJS whatever the package says.
writeFileSync(join(dist, 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
writeFileSync(join(dist, 'esm', 'package.json'), '{ "sideEffects": false }\n');
mkdirSync(dist, { recursive: true });
cpSync(join(pkg, 'src', 'styles.css'), join(dist, 'styles.css'));
cpSync(join(pkg, 'src', 'fonts'), join(dist, 'fonts'), { recursive: true });
console.log('shared-ui built into', dist);
