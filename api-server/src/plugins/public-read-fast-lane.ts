// App plugin `public-read-fast-lane`: an anonymous GET whose answer `app.publicReadCache` holds
// (lists, a blog by slug, categories: the reads a visitor's every page makes) is answered by the
// first onRequest hook, with the kept bytes and a header block worked out once per answer and
// origin, then handed to Node in one writeHead. On that path CORS, helmet's hook, the route's
// Cache-Control/Vary hook, the admin check, the handler and Fastify's reply pipeline would each
// redo, per request, what the block already holds: about 30% of the main thread's busy time in a
// CPU profile of a cached read under load.
//
// The answer is byte for byte the one the route gives (routes/__tests__/public-read-fast-lane
// compares them): helmet's headers as plugins/security-headers.ts sets them, what @fastify/cors
// adds to a simple request (Vary: Origin; Access-Control-Allow-Origin for an allowed origin; the
// exposed headers), Vary and Cache-Control of lib/cache-control.ts, the ETag, and 304 to a
// matching If-None-Match. Everything else goes the usual way: a caller with a token (admins see
// Drafts), HEAD, an answer not kept or expired (the handler reads the database, and answers 503
// when it is down), any other route. It is registered before @fastify/cors and security-headers,
// so that its hook runs first; Fastify still logs the request and runs onResponse hooks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { PUBLIC_CACHE_CONTROL } from '../lib/cache-control';
import { matchesIfNoneMatch, type CachedAnswer } from '../lib/public-read-cache';
import { JSON_TYPE, publicReadKeyOf } from './public-read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes whose handler `cachedPublicRead` made: their answer's cache key. */
    publicReadKey?: (request: FastifyRequest) => string;
  }
}

export interface PublicReadFastLaneOptions {
  /** The origins @fastify/cors allows (its `origin` array). */
  corsOrigins: readonly string[];
  /** What @fastify/cors sends as Access-Control-Expose-Headers (its `exposedHeaders`). */
  exposedHeaders: readonly string[];
}

/** The header blocks of one kept answer for one origin, as writeHead takes them (name, value...). */
interface HeaderBlocks {
  ok: string[];
  notModified: string[];
}

/** Answers from a cache entry expire; their blocks go with them. */
const blocksOf = new WeakMap<CachedAnswer, Map<string, HeaderBlocks>>();

/** Where an origin that is not allowed (or none) is kept in an answer's map of blocks. */
const NOT_ALLOWED = '';

export default fp<PublicReadFastLaneOptions>(
  async (app, options) => {
    const allowed = new Set(options.corsOrigins);
    // With '*' @fastify/cors answers every origin and no Vary: Origin; the usual path handles it.
    const enabled = !allowed.has('*');
    const exposedHeaders = options.exposedHeaders.join(', ');
    /** helmet's headers (name, value...), once security-headers has worked them out. */
    let securityHeaders: string[] = [];

    app.addHook('onReady', async () => {
      if (app.hasDecorator('securityHeaders')) securityHeaders = app.securityHeaders.flat();
    });

    function blocks(answer: CachedAnswer, origin: string): HeaderBlocks {
      let byOrigin = blocksOf.get(answer);
      if (byOrigin === undefined) {
        byOrigin = new Map();
        blocksOf.set(answer, byOrigin);
      }
      let found = byOrigin.get(origin);
      if (found === undefined) {
        // In the order the usual path sets them: helmet's, then CORS's, then the route's.
        const notModified = [
          ...securityHeaders,
          'vary',
          'Origin, Authorization',
          ...(origin === NOT_ALLOWED ? [] : ['access-control-allow-origin', origin]),
          'access-control-expose-headers',
          exposedHeaders,
          'cache-control',
          PUBLIC_CACHE_CONTROL,
          'etag',
          answer.etag,
        ];
        const ok = [
          ...notModified,
          'content-type',
          JSON_TYPE,
          'content-length',
          String(answer.body.length),
        ];
        found = { ok, notModified };
        byOrigin.set(origin, found);
      }
      return found;
    }

    // Fastify binds handlers when it builds a route: they are recognised here, as they are added.
    app.addHook('onRoute', (route) => {
      const key = publicReadKeyOf(route.handler);
      if (key !== undefined) route.config = { ...route.config, publicReadKey: key };
    });

    app.addHook(
      'onRequest',
      function publicReadFastLane(request: FastifyRequest, reply: FastifyReply, done) {
        if (!enabled || request.method !== 'GET' || request.headers.authorization !== undefined) {
          done();
          return;
        }
        const key = request.routeOptions.config.publicReadKey;
        const answer = key === undefined ? undefined : app.publicReadCache.peek(key(request));
        if (answer === undefined) {
          done();
          return;
        }
        const origin = request.headers.origin;
        const { ok, notModified } = blocks(
          answer,
          origin !== undefined && allowed.has(origin) ? origin : NOT_ALLOWED,
        );
        reply.hijack();
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, answer.etag)) {
          reply.raw.writeHead(304, notModified).end();
        } else {
          reply.raw.writeHead(200, ok).end(answer.body);
        }
      },
    );
  },
  { name: 'public-read-fast-lane', fastify: '5.x' },
);
