// The end-to-end run: one product (Auth emulator, API on a fresh database, three front-end
// servers) and one Chromium for every suite, driven like a person would.
// E2E_SUITES=site,admin runs only the named suites (while working on one part).
import { after, before } from 'node:test';

import { startE2eProduct, stopE2eProduct } from './support/product';
import { closeBrowser } from './support/shared-browser';

const SUITES = [
  'static-server',
  'api',
  'site',
  'site-journeys',
  'site-links',
  'site-a11y',
  'booking-status',
  'online-payments',
  'admin',
  'admin-content',
  'admin-translations',
  'admin-inbox',
  'booking-office-admin',
  'booking-office-phone',
  'departures-admin',
  'gst-admin',
  'federation',
  'notifications',
  'media',
  'ssr',
  'trip-finder',
  'i18n-bn',
];
const only = process.env.E2E_SUITES?.split(',').map((name) => name.trim());

before(async () => {
  await startE2eProduct();
});

after(async () => {
  await closeBrowser();
  await stopE2eProduct();
});

for (const suite of SUITES) {
  if (only && !only.includes(suite)) continue;
  await import(`./suites/${suite}.e2e.ts`);
}
