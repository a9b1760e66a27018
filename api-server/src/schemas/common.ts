// JSON schemas shared by the routes. Response schemas let fast-json-stringify serialise quickly
// and guarantee no column the SPEC does not name ever leaves the server. Request bodies are
// documented from the zod schemas (inputs.ts) and validated by zod only.

export const messageSchema = {
  $id: 'Message',
  type: 'object',
  properties: {
    message: { type: 'string' },
  },
  required: ['message'],
} as const;

/** 400 for bad input (and 409 for a taken slug): the message and one text per field. */
export const validationErrorSchema = {
  $id: 'ValidationError',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const;

export const text = { type: 'string' } as const;
export const textList = { type: 'array', items: text } as const;

/** A schema of an entity of SPEC §3: every property is always sent. */
export function entitySchema<const P extends Record<string, unknown>>($id: string, properties: P) {
  return {
    $id,
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
  } as const;
}

/** `{id}` in the path: a UUID (anything else answers 404, as an id that matches nothing). */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'The record `_id` (a UUID).' } },
  required: ['id'],
} as const;

/** A reference to a schema added with app.addSchema. */
export const ref = (id: string) => ({ $ref: `${id}#` }) as const;
export const listOf = (id: string) => ({ type: 'array', items: ref(id) }) as const;
