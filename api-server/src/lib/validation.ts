// Request bodies are checked with the zod schemas the forms use (@tours/shared-ui/schemas), so a
// field's message is the same in the browser and in a 400 answer. Ajv never validates bodies: the
// routes' JSON schemas only document them (see noValidation in app.ts).
import { fieldErrors } from '@tours/shared-ui/schemas';
import type { z } from 'zod';

import { invalidInput } from './http-errors';

export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object.';
/** Any body type but JSON (routes/index.ts): a 415. */
export const BODY_NOT_JSON_MESSAGE = 'Send the body as JSON (Content-Type: application/json).';
export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a string value inside holds U+0000, which PostgreSQL cannot store in text or jsonb (the
 * insert would fail with a 5xx). Keys need no check: the schemas keep only known keys, and the one
 * free-form map (dayWisePlan) has its keys matched by a pattern.
 */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return items.some(containsNul);
}

/**
 * The body parsed by `schema` (unknown fields dropped, defaults applied), or a 400 `HttpError`
 * with one message per field. Nothing is written before this returns.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (!isPlainObject(body)) throw invalidInput({}, BODY_NOT_OBJECT_MESSAGE);
  return parseInput(schema, body);
}

/** A query string parsed by `schema` (Fastify has made it an object), or a 400 like a body's. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  return parseInput(schema, isPlainObject(query) ? query : {});
}

function parseInput<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(fieldErrors(result.error));
  for (const [field, value] of Object.entries(result.data as Record<string, unknown>)) {
    if (containsNul(value)) throw invalidInput({ [field]: NUL_CHARACTER_MESSAGE });
  }
  return result.data;
}
