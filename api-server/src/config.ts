// Server configuration from environment variables (documented in README.md).
import path from 'node:path';

import { DEFAULT_WORKING_WEEKDAYS } from '@tours/shared-ui/booking-office';
import type { FastifyServerOptions } from 'fastify';

import type { DatabaseConfig } from './db/database';
import { DEFAULT_BACKUP_TIME, DEFAULT_RETENTION } from './plugins/backups';
import { DEFAULT_JOB_INTERVAL_MS } from './plugins/jobs';
import type { RetentionPolicy } from './services/backups/backup-files';
import type { S3Settings } from './services/backups/offsite-copy';
import type { NotificationsPluginOptions } from './plugins/notifications';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './services/media-pipeline';
import {
  DEFAULT_RAZORPAY_API_URL,
  type RazorpaySettings,
} from './services/online-payments/razorpay-client';
import { DEFAULT_RECONCILE_INTERVAL_MS } from './services/online-payments/reconcile';
import { DEFAULT_RETRY_POLICY } from './services/notification-sender';
import { DEFAULT_TRAVELLER_DETAILS_KEEP_YEARS } from './services/booking-office/traveller-erasure';
import { DEFAULT_PUBLIC_CACHE_TTL_MS } from '@tours/shared-ui/http';
import { DEFAULT_RATE_LIMIT, type RateLimitSettings } from './plugins/rate-limit';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  database: DatabaseConfig;
  corsOrigins: string[];
  adminEmails: string[];
  firebaseProjectId: string;
  mediaDir: string;
  /** Photo uploads: MEDIA_MAX_BYTES (default 20 MB) and MEDIA_MAX_PIXELS (default 50 million). */
  mediaLimits: MediaLimits;
  /** Disk cache of the demo photos' variants (MEDIA_CACHE_DIR). */
  mediaCacheDir: string;
  /** Put the demo photos into the library with the demo content (DEMO_PHOTOS, default true). */
  demoPhotos: boolean;
  /** Seed the demo departures and their bookings with the demo content (DEMO_DEPARTURES, default true). */
  demoDepartures: boolean;
  /** Limit of the public POSTs (contact, bookings) per client address, with the Redis URL. */
  rateLimit: RateLimitSettings;
  trustProxy: NonNullable<FastifyServerOptions['trustProxy']>;
  /** How long an anonymous public read is kept, here and by a CDN (ms); 0 = never. */
  publicCacheTtlMs: number;
  /** Send Strict-Transport-Security (HSTS=true, as for the web server): only behind HTTPS. */
  hsts: boolean;
  /** The agency's working weekdays, 0 Sunday ... 6 Saturday (WORKING_WEEKDAYS). */
  workingWeekdays: number[];
  /** Background jobs' interval (BOOKING_JOB_INTERVAL_MS); 0 = off. */
  bookingJobIntervalMs: number;
  /** Mail and WhatsApp (SMTP_URL, MAIL_FROM, AGENCY_NOTIFY_EMAIL, SITE_NAME, SITE_URL, AGENCY_UPI_ID, ...). */
  notifications: NotificationsPluginOptions;
  /** Razorpay (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL); null: off. */
  razorpay: RazorpaySettings | null;
  /** RAZORPAY_RECONCILE_MS: how often one replica reconciles the open links (default 1 hour). */
  razorpayReconcileIntervalMs: number;
  /** Backups (BACKUP_DIR, BACKUP_TIME, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, BACKUP_S3_*). */
  backups: BackupSettings;
  /** TRAVELLER_DETAILS_KEEP_YEARS: completed trips' travellers' ages and genders kept (default 2). */
  travellerDetailsKeepYears: number;
}

export interface BackupSettings {
  dir: string;
  /** 'HH:MM' in Asia/Kolkata; null (BACKUP_TIME=off): no scheduled backup. */
  time: string | null;
  retention: RetentionPolicy;
  /** The off-site copy, when BACKUP_S3_BUCKET is set. */
  s3: S3Settings | null;
}

