// @tours/shared-ui/domain (and the other entries the server reads) for Node, from its CommonJS build: the package's ES build is written for
// bundlers (extensionless imports), which Node's ES loader does not resolve. Loaded on first use,
// not on import: the repository's scripts import runtime-config.mjs before they build shared-ui
// on a fresh clone.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {typeof import('@tours/shared-ui/domain')} */
export function sharedDomain() {
  return require('@tours/shared-ui/domain');
}

/** @returns {typeof import('@tours/shared-ui/http')} the security headers and the cache policy */
export function sharedHttp() {
  return require('@tours/shared-ui/http');
}

/** @returns {typeof import('@tours/shared-ui/booking-office')} */
export function sharedBookingOffice() {
  return require('@tours/shared-ui/booking-office');
}
