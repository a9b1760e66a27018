// Pieces of the routes' `schema` (response serialisation and the OpenAPI document), and
// `documentAnswers`, which adds to every API route the answers it can give besides its own: they
// follow from what the route is (who may call it, whether it reads a body or a path parameter,
// whether it is rate limited), so they are added from that, for every route, present and future.
import type { RouteOptions } from 'fastify';

import { accessOf } from '../plugins/auth';
import { ref } from '../schemas/common';

export { listOf, ref } from '../schemas/common';
const message = (description: string) => ({ description, ...ref('Message') });

/** OpenAPI: the route needs `Authorization: Bearer <Firebase ID token>` of an admin. */
type SecurityRequirement = Record<string, string[]>;
const ADMIN_SECURITY: SecurityRequirement[] = [{ bearerAuth: [] }];
/** OpenAPI: the token is optional (an admin sees more). */
const OPTIONAL_ADMIN_SECURITY: SecurityRequirement[] = [{}, { bearerAuth: [] }];

export const NOT_FOUND = { 404: message('No record has this id.') };
export const SLUG_TAKEN = {
  409: { description: 'Another record has this slug.', ...ref('ValidationError') },
} as const;
export const NO_CONTENT = { 204: { description: 'Deleted.', type: 'null' } } as const;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface RouteSchema {
  hide?: boolean;
  security?: SecurityRequirement[];
  response?: Record<string, unknown>;
}

/** onRoute hook of the API's routes: the answers every route of its kind can give. */
export function documentAnswers(route: RouteOptions): void {
  const schema = (route.schema ??= {}) as RouteSchema;
  if (schema.hide) return;
  const response = (schema.response ??= {});
  const add = (status: number, answer: unknown) => {
    response[status] ??= answer;
  };
  const access = accessOf(route);
  if (access === 'admin') {
    schema.security ??= ADMIN_SECURITY;
    add(401, message('No token, or a token that is not valid (checked before the body is read).'));
    add(403, message('The signed-in user is not an admin.'));
  } else if (access === 'public-admin-sees-more') {
    schema.security ??= OPTIONAL_ADMIN_SECURITY;
    add(401, message('A token was sent and is not valid.'));
  }
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method))) {
    add(400, {
      description: 'Bad input (one message per field), or a body that is not a JSON object.',
      ...ref('ValidationError'),
    });
    add(413, message('The body is over 100 KB.'));
    add(415, message('The body is not JSON (Content-Type application/json).'));
  }
  if (route.url.includes(':')) {
    add(400, message('A path parameter that is not valid URL encoding.'));
    add(414, message('A path parameter over 100 characters.'));
  }
  if (route.config?.rateLimit) {
    add(429, message('Too many requests from this address; Retry-After says when to try again.'));
  }
  add(500, message('Something went wrong (the details are logged, never sent).'));
  add(503, message('The database, or the check of a sign-in, is not available right now.'));
}
