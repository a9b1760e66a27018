// Error and not-found answers: `{ message }` (plus `errors` per field for bad input), never a
// stack trace or SQL.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const INVALID_INPUT_MESSAGE = 'Please check the highlighted fields.';

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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).send({
          message: INVALID_INPUT_MESSAGE,
          errors: fieldErrorsOf(error.validation),
        });
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
