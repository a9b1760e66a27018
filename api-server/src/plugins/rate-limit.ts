// App plugin `rate-limit`: @fastify/rate-limit, off by default; the public POST routes (contact,
// bookings) opt in with `config.rateLimit`, counted per client address and route. With a Redis URL
// the counts live in Redis, so the limit holds across replicas; otherwise in this process.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in a minute.';

export interface RateLimitSettings {
  /** Requests allowed per client address and route in one window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindowMs: number;
  /** Redis connection URL (redis://host:6379); counts are kept in memory without it. */
  redisUrl?: string;
}

/** The API's connections as Redis lists them (CLIENT LIST), for operators. */
export const REDIS_CONNECTION_NAME = 'tours-api-rate-limit';

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 10, timeWindowMs: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** What the rate-limited routes pass as `config.rateLimit`. */
    publicWriteRateLimit: { max: number; timeWindow: number };
  }
}

export default fp<RateLimitSettings>(
  async (app, settings) => {
    let redis: Redis | undefined;
    if (settings.redisUrl) {
      redis = new Redis(settings.redisUrl, {
        connectionName: REDIS_CONNECTION_NAME,
        // A request must not wait for a Redis that is down: fail fast, and skipOnError lets it pass.
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'tours-api-rate-limit:' } : {}),
      // A Redis outage must not turn bookings away: the request goes through, and is logged above.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(TOO_MANY_REQUESTS_MESSAGE), { statusCode: context.statusCode }),
    });

    app.decorate('publicWriteRateLimit', { max: settings.max, timeWindow: settings.timeWindowMs });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
