// Client errors the routes throw; plugins/errors.ts turns them into `{ message, errors? }` answers.
import type { FieldErrors } from '@tours/shared-ui/domain';

export const INVALID_INPUT_MESSAGE = 'Please check the highlighted fields.';

export class HttpError extends Error {
  readonly statusCode: number;
  /** Per-field texts the forms show under each field (400, and 409 for a taken slug). */
  readonly errors: FieldErrors | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export function invalidInput(errors: FieldErrors, message = INVALID_INPUT_MESSAGE): HttpError {
  return new HttpError(400, message, errors);
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found.`);
}
