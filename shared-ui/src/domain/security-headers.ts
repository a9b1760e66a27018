// The security headers of every answer of the API and of the web server, in one place: the options
// both give @fastify/helmet (its defaults, HSTS behind HTTPS only), and the Permissions-Policy helmet
// does not send. Each side adds only its own Content-Security-Policy (and the web server its
// Referrer-Policy); nothing here depends on helmet, so the browser builds never load it.

/** Strict-Transport-Security: a year, subdomains included (MDN, "Strict-Transport-Security"). */
export const HSTS_POLICY = { maxAge: 31_536_000, includeSubDomains: true } as const;

/**
 * Browser features no page of the site uses (no camera, microphone, location, payment sheet, USB,
 * interest topics): neither a page nor a frame in it (the office map) may ask for them.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** A Content-Security-Policy as helmet takes it: directive name -> sources. */
export interface CspOption {
  useDefaults: boolean;
  directives: Record<string, string[]>;
}

export interface SecurityHeaderSettings {
  /** Send Strict-Transport-Security (HSTS=true): only where the site is served over HTTPS, since
   * a browser would then refuse plain HTTP to that host (http://localhost) for a year. */
  hsts: boolean;
  /** The side's own policy. */
  contentSecurityPolicy: CspOption;
  /** The web server's pages say where a visitor came from to other sites (origin only). */
  referrerPolicy?: { policy: 'strict-origin-when-cross-origin' };
}

/** The @fastify/helmet options of one side: helmet's defaults (Cross-Origin-Opener-Policy
 * same-origin, nosniff, ...) with this HSTS rule and the side's own CSP. */
export function securityHeaderOptions({ hsts, ...own }: SecurityHeaderSettings) {
  return { ...own, strictTransportSecurity: hsts ? HSTS_POLICY : (false as const) };
}
