// App plugin `public-read-cache`: how the public reads are cached, HTTP first.
//
// A route opts in with `config.publicRead: { invalidatedBy: [...] }`. Its anonymous answers carry
// `Cache-Control: public, max-age=0, s-maxage=T, stale-while-revalidate=T` (T = the TTL in
// seconds) and `Vary: Authorization`, so that a CDN or reverse proxy in front answers most reads
// while a browser asks again each time (the admin console reloads a list right after a save); an
// ETag, with 304 to a matching If-None-Match; and they are kept in this process for the TTL as the
// bytes the route's serialiser wrote, so that a repeated read costs no query and no serialisation.
//
// A route that writes says what it changes (`config.invalidates`): once it has answered, every
// kept answer of a route invalidated by one of those is dropped, so the next read here shows the
// change. Other replicas keep their copy until it expires: the TTL bounds how stale they can be.
// A request with a token (an admin sees Drafts) always reads the database, answered `no-store`.
import { createHash } from 'node:crypto';

import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { publicCacheControl } from '@tours/shared-ui/http';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import vary from 'vary';

/** What a write can change, and what a public read depends on. */
export type CacheTopic =
  'destinations' | 'popular' | 'testimonials' | 'blogs' | 'departures' | 'policies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read: cached as described above, dropped when one of these topics is written.
     * `byQuery`: its answer depends on the query string too (the trip finder's filters).
     */
    publicRead?: { invalidatedBy: readonly CacheTopic[]; byQuery?: boolean };
    /** A write: the kept public reads of these topics are dropped once it has answered. */
    invalidates?: readonly CacheTopic[];
  }
  interface FastifyRequest {
    /** How many invalidations had happened when this request began (see `keep`). */
    publicReadEpoch: number;
  }
}

export interface PublicReadCacheOptions {
  /** How long an answer is kept here and by shared caches (ms); 0 = revalidate every time. */
  ttlMs: number;
  /** Most answers kept; the oldest are dropped first. */
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 1_000;
export const PRIVATE_CACHE_CONTROL = 'no-store';
const JSON_TYPE = 'application/json; charset=utf-8';

interface Kept {
  body: Buffer;
  etag: string;
  topics: readonly CacheTopic[];
  expiresAt: number;
}

const anonymous = (request: FastifyRequest) => request.headers.authorization === undefined;

/**
 * One answer per route, path parameters and content language (`?lang=bn|hi`, issue 29: the same
 * record reads in English, Bengali or Hindi), and per whole query for a route that says it reads
 * one (maxEntries bounds how many are kept). Other query strings change nothing these routes read.
 */
const keyOf = (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown> | undefined;
  return `${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)}${
    request.routeOptions.config.publicRead?.byQuery
      ? ` ${JSON.stringify(query)}`
      : ` ${JSON.stringify(query?.lang ?? '')}`
  }`;
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp<PublicReadCacheOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs;
    const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    const cacheControl = publicCacheControl(ttlMs);
    const kept = new Map<string, Kept>();
    /** Bumped by every write: a read that began before one must not keep what it read. */
    let epoch = 0;

    app.decorateRequest('publicReadEpoch', 0);

    // A callback hook, not an async one: this runs on every public read, most of them answered
    // from here, and an async hook costs a promise and a turn of the microtask queue each time.
    const serveKept: onRequestHookHandler = (request, reply, done) => {
      reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Authorization'));
      if (!anonymous(request)) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        done();
        return;
      }
      reply.header('cache-control', cacheControl);
      request.publicReadEpoch = epoch;
      const key = keyOf(request);
      const entry = kept.get(key);
      if (entry !== undefined && entry.expiresAt > Date.now()) {
        // A Buffer with its type set is sent as it is; `answer` below sees the ETag and skips it.
        reply.header('etag', entry.etag).type(JSON_TYPE).send(entry.body);
        return;
      }
      if (entry !== undefined) kept.delete(key);
      done();
    };

    function keep(request: FastifyRequest, body: Buffer, etag: string): void {
      const topics = request.routeOptions.config.publicRead?.invalidatedBy ?? [];
      if (ttlMs <= 0 || request.method !== 'GET' || request.publicReadEpoch !== epoch) return;
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(keyOf(request), { body, etag, topics, expiresAt: Date.now() + ttlMs });
    }

    /** ETag (kept with the bytes on a fresh read) and 304 for an anonymous 200. */
    const answer: onSendHookHandler = (request, reply: FastifyReply, payload, done) => {
      if (!anonymous(request) || reply.statusCode !== 200) {
        done(null, payload);
        return;
      }
      let etag = reply.getHeader('etag');
      if (etag === undefined && typeof payload === 'string') {
        const body = Buffer.from(payload);
        etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        reply.header('etag', etag);
        // A blog slug that matches nothing (null) is not kept: unknown slugs cost no memory.
        if (payload !== 'null') keep(request, body, etag);
      }
      if (etag !== undefined && fresh(request.headers, { etag: String(etag) })) {
        reply.code(304).removeHeader('content-type');
        done(null, '');
        return;
      }
      done(null, payload);
    };

    const invalidate: onSendHookHandler = (request, reply, payload, done) => {
      // A refused write (401, 400...) changed nothing: it must not empty the cache either.
      if (reply.statusCode >= 300) {
        done(null, payload);
        return;
      }
      const written = new Set(request.routeOptions.config.invalidates);
      epoch += 1;
      for (const [key, entry] of kept) {
        if (entry.topics.some((topic) => written.has(topic))) kept.delete(key);
      }
      done(null, payload);
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.publicRead) {
        const schema = (route.schema ??= {}) as { response?: Record<number, unknown> };
        (schema.response ??= {})[304] ??= {
          description: 'The ETag sent in If-None-Match is current (no body).',
        };
        route.onRequest = [...asList(route.onRequest), serveKept];
        // First, so that a HEAD route's own hook (which drops the body) sees the payload after it.
        route.onSend = [answer, ...asList(route.onSend)];
      }
      if (route.config?.invalidates?.length) {
        route.onSend = [...asList(route.onSend), invalidate];
      }
    });
  },
  { name: 'public-read-cache', fastify: '5.x' },
);
