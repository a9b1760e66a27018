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
  { name: 'access', product: true },
  { name: 'input', product: true },
  { name: 'pages', product: true },
  { name: 'outage', product: true },
  { name: 'media', product: true },
  { name: 'abuse', product: false },
  { name: 'load', product: false },
  { name: 'faults', product: false },
  { name: 'notifications', product: false },
  { name: 'departures', product: false },
  { name: 'online-payments', product: false },
  { name: 'backups', product: false },
];
const only = process.env.REL_SUITES?.split(',').map((name) => name.trim());
const chosen = SUITES.filter(({ name }) => !only || only.includes(name));

// REL_PORTS=own runs the product on ports of its own (front ends 3110-3112, API 4350, Auth
// emulator 9399) instead of the shared 3000-3002/4000/9099, so it needs no lock.
if (process.env.REL_PORTS === 'own') {
  Object.assign(process.env, {
    HOST_PORT: '3110',
    PUBLIC_SITE_PORT: '3111',
    ADMIN_CONSOLE_PORT: '3112',
    API_PORT: '4350',
    FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399',
  });
}

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
