// The runtime configuration document (app-config.json) every front end fetches at boot.
// It is generated from environment variables at start or deploy time: changing it needs no rebuild.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only when the Auth emulator is used, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl?: string;
}

export interface AgencyDetails {
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  companySiteUrl: string;
  /** SPEC's {host}: a destination map is embedded only when its URL starts with this. */
  mapEmbedHost: string;
  officeMapUrl: string;
  /** The agency's UPI id (AGENCY_UPI_ID) for deposit QR codes; absent or '' when not set. */
  upiId?: string;
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    x: string;
    whatsapp: string;
  };
}

export interface RuntimeConfig {
  siteName: string;
  /** Base URL of the API, ending in /api. */
  apiBaseUrl: string;
  remotes: {
    public_site: string;
    admin_console: string;
  };
  /**
   * How long the host waits for a remote's manifest, and for its entry, before it shows its
   * fallback with Retry (a server that accepts and never answers would otherwise leave
   * 'Loading...' for good). REMOTE_TIMEOUT_MS, 10 s by default (web-server/src/runtime-config.mjs).
   */
  remoteTimeoutMs: number;
  firebase: FirebaseWebConfig;
  agency: AgencyDetails;
  /**
   * Bengali and Hindi pages write amounts and dates in the language's own digits (₹১,০০,০০০,
   * ₹१,००,०००) instead of Latin ones (NATIVE_DIGITS=true; off by default, issue 29). English pages,
   * the emails and the tax documents keep Latin digits.
   */
  nativeDigits?: boolean;
}

export const RUNTIME_CONFIG_URL = '/app-config.json';

/**
 * Fetches the runtime configuration from the page's own origin. A page may start the request
 * itself before its shared modules are loaded, and pass the pending response here.
 */
export async function loadRuntimeConfig(
  source: string | Promise<Response> = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  const response = await (typeof source === 'string'
    ? fetch(source, { cache: 'no-cache' })
    : source);
  if (!response.ok) {
    throw new Error(`Could not load the site configuration (HTTP ${response.status}).`);
  }
  return (await response.json()) as RuntimeConfig;
}

/**
 * Resolves an image address stored in the database. Demo images are stored as paths (/media/...)
 * served by the API's origin; anything absolute is used as it is.
 */
export function resolveMediaUrl(src: string, apiBaseUrl: string): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  try {
    return new URL(src, apiBaseUrl).toString();
  } catch {
    return src;
  }
}
