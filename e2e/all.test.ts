// The end-to-end run: one product (Auth emulator, API on a fresh database, three front-end
// servers) and one Chromium for every suite, driven like a person would.
import { after, before } from 'node:test';

import { startE2eProduct, stopE2eProduct } from './support/product';
import { closeBrowser } from './support/shared-browser';

before(async () => {
  await startE2eProduct();
});

after(async () => {
  await closeBrowser();
  await stopE2eProduct();
});

await import('./suites/static-server.e2e');
await import('./suites/api.e2e');
await import('./suites/site.e2e');
await import('./suites/admin.e2e');
await import('./suites/federation.e2e');
