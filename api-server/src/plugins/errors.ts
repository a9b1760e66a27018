// Error and not-found answers: `{ message }` (plus `errors` per field for bad input), never a
// stack trace or SQL.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import { HttpError, INVALID_INPUT_MESSAGE } from '../lib/http-errors';
import { DATABASE_DOWN_MESSAGE } from '../routes/health';

export { INVALID_INPUT_MESSAGE };
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const UNSTORABLE_VALUE_MESSAGE = 'A value could not be stored. Please check the fields.';
export const CONFLICT_MESSAGE = 'This conflicts with an existing record.';
export const BAD_URL_MESSAGE = 'This address is not valid.';
export const URI_TOO_LONG_MESSAGE = 'This address is too long.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `{ field: text }` from Ajv's issues: the first issue of each top-level field. */
function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params?.missingProperty;
    const field =
      typeof missing === 'string' && (issue.instancePath ?? '') === ''
        ? missing
        : (issue.instancePath ?? '').split('/')[1] || '_';
    errors[field] ??= issue.message ?? 'Invalid value.';
  }
  return errors;
}

/**
 * The SQLSTATE of a database error (pg and PGlite both set `code`). Routes map the errors they
 * expect (a taken slug) themselves; this is the net under them, so that a value the validation
 * let through never turns into a 500: class 22 is "data exception" (a value out of range, a
 * character the encoding refuses), 23505 a unique key already taken.
 */
function databaseErrorStatus(error: unknown): 400 | 409 | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23505') return 409;
  if (code.startsWith('22') || code === '23502' || code === '23514') return 400;
  return null;
}

/** Network errors of the connection and the SQLSTATEs of a server that is going or gone. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
// pg's and the PGlite pool's errors that carry no code.
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|The database connection is closed|PGlite is closed|driver has already been destroyed/i;

/**
 * Whether the database could not be reached (server down, connection refused or cut, class 08
 * "connection exception"): the request was fine and may succeed in a moment, so it is a 503, not
 * a 500. pg wraps some causes (AggregateError of each address tried), so `errors` are looked at.
 */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  return Array.isArray(errors) && errors.some((inner) => databaseUnavailable(inner, depth + 1));
}

/** Seconds a client is told to wait before trying again when the database is down. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's `frameworkErrors`: an address it cannot decode (400) or whose path parameter is over
 * 100 characters (414) is answered before any hook runs, so neither helmet's headers nor the error
 * handler would apply. This answers `{ message }` like every other error, with the same headers.
 */
export function answerFrameworkError(securityHeaders: HelmetOptions) {
  const setSecurityHeaders = helmet(securityHeaders);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw, () => undefined);
    const status = error.statusCode ?? 500;
    request.log.info({ code: error.code }, error.message);
    reply.code(status).send({
      message:
        status === 414
          ? URI_TOO_LONG_MESSAGE
          : status === 400
            ? BAD_URL_MESSAGE
            : SERVER_ERROR_MESSAGE,
    });
  };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        request.log.info({ statusCode: error.statusCode, errors: error.errors }, error.message);
        return reply
          .code(error.statusCode)
          .send(
            error.errors
              ? { message: error.message, errors: error.errors }
              : { message: error.message },
          );
      }
      if (error.validation) {
        return reply.code(400).send({
          message: INVALID_INPUT_MESSAGE,
          errors: fieldErrorsOf(error.validation),
        });
      }
      const databaseStatus = databaseErrorStatus(error);
      if (databaseStatus) {
        request.log.warn({ err: error }, 'the database refused a value');
        return reply
          .code(databaseStatus)
          .send({ message: databaseStatus === 409 ? CONFLICT_MESSAGE : UNSTORABLE_VALUE_MESSAGE });
      }
      if (databaseUnavailable(error)) {
        request.log.error({ err: error }, 'the database is not available');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: DATABASE_DOWN_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 && status < 600 ? status : 500).send({
        message: SERVER_ERROR_MESSAGE,
      });
    });

    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: NOT_FOUND_MESSAGE }),
    );
  },
  { name: 'errors', fastify: '5.x' },
);