export const DEFAULT_SITE_NAME = 'Sonarpur Tours & Travels';
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The notifications' settings; WhatsApp only when both its token and its number id are set. */
function notifications(env: NodeJS.ProcessEnv): NotificationsPluginOptions {
  const siteName = text(env.SITE_NAME, DEFAULT_SITE_NAME);
  const token = env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  return {
    siteName,
    siteUrl: text(env.SITE_URL, DEFAULT_SITE_URL).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: text(env.MAIL_FROM, `"${siteName.replace(/"/g, '')}" <bookings@localhost>`),
    agencyEmails: list(env.AGENCY_NOTIFY_EMAIL, []),
    upiId: env.AGENCY_UPI_ID?.trim() || null,
    whatsapp:
      token && phoneNumberId
        ? { token, phoneNumberId, apiUrl: text(env.WHATSAPP_API_URL, DEFAULT_WHATSAPP_API_URL) }
        : null,
    retry: {
      maxAttempts: wholeNumber(
        'NOTIFY_MAX_ATTEMPTS',
        env.NOTIFY_MAX_ATTEMPTS,
        DEFAULT_RETRY_POLICY.maxAttempts,
      ),
      baseDelayMs: wholeNumber(
        'NOTIFY_RETRY_BASE_MS',
        env.NOTIFY_RETRY_BASE_MS,
        DEFAULT_RETRY_POLICY.baseDelayMs,
      ),
      leaseMs: wholeNumber('NOTIFY_LEASE_MS', env.NOTIFY_LEASE_MS, DEFAULT_RETRY_POLICY.leaseMs),
    },
    sendOnCommit: true,
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The package folder: src/ and dist/ both sit directly under it. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const DEFAULT_MEDIA_DIR = path.join(PACKAGE_DIR, 'media');
/** The demo photos' processed variants, kept between seeds (gitignored). */
export const DEFAULT_MEDIA_CACHE_DIR = path.join(PACKAGE_DIR, '.media-cache');
/** `<repo root>/.data/pglite`, beside the other local state of `npm start`. */
export const DEFAULT_PGLITE_DATA_DIR = path.resolve(PACKAGE_DIR, '..', '.data', 'pglite');
/** `<repo root>/.data/backups`, beside the PGlite folder. */
export const DEFAULT_BACKUP_DIR = path.resolve(PACKAGE_DIR, '..', '.data', 'backups');
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
];

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** A whole number of at least `min` (1 unless told). */
function wholeNumber(name: string, value: string | undefined, fallback: number, min = 1): number {
  const raw = text(value, String(fallback));
  const number = Number(raw);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}".`);
  }
  return number;
}

/**
 * TRUST_PROXY: unset or "false" = the client address is the connection's; "true" = trust every
 * X-Forwarded-For hop (only when nothing reaches the API except through the proxy); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges (or proxy-addr's names such as
 * "loopback", "uniquelocal"). Fastify 5 ignores hop counts, so a number is refused.
 */
function trustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const raw = text(value, 'false').toLowerCase();
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    throw new Error(`TRUST_PROXY must be true, false or proxy addresses, got "${value}".`);
  }
  return list(value, []);
}

/** WORKING_WEEKDAYS: comma-separated weekdays, 0 = Sunday; at least one. */
function weekdays(value: string | undefined): number[] {
  const days = list(value, DEFAULT_WORKING_WEEKDAYS.map(String)).map(Number);
  if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    throw new Error(
      `WORKING_WEEKDAYS must be weekdays from 0 (Sunday) to 6 (Saturday), comma-separated, got "${value}".`,
    );
  }
  return [...new Set(days)].sort((a, b) => a - b);
}

