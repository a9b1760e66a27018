// The security headers of every API answer: the options of @fastify/helmet (registered in app.ts),
// which the answers Fastify gives before any hook runs also get (plugins/errors.ts,
// answerFrameworkError). The rules both servers share (helmet's defaults, HSTS) are shared-ui's
// securityHeaderOptions; the API adds its own Content-Security-Policy.
import { securityHeaderOptions } from '@tours/shared-ui/http';
import type { HelmetOptions } from 'helmet';

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

export function securityHeaders({ hsts }: { hsts: boolean }): HelmetOptions {
  return securityHeaderOptions({ hsts, contentSecurityPolicy: API_CSP });
}
