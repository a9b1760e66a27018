// App plugin `public-read-cache`: `app.cachedPublicRead()`, the handler of a public GET that
// answers anonymous callers from `app.publicReadCache` (lib/public-read-cache.ts), with an ETag and
// 304 to a matching If-None-Match. A caller with a token (the admin console) always gets a fresh
// read, serialised as usual: admins see Drafts, and their answers are `no-store`.
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import fp from 'fastify-plugin';

import { matchesIfNoneMatch } from '../lib/public-read-cache';
import type { Repositories } from '../repositories/create-repositories';

export interface CachedPublicReadOptions<Route extends RouteGenericInterface> {
  /** What identifies the answer among the route's answers (the route itself, or its slug). */
  key: (request: FastifyRequest<Route>) => string;
  /**
   * The value, as the route's response schema serialises it; a null answer is not kept. It must
   * read through `repositories`: that records which writes make the answer stale.
   */
  read: (repositories: Repositories, request: FastifyRequest<Route>) => Promise<unknown>;
}

type Handler<Route extends RouteGenericInterface> = (
  request: FastifyRequest<Route>,
  reply: FastifyReply,
) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    cachedPublicRead<Route extends RouteGenericInterface>(
      options: CachedPublicReadOptions<Route>,
    ): Handler<Route>;
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** How the handlers made by `cachedPublicRead` find their answer's key (see publicReadKeyOf). */
const keys = new WeakMap<object, (request: FastifyRequest) => string>();

/**
 * The `key` of a handler `cachedPublicRead` made, else undefined: how plugins/public-read-fast-lane
 * finds a route's kept answer before the handler runs.
 */
export function publicReadKeyOf(
  handler: object,
): ((request: FastifyRequest) => string) | undefined {
  return keys.get(handler);
}

export default fp(
  async (app) => {
    const cache = app.publicReadCache;
    app.decorate(
      'cachedPublicRead',
      <Route extends RouteGenericInterface>({
        key,
        read,
      }: CachedPublicReadOptions<Route>): Handler<Route> => {
        const handler: Handler<Route> = async (request, reply) => {
          if (request.headers.authorization !== undefined) {
            return read(app.repositories, request);
          }
          const answer = await cache.get(key(request), async (repositories) => {
            const value = await read(repositories, request);
            // The route's own serialiser (its response schema): the bytes are the usual ones.
            const json = reply.serialize(value);
            const body =
              typeof json === 'string' ? Buffer.from(json) : Buffer.from(new Uint8Array(json));
            return { body, cacheable: value !== null };
          });
          reply.header('etag', answer.etag);
          if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
            return reply.code(304).send();
          }
          // A Buffer whose content type is set is sent as it is: no serialisation per request.
          return reply.header('content-type', JSON_TYPE).send(answer.body);
        };
        keys.set(handler, key as (request: FastifyRequest) => string);
        return handler;
      },
    );
  },
  { name: 'public-read-cache', dependencies: ['repositories'], fastify: '5.x' },
);