/** BACKUP_*: the backups' folder, daily time, retention and off-site copy (docs/operations.md). */
function backups(env: NodeJS.ProcessEnv): BackupSettings {
  const time = text(env.BACKUP_TIME, DEFAULT_BACKUP_TIME).toLowerCase();
  // Seconds are allowed (HH:MM:SS) so that a test can schedule one a few seconds ahead.
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(time);
  if (time !== 'off' && !match) {
    throw new Error(
      `BACKUP_TIME must be HH:MM (24-hour, India time; HH:MM:SS also works) or off, got "${env.BACKUP_TIME}".`,
    );
  }
  const bucket = env.BACKUP_S3_BUCKET?.trim();
  return {
    dir: path.resolve(text(env.BACKUP_DIR, DEFAULT_BACKUP_DIR)),
    time: time === 'off' ? null : time,
    retention: {
      daily: wholeNumber('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, DEFAULT_RETENTION.daily),
      weekly: wholeNumber(
        'BACKUP_KEEP_WEEKLY',
        env.BACKUP_KEEP_WEEKLY,
        DEFAULT_RETENTION.weekly,
        0,
      ),
    },
    s3: bucket
      ? {
          bucket,
          prefix: text(env.BACKUP_S3_PREFIX, 'tours-backups/'),
          region: text(env.BACKUP_S3_REGION, 'us-east-1'),
          endpoint: env.BACKUP_S3_ENDPOINT?.trim() || null,
          forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID?.trim() || null,
          secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY?.trim() || null,
        }
      : null,
  };
}

const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/**
 * Razorpay (docs/payments.md): on only when its three secrets are set; one or two of them is a
 * mistake that stops the start, naming the missing ones. RAZORPAY_API_URL points the SDK elsewhere.
 */
function razorpay(env: NodeJS.ProcessEnv): RazorpaySettings | null {
  const [keyId, keySecret, webhookSecret] = RAZORPAY_KEYS.map((name) => env[name]?.trim() ?? '');
  const missing = RAZORPAY_KEYS.filter((name) => !env[name]?.trim());
  if (missing.length === RAZORPAY_KEYS.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Online payments need ${RAZORPAY_KEYS.join(', ')} together; missing ${missing.join(', ')}.`,
    );
  }
  const apiUrl = text(env.RAZORPAY_API_URL, DEFAULT_RAZORPAY_API_URL);
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) {
    throw new Error(`RAZORPAY_API_URL must be an http(s) address, got "${env.RAZORPAY_API_URL}".`);
  }
  return { keyId: keyId!, keySecret: keySecret!, webhookSecret: webhookSecret!, apiUrl };
}

/** Reads the configuration; throws with the variable's name when a value cannot be used. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(text(env.PORT, '4000'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  }
  const logLevel = text(env.LOG_LEVEL, 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}".`);
  }
  const databaseUrl = env.DATABASE_URL?.trim();
  const database: DatabaseConfig = databaseUrl
    ? { driver: 'postgres', connectionString: databaseUrl }
    : {
        driver: 'pglite',
        dataDir: path.resolve(text(env.PGLITE_DATA_DIR, DEFAULT_PGLITE_DATA_DIR)),
      };

  return {
    port,
    host: text(env.HOST, 'localhost'),
    logLevel: logLevel as LogLevel,
    database,
    // An origin is compared exactly by the CORS plugin: "http://localhost:3000/" would never match.
    corsOrigins: list(env.CORS_ORIGINS, DEFAULT_CORS_ORIGINS).map((origin) =>
      origin.replace(/\/+$/, ''),
    ),
    adminEmails: list(env.ADMIN_EMAILS, ['admin@example.com']).map((email) => email.toLowerCase()),
    firebaseProjectId: text(env.FIREBASE_PROJECT_ID, 'demo-tours'),
    mediaDir: path.resolve(text(env.MEDIA_DIR, DEFAULT_MEDIA_DIR)),
    mediaCacheDir: path.resolve(text(env.MEDIA_CACHE_DIR, DEFAULT_MEDIA_CACHE_DIR)),
    demoPhotos: env.DEMO_PHOTOS !== 'false',
    demoDepartures: env.DEMO_DEPARTURES !== 'false',
    mediaLimits: {
      maxBytes: wholeNumber('MEDIA_MAX_BYTES', env.MEDIA_MAX_BYTES, DEFAULT_MEDIA_LIMITS.maxBytes),
      maxPixels: wholeNumber(
        'MEDIA_MAX_PIXELS',
        env.MEDIA_MAX_PIXELS,
        DEFAULT_MEDIA_LIMITS.maxPixels,
      ),
    },
    rateLimit: {
      max: wholeNumber('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
      timeWindowMs: wholeNumber(
        'RATE_LIMIT_WINDOW_MS',
        env.RATE_LIMIT_WINDOW_MS,
        DEFAULT_RATE_LIMIT.timeWindowMs,
      ),
      ...(env.REDIS_URL?.trim() ? { redisUrl: env.REDIS_URL.trim() } : {}),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicCacheTtlMs: wholeNumber(
      'PUBLIC_CACHE_TTL_MS',
      env.PUBLIC_CACHE_TTL_MS,
      DEFAULT_PUBLIC_CACHE_TTL_MS,
      0,
    ),
    // The web server's rule, to the letter: "true" turns it on, anything else leaves it off.
    hsts: env.HSTS === 'true',
    workingWeekdays: weekdays(env.WORKING_WEEKDAYS),
    bookingJobIntervalMs: wholeNumber(
      'BOOKING_JOB_INTERVAL_MS',
      env.BOOKING_JOB_INTERVAL_MS,
      DEFAULT_JOB_INTERVAL_MS,
      0,
    ),
    notifications: notifications(env),
    razorpay: razorpay(env),
    razorpayReconcileIntervalMs: wholeNumber(
      'RAZORPAY_RECONCILE_MS',
      env.RAZORPAY_RECONCILE_MS,
      DEFAULT_RECONCILE_INTERVAL_MS,
    ),
    backups: backups(env),
    travellerDetailsKeepYears: wholeNumber(
      'TRAVELLER_DETAILS_KEEP_YEARS',
      env.TRAVELLER_DETAILS_KEEP_YEARS,
      DEFAULT_TRAVELLER_DETAILS_KEEP_YEARS,
    ),
  };
}

/** A connection URL without its password, for logs. */
export function withoutPassword(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.password) url.password = '***';
  return url.toString();
}

/** The connection string without its password, for logs. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.driver === 'pglite') return `PGlite (${database.dataDir ?? 'in memory'})`;
  try {
    return `PostgreSQL (${withoutPassword(database.connectionString)})`;
  } catch {
    return 'PostgreSQL';
  }
}
