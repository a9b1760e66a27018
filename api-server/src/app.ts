// Builds the API as a Fastify app without listening: server.ts listens, tests call app.inject().
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { DEFAULT_MEDIA_DIR } from './config';
import type { Database, DatabaseConfig } from './db/database';
import { createFirebaseVerifier } from './lib/firebase-verifier';
import { lazyRequestLogger, RequestsAtDebugLevel } from './lib/request-logging';
import authPlugin, { type VerifyIdToken } from './plugins/auth';
import databasePlugin from './plugins/database';
import demoContentPlugin from './plugins/demo-content';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import mediaPlugin from './plugins/media';
import publicReadCachePlugin from './plugins/public-read-cache';
import publicReadFastLanePlugin from './plugins/public-read-fast-lane';
import rateLimitPlugin, { DEFAULT_RATE_LIMIT, type RateLimitSettings } from './plugins/rate-limit';
import repositoriesPlugin from './plugins/repositories';
import securityHeadersPlugin from './plugins/security-headers';
import blogRoutes from './routes/blogs';
import bookingRoutes from './routes/bookings';
import contactRoutes from './routes/contact';
import destinationRoutes from './routes/destinations';
import healthRoutes from './routes/health';
import popularRoutes from './routes/popular';
import testimonialRoutes from './routes/testimonials';
import { messageSchema, validationErrorSchema } from './schemas/common';
import { destinationSchema } from './schemas/destination';
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
   * How long an anonymous public read (lists, blog by slug, categories) is answered from this
   * process's memory (ms); writes here drop it at once, writes by other replicas after this long.
   * 0 = read the database every time. Default 5 s.
   */
  publicCacheTtlMs?: number;
  /** Seed the demo content into an empty database on start (default true). */
  seedDemoContent?: boolean;
  /** Folder of the SQL migrations (default: the package's migrations/). */
  migrationsDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 100 * 1024;
const API_VERSION = '1.0.0';
const DEFAULT_ADMIN_EMAILS = ['admin@example.com'];
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-tours';

/** Response headers a page may read across origins: the public forms tell when to try again. */
const CORS_EXPOSED_HEADERS = ['Retry-After'] as const;

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

/**
 * Bodies are validated by zod in the handlers (lib/validation.ts), with the messages the forms
 * show. Ajv would check the documented JSON schemas first, with other messages and with type
 * coercion ("2" becoming 2 before zod sees it), so the route schemas are documentation only.
 */
const noValidation = () => () => true;

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestsAtDebugLevel(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
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
  ]) {
    app.addSchema(schema);
  }

  // Error handling first, so that it covers everything registered after it.
  app.register(errorsPlugin);

  // Kept public answers go out from the first onRequest hook, before the CORS and helmet hooks
  // (its header blocks hold what those would add).
  app.register(publicReadFastLanePlugin, {
    corsOrigins: options.corsOrigins,
    exposedHeaders: CORS_EXPOSED_HEADERS,
  });

  // External plugins.
  app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: 600,
  });
  app.register(securityHeadersPlugin, { contentSecurityPolicy: API_CSP });
  app.register(rateLimitPlugin, { ...DEFAULT_RATE_LIMIT, ...options.rateLimit });
  app.register(docsPlugin, { version: API_VERSION });

  // App plugins.
  app.register(databasePlugin, {
    database: options.database,
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
  });
  app.register(repositoriesPlugin, {
    ...(options.publicCacheTtlMs === undefined
      ? {}
      : { publicCacheTtlMs: options.publicCacheTtlMs }),
  });
  app.register(publicReadCachePlugin);
  app.register(authPlugin, {
    verifyIdToken:
      options.verifyIdToken ??
      createFirebaseVerifier(options.firebaseProjectId ?? DEFAULT_FIREBASE_PROJECT_ID),
    adminEmails: options.adminEmails ?? DEFAULT_ADMIN_EMAILS,
  });
  if (options.seedDemoContent ?? true) app.register(demoContentPlugin);
  app.register(mediaPlugin, { mediaDir: options.mediaDir ?? DEFAULT_MEDIA_DIR });

  // Routes.
  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(destinationRoutes);
      await api.register(popularRoutes);
      await api.register(testimonialRoutes);
      await api.register(contactRoutes);
      await api.register(bookingRoutes);
      await api.register(blogRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
