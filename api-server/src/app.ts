// Builds the API as a Fastify app without listening: server.ts listens, tests call app.inject().
// External plugins (helmet, cors, rate limit, docs) as configured, then the app's (database,
// repositories, public-read cache, auth, demo content, jobs, booking office, media), then the
// routes under /api.
import { tmpdir } from 'node:os';
import path from 'node:path';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { DEFAULT_MEDIA_DIR, DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from './config';
import type { Database, DatabaseConfig } from './db/database';
import { createFirebaseVerifier } from './lib/firebase-verifier';
import { RequestLinesAtDebug } from './lib/request-logging';
import { securityHeaders } from './lib/security-headers';
import { DEFAULT_WORKING_WEEKDAYS } from '@tours/shared-ui/booking-office';
import { DEFAULT_PUBLIC_CACHE_TTL_MS } from '@tours/shared-ui/http';
import authPlugin, { type VerifyIdToken } from './plugins/auth';
import backupsPlugin, { DEFAULT_RETENTION, type BackupsPluginOptions } from './plugins/backups';
import bookingOfficePlugin from './plugins/booking-office';
import departuresPlugin from './plugins/departures';
import databasePlugin from './plugins/database';
import demoContentPlugin from './plugins/demo-content';
import docsPlugin from './plugins/docs';
import errorsPlugin, { answerFrameworkError } from './plugins/errors';
import jobsPlugin, { DEFAULT_JOB_INTERVAL_MS } from './plugins/jobs';
import mediaPlugin from './plugins/media';
import notificationsPlugin, { type NotificationsPluginOptions } from './plugins/notifications';
import onlinePaymentsPlugin from './plugins/online-payments';
import publicReadCachePlugin from './plugins/public-read-cache';
import rateLimitPlugin, { DEFAULT_RATE_LIMIT, type RateLimitSettings } from './plugins/rate-limit';
import repositoriesPlugin from './plugins/repositories';
import type { MediaLimits } from './services/media-pipeline';
import type { RazorpaySettings } from './services/online-payments/razorpay-client';
import apiRoutes from './routes';
import { bookingOfficeSchemas } from './schemas/booking-office';
import { messageSchema, validationErrorSchema } from './schemas/common';
import { departureSchemas } from './schemas/departures';
import { gstSchemas } from './schemas/gst';
import { destinationSchema } from './schemas/destination';
import { notificationSchemas } from './schemas/notifications';
import { officeSchemas } from './schemas/office';
import {
  blogSchema,
  bookingSchema,
  contactMessageSchema,
  popularDestinationSchema,
  testimonialSchema,
} from './schemas/entities';

export interface AppOptions {
  /** Where the data lives: a configuration to open, or an open database the caller closes. */
  database: DatabaseConfig | Database;
  /** Front-end origins allowed to call the API from a browser (exact matches). */
  corsOrigins: string[];
  /** Folder served at /media/ (the images the content refers to). */
  mediaDir?: string;
  /** Upload limits of the photo library (default 20 MB, 50 megapixels). */
  mediaLimits?: Partial<MediaLimits>;
  /** Emails whose Firebase users are admins (compared lower-cased). */
  adminEmails?: string[];
  /** Firebase project whose ID tokens are accepted by the default verifier. */
  firebaseProjectId?: string;
  /**
   * Checks a Firebase ID token. Default: firebase-admin for `firebaseProjectId`, revocation
   * checked. Tests pass their own: the one boundary the suite stubs.
   */
  verifyIdToken?: VerifyIdToken;
  /** Limit of the public POSTs per client address and route (default 10 a minute, in memory). */
  rateLimit?: Partial<RateLimitSettings>;
  /**
   * Fastify's trustProxy: behind a load balancer, the client address (used by the rate limit) is
   * read from X-Forwarded-For only from these proxies. Default false.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * How long an anonymous public read (lists, blog by slug, categories) is kept, in this
   * process's memory and by a CDN in front (`s-maxage`, `stale-while-revalidate`), in ms. Writes
   * here drop this process's copy at once; other replicas' copies expire after this long.
   * 0 = read the database every time (ETag and 304 still work). Default 5 s.
   */
  publicCacheTtlMs?: number;
  /**
   * Send Strict-Transport-Security (only when the API is served over HTTPS: a browser then
   * refuses plain HTTP to this host for a year). Default false; `HSTS=true` in the environment.
   */
  hsts?: boolean;
  /** Seed the demo content into an empty database on start (default true). */
  seedDemoContent?: boolean;
  /**
   * With the demo content, put the demo photos into the photo library (default true). The API's
   * tests leave them out: the content then points at library addresses that answer 404.
   */
  seedDemoPhotos?: boolean;
  /**
   * With the demo content, demo departures with demo bookings on them (issue 26; default true).
   * API tests leave them out: they count bookings and delete destinations of their own.
   */
  seedDemoDepartures?: boolean;
  /** Disk cache of the demo photos' variants (MEDIA_CACHE_DIR; default api-server/.media-cache). */
  mediaCacheDir?: string;
  /**
   * The agency's working weekdays, 0 Sunday ... 6 Saturday (default Monday to Saturday): holds
   * and refund deadlines count these, minus the holidays.
   */
  workingWeekdays?: readonly number[];
  /**
   * Background jobs (hold release, trip completion): a pass when the app is ready, then every
   * this many ms. 0 = only when called (`app.jobs.runAll`), as tests do. Default 60 s.
   */
  bookingJobIntervalMs?: number;
  /**
   * Mail and WhatsApp notifications (default: the agency's name, no SMTP, no WhatsApp: the
   * outbox writes nothing).
   */
  notifications?: Partial<NotificationsPluginOptions>;
  /**
   * Razorpay (issue 28, docs/payments.md): payment links and the webhook. Default null: online
   * payments are off and the product works as before.
   */
  razorpay?: RazorpaySettings | null;
  /** How often one replica reconciles the open links with Razorpay (default 1 hour). */
  razorpayReconcileIntervalMs?: number;
  /** Seed West Bengal's public holidays of this year and the next on start (default true). */
  seedHolidays?: boolean;
  /**
   * Years after a completed trip's check-out day that its travellers' ages and genders are kept
   * before the job erases them (issue 30; default 2).
   */
  travellerDetailsKeepYears?: number;
  /**
   * Backups (issue 30): the folder, the daily time (null: none scheduled), retention and the
   * off-site copy. Default: a folder in the system's temporary folder (the server passes
   * BACKUP_DIR), no scheduled backup.
   */
  backups?: Partial<BackupsPluginOptions>;
  /** Folder of the SQL migrations (default: the package's migrations/). */
  migrationsDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 100 * 1024;
const API_VERSION = '1.0.0';
const DEFAULT_ADMIN_EMAILS = ['admin@example.com'];
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-tours';

/** Response headers a page may read across origins: the public forms tell when to try again. */
const CORS_EXPOSED_HEADERS = ['Retry-After'];

/**
 * Bodies are validated by zod in the handlers (lib/validation.ts), with the messages the forms
 * show. Ajv would check the documented JSON schemas first, with other messages and with type
 * coercion ("2" becoming 2 before zod sees it), so the route schemas are documentation only.
 */
const noValidation = () => () => true;

/** The longest a plugin may take to start: the database's first start is the slowest. */
const PLUGIN_TIMEOUT_MS = 60_000;

export function buildApp(options: AppOptions): FastifyInstance {
  const headers = securityHeaders({ hsts: options.hsts ?? false });
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLinesAtDebug(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A bad URL or an over-long path parameter (400, 414) is answered before any hook runs:
    // this gives it the error shape and the security headers of every other answer.
    frameworkErrors: answerFrameworkError(headers),
    // A fresh PGlite folder's first start (initdb) took 17.6 s on a busy 2-core machine, beyond
    // Fastify's 10 s default for one plugin; it only passed while the database never let the
    // event loop turn (issue 11), so the timeout could not fire.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  app.setValidatorCompiler(noValidation);

  for (const schema of [
    messageSchema,
    validationErrorSchema,
    destinationSchema,
    popularDestinationSchema,
    testimonialSchema,
    contactMessageSchema,
    bookingSchema,
    blogSchema,
    ...bookingOfficeSchemas,
    ...officeSchemas,
    ...notificationSchemas,
    ...departureSchemas,
    ...gstSchemas,
  ]) {
    app.addSchema(schema);
  }

  // Error handling first, so that it covers everything registered after it.
  app.register(errorsPlugin);

  // External plugins.
  app.register(helmet, headers);
  app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });
  app.register(rateLimitPlugin, { ...DEFAULT_RATE_LIMIT, ...options.rateLimit });
  app.register(docsPlugin, { version: API_VERSION });

  // App plugins.
  app.register(databasePlugin, {
    database: options.database,
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
  });
  app.register(repositoriesPlugin);
  app.register(publicReadCachePlugin, {
    ttlMs: options.publicCacheTtlMs ?? DEFAULT_PUBLIC_CACHE_TTL_MS,
  });
  app.register(authPlugin, {
    verifyIdToken:
      options.verifyIdToken ??
      createFirebaseVerifier(options.firebaseProjectId ?? DEFAULT_FIREBASE_PROJECT_ID),
    adminEmails: options.adminEmails ?? DEFAULT_ADMIN_EMAILS,
  });
  if (options.seedDemoContent ?? true) {
    app.register(demoContentPlugin, {
      photos: options.seedDemoPhotos ?? true,
      departures: options.seedDemoDepartures ?? true,
      ...(options.mediaCacheDir ? { cacheDir: options.mediaCacheDir } : {}),
    });
  }
  app.register(jobsPlugin, { intervalMs: options.bookingJobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS });
  app.register(bookingOfficePlugin, {
    workingWeekdays: options.workingWeekdays ?? DEFAULT_WORKING_WEEKDAYS,
    seedHolidays: options.seedHolidays ?? true,
    ...(options.travellerDetailsKeepYears === undefined
      ? {}
      : { travellerDetailsKeepYears: options.travellerDetailsKeepYears }),
  });
  app.register(departuresPlugin);
  app.register(notificationsPlugin, {
    siteName: DEFAULT_SITE_NAME,
    siteUrl: DEFAULT_SITE_URL,
    mailFrom: `"${DEFAULT_SITE_NAME}" <bookings@localhost>`,
    agencyEmails: [],
    ...options.notifications,
    onlinePayments: Boolean(options.razorpay),
  });
  app.register(onlinePaymentsPlugin, {
    razorpay: options.razorpay ?? null,
    siteUrl: options.notifications?.siteUrl ?? DEFAULT_SITE_URL,
    siteName: options.notifications?.siteName ?? DEFAULT_SITE_NAME,
    ...(options.razorpayReconcileIntervalMs !== undefined
      ? { reconcileIntervalMs: options.razorpayReconcileIntervalMs }
      : {}),
  });
  app.register(backupsPlugin, {
    dir: path.join(tmpdir(), 'tours-api-backups'),
    time: null,
    retention: DEFAULT_RETENTION,
    ...options.backups,
  });
  app.register(mediaPlugin, {
    mediaDir: options.mediaDir ?? DEFAULT_MEDIA_DIR,
    ...(options.mediaLimits ? { limits: options.mediaLimits } : {}),
  });

  // Routes.
  app.register(apiRoutes, { prefix: '/api' });

  return app;
}
