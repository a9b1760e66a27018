// App plugin `auth`: who is an admin. A request proves it with a Firebase ID token
// (`Authorization: Bearer <token>`), checked by `verifyIdToken` (firebase-admin by default, with
// revocation and disabled users checked). Admin = custom claim admin: true, or an email in
// ADMIN_EMAILS that the token says is verified (anyone can sign up with an address they do not
// own where self sign-up is on; an unverified listed address is a non-admin: 403).
//
// Who may call a route is said by the route (`config.access`) and enforced by `guardRoute`, an
// onRoute hook: the check is the route's first onRequest hook, so a caller without a valid admin
// token is refused before its body is read (401, not 400, 413 or 415 for a body it had no right
// to send).
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from '../lib/http-errors';

/** What the API reads from a verified ID token (firebase-admin's DecodedIdToken has more). */
export interface IdTokenClaims {
  uid: string;
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

/** Verifies an ID token and answers its claims, or rejects (expired, revoked, malformed...). */
export type VerifyIdToken = (idToken: string) => Promise<IdTokenClaims>;

export interface AdminIdentity {
  uid: string;
  email: string | null;
}

export interface AuthPluginOptions {
  verifyIdToken: VerifyIdToken;
  /** Lower-cased emails whose users are admins. */
  adminEmails: readonly string[];
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in as an admin to continue.';
export const INVALID_TOKEN_MESSAGE =
  'Your sign-in is not valid or has expired. Please sign in again.';
export const NOT_ADMIN_MESSAGE = 'This account is not an admin.';
export const AUTH_UNAVAILABLE_MESSAGE =
  'Sign-in cannot be checked right now. Please try again later.';

/**
 * firebase-admin codes that say the check itself could not be made (network, credentials, the Auth
 * service failing), not that the token is bad: answered 503, so a good token is not treated as a
 * bad one (the client would refresh it and retry in vain). Every other failure is the token's: 401.
 */
const UNAVAILABLE_CODES = new Set([
  'app/network-error',
  'app/network-timeout',
  'app/internal-error',
  'app/invalid-credential',
  'auth/internal-error',
  'auth/invalid-credential',
]);

/**
 * Who may call a route: anyone; anyone, an admin seeing more (Drafts); or admins only, which is
 * what a route that says nothing gets, so that a route added later is never public by mistake.
 */
export type RouteAccess = 'public' | 'public-admin-sees-more' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 without a valid token, 403 for a signed-in user who is not an admin. */
    requireAdmin: onRequestAsyncHookHandler;
    /**
     * For public routes that show more to an admin: no token = anonymous; a token that fails
     * verification = 401 (the caller meant to sign in, and should learn that it did not work); a
     * valid token of a non-admin = anonymous.
     */
    recognizeAdmin: onRequestAsyncHookHandler;
    /** onRoute hook: puts the check of the route's `config.access` first among its onRequest hooks. */
    guardRoute: (route: RouteOptions) => void;
  }
  interface FastifyContextConfig {
    /** Who may call the route (default 'admin'): see `guardRoute`. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by requireAdmin / recognizeAdmin for an admin caller, else null. */
    admin: AdminIdentity | null;
  }
}

/** The access a route declared (admin when it declared none). */
export function accessOf(route: Pick<RouteOptions, 'config'>): RouteAccess {
  return route.config?.access ?? 'admin';
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export default fp<AuthPluginOptions>(
  async (app, options) => {
    const adminEmails = new Set(options.adminEmails.map((email) => email.toLowerCase()));

    const isAdmin = (claims: IdTokenClaims): boolean =>
      claims.admin === true ||
      (claims.email_verified === true &&
        typeof claims.email === 'string' &&
        adminEmails.has(claims.email.toLowerCase()));

    /** The verified claims of the request's token; undefined when it carries none. */
    async function verifiedClaims(request: FastifyRequest): Promise<IdTokenClaims | undefined> {
      const token = bearerToken(request);
      if (token === undefined) return undefined;
      if (token === null) throw new HttpError(401, INVALID_TOKEN_MESSAGE);
      try {
        return await options.verifyIdToken(token);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
          request.log.error({ err: error }, 'ID token could not be verified');
          throw new HttpError(503, AUTH_UNAVAILABLE_MESSAGE);
        }
        request.log.info({ code }, 'ID token refused');
        throw new HttpError(401, INVALID_TOKEN_MESSAGE);
      }
    }

    function identify(request: FastifyRequest, claims: IdTokenClaims): void {
      request.admin = { uid: claims.uid, email: claims.email ?? null };
    }

    app.decorateRequest('admin', null);

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      // Admin answers (and their 401/403) are per user: no cache may keep them.
      reply.header('cache-control', 'no-store');
      const claims = await verifiedClaims(request);
      if (!claims) throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
      if (!isAdmin(claims)) {
        request.log.info({ uid: claims.uid }, 'signed-in user is not an admin');
        throw new HttpError(403, NOT_ADMIN_MESSAGE);
      }
      identify(request, claims);
    });

    app.decorate('recognizeAdmin', async (request: FastifyRequest) => {
      const claims = await verifiedClaims(request);
      if (claims && isAdmin(claims)) identify(request, claims);
    });

    /**
     * recognizeAdmin for a request that may carry a token: a visitor's request (no token, most
     * public reads) goes on at once, without the promise of an async hook.
     */
    const recognizeAdminIfToken: onRequestHookHandler = (request, reply, done) => {
      if (request.headers.authorization === undefined) {
        done();
        return;
      }
      app.recognizeAdmin.call(app, request, reply).then(() => done(), done);
    };

    app.decorate('guardRoute', (route: RouteOptions) => {
      const access = accessOf(route);
      if (access === 'public') return;
      const check = access === 'admin' ? app.requireAdmin : recognizeAdminIfToken;
      const hooks = route.onRequest ?? [];
      route.onRequest = [check, ...(Array.isArray(hooks) ? hooks : [hooks])];
    });
  },
  { name: 'auth', fastify: '5.x' },
);
