// The security headers of every API answer, in one place: the options of @fastify/helmet
// (registered in app.ts), which the answers Fastify gives before any hook runs also get
// (plugins/errors.ts, answerFrameworkError).
import type { HelmetOptions } from 'helmet';

export interface SecurityHeaderSettings {
  /** Strict-Transport-Security, only when served over HTTPS (`HSTS=true`, like the web server). */
  hsts: boolean;
}

/** helmet's policy for JSON answers: nothing may load, frame or submit (docs.ts has the page's). */
const API_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/** A year, subdomains included: the value the web server sends too. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

export function securityHeaders({ hsts }: SecurityHeaderSettings): HelmetOptions {
  return {
    contentSecurityPolicy: API_CSP,
    // helmet sends it by default, over plain HTTP too; a browser ignores it there, but a
    // development machine's API on http://localhost would claim HTTPS it does not have.
    strictTransportSecurity: hsts ? HSTS : false,
  };
}
