// The reliability and security run: one product (Auth emulator, API on a fresh database, three
// front-end servers) shared with e2e's helpers for the suites that need tokens or pages, and API
// processes of the suites' own on ports 4300-4399 for the rest. Bounded: every loop has a count
// and a deadline, and every request goes to this machine.
// REL_SUITES=access,input runs only the named suites (the product starts only if one needs it).
import { after, before } from 'node:test';

import { startE2eProduct, stopE2eProduct } from '../e2e/support/product';
import { closeBrowser } from '../e2e/support/shared-browser';
import { saveFigures } from './support/figures';
import { removeFolders } from './support/own-api';

const SUITES: Array<{ name: string; product: boolean }> = [
  { name: 'abuse', product: false },
  { name: 'load', product: false },
  { name: 'faults', product: false },
];
const only = process.env.REL_SUITES?.split(',').map((name) => name.trim());
const chosen = SUITES.filter(({ name }) => !only || only.includes(name));

before(async () => {
  if (chosen.some((suite) => suite.product)) await startE2eProduct();
});

after(async () => {
  await closeBrowser();
  await stopE2eProduct();
  removeFolders();
  saveFigures();
});

for (const { name } of chosen) await import(`./suites/${name}.rel.ts`);
