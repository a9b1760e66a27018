// Builds the runtime configuration document (app-config.json) from environment variables.
// Every front end fetches it at boot: changing a value needs a restart, never a rebuild.

import { sharedBookingOffice } from './shared-domain.mjs';

/** @typedef {import('@tours/shared-ui/domain').RuntimeConfig} RuntimeConfig */
/** @typedef {Record<string, string | undefined>} Env */

/** How long the host waits for a remote's manifest, and for its entry (REMOTE_TIMEOUT_MS). */
export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

/**
 * Local defaults: the ports of docs/architecture.md. Production sets every *_URL variable.
 * @param {Env} [env]
 */
export function localDefaults(env = process.env) {
  const hostPort = Number(env.HOST_PORT ?? 3000);
  const publicPort = Number(env.PUBLIC_SITE_PORT ?? 3001);
  const adminPort = Number(env.ADMIN_CONSOLE_PORT ?? 3002);
  const apiPort = Number(env.API_PORT ?? 4000);
  return { hostPort, publicPort, adminPort, apiPort };
}

/**
 * A whole number of milliseconds above 0 from the environment, or the default; anything else stops
 * the start with a message naming the variable.
 * @param {Env} env
 * @param {string} name
 * @param {number} fallback
 */
export function milliseconds(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a whole number of milliseconds above 0 (got "${raw}").`);
  }
  return value;
}

/**
 * The agency's UPI id (AGENCY_UPI_ID) for the deposit QR code, or nothing when unset; an id that
 * is not a UPI id (handle@provider) stops the start with a message naming the variable, rather than
 * leaving every booking page silently without its QR code.
 * @param {Env} env
 * @returns {{ upiId?: string }}
 */
function upiId(env) {
  const raw = env.AGENCY_UPI_ID?.trim() ?? '';
  if (raw === '') return {};
  if (!sharedBookingOffice().UPI_ID_PATTERN.test(raw)) {
    throw new Error(`AGENCY_UPI_ID must be a UPI id such as agency@okhdfcbank (got "${raw}").`);
  }
  return { upiId: raw };
}

/**
 * NATIVE_DIGITS: Bengali and Hindi pages in their own digits (RuntimeConfig.nativeDigits). Only
 * `true` or `false` (unset: false): a typo stops the start rather than being read as off.
 * @param {Env} env
 */
function nativeDigits(env) {
  const raw = env.NATIVE_DIGITS?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`NATIVE_DIGITS must be true or false (got "${raw}").`);
}

/**
 * @param {Env} [env]
 * @returns {RuntimeConfig}
 */
export function buildAppConfig(env = process.env) {
  const { publicPort, adminPort, apiPort } = localDefaults(env);
  const whatsapp = env.AGENCY_WHATSAPP ?? '919800000000';
  /** @type {RuntimeConfig} */
  const config = {
    siteName: env.SITE_NAME ?? 'Sonarpur Tours & Travels',
    apiBaseUrl: env.API_PUBLIC_URL ?? `http://localhost:${apiPort}/api`,
    remotes: {
      public_site:
        env.PUBLIC_SITE_MANIFEST_URL ?? `http://localhost:${publicPort}/mf-manifest.json`,
      admin_console:
        env.ADMIN_CONSOLE_MANIFEST_URL ?? `http://localhost:${adminPort}/mf-manifest.json`,
    },
    remoteTimeoutMs: milliseconds(env, 'REMOTE_TIMEOUT_MS', DEFAULT_REMOTE_TIMEOUT_MS),
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-tours.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-tours',
      ...(env.FIREBASE_AUTH_EMULATOR_URL
        ? { authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL }
        : {}),
    },
    agency: {
      phone: env.AGENCY_PHONE ?? '+91 98000 00000',
      whatsapp,
      email: env.AGENCY_EMAIL ?? 'hello@sonarpurtours.example',
      address: env.AGENCY_ADDRESS ?? 'Sonarpur, South 24 Parganas, West Bengal 700150, India',
      companySiteUrl: env.COMPANY_SITE_URL ?? 'https://sonarpurtours.example',
      mapEmbedHost: env.MAP_EMBED_HOST ?? 'https://www.google.com/maps/embed',
      officeMapUrl:
        env.OFFICE_MAP_URL ??
        'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d58988!2d88.40!3d22.44!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sSonarpur!5e0!3m2!1sen!2sin!4v1',
      ...upiId(env),
      social: {
        facebook: env.SOCIAL_FACEBOOK_URL ?? 'https://www.facebook.com/',
        instagram: env.SOCIAL_INSTAGRAM_URL ?? 'https://www.instagram.com/',
        linkedin: env.SOCIAL_LINKEDIN_URL ?? 'https://www.linkedin.com/',
        x: env.SOCIAL_X_URL ?? 'https://x.com/',
        whatsapp: `https://wa.me/${whatsapp}`,
      },
    },
    nativeDigits: nativeDigits(env),
  };
  return config;
}

/** @param {string} url */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of the front-end servers: scripts only from this origin and the
 * remotes, data only from the API (and the Auth emulator or Firebase Auth), no plugins, no <base>.
 * @param {RuntimeConfig} config
 * @param {string[]} [scriptHashes] the inline scripts allowed, as `'sha256-…'` sources
 */
export function contentSecurityPolicy(config, scriptHashes = []) {
  const remotes = Object.values(config.remotes).map(originOf).filter(Boolean);
  const api = originOf(config.apiBaseUrl);
  const emulator = config.firebase.authEmulatorUrl
    ? originOf(config.firebase.authEmulatorUrl)
    : null;
  /** @param {Array<string | null>} list */
  const unique = (list) => [...new Set(list.filter(Boolean))].join(' ');
  const mapOrigin = originOf(config.agency.mapEmbedHost);
  return [
    "default-src 'self'",
    // Inline scripts only by their hash: the start script of a rendered page (page-hints.mjs).
    `script-src ${unique(["'self'", ...scriptHashes, ...remotes])}`,
    // antd's CSS-in-JS writes <style> elements at run time.
    `style-src ${unique(["'self'", "'unsafe-inline'", ...remotes])}`,
    `img-src ${unique(["'self'", 'data:', 'blob:', api, ...remotes, 'https:'])}`,
    `font-src ${unique(["'self'", ...remotes])}`,
    `connect-src ${unique([
      "'self'",
      api,
      ...remotes,
      emulator,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ])}`,
    `frame-src ${unique([mapOrigin, 'https://www.google.com'])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
