// Builds the API as a Fastify app without listening: server.ts listens, tests call app.inject().
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { DEFAULT_MEDIA_DIR } from './config';
import type { Database, DatabaseConfig } from './db/database';
import databasePlugin from './plugins/database';
import demoContentPlugin from './plugins/demo-content';
import errorsPlugin from './plugins/errors';
import mediaPlugin from './plugins/media';
import repositoriesPlugin from './plugins/repositories';
import destinationRoutes from './routes/destinations';
import healthRoutes from './routes/health';
import { messageSchema } from './schemas/common';
import { destinationSchema } from './schemas/destination';

export interface AppOptions {
  /** Where the data lives: a configuration to open, or an open database the caller closes. */
  database: DatabaseConfig | Database;
  /** Front-end origins allowed to call the API from a browser (exact matches). */
  corsOrigins: string[];
  /** Folder served at /media/ (the images the content refers to). */
  mediaDir?: string;
  /** Emails whose Firebase users are admins (used by the admin routes). */
  adminEmails?: string[];
  /** Firebase project whose ID tokens are accepted (used by the admin routes). */
  firebaseProjectId?: string;
  /** Seed the demo content into an empty database on start (default true). */
  seedDemoContent?: boolean;
  /** Folder of the SQL migrations (default: the package's migrations/). */
  migrationsDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 100 * 1024;

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
  });

  app.addSchema(messageSchema);
  app.addSchema(destinationSchema);

  // Error handling first, so that it covers everything registered after it.
  app.register(errorsPlugin);

  // External plugins.
  app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  app.register(helmet);
  // Off by default: only the public POST routes (contact, bookings) opt in with `config.rateLimit`.
  app.register(rateLimit, { global: false });

  // App plugins.
  app.register(databasePlugin, {
    database: options.database,
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
  });
  app.register(repositoriesPlugin);
  if (options.seedDemoContent ?? true) app.register(demoContentPlugin);
  app.register(mediaPlugin, { mediaDir: options.mediaDir ?? DEFAULT_MEDIA_DIR });

  // Routes.
  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(destinationRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
