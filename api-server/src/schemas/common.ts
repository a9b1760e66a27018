// JSON schemas shared by the routes. Response schemas let fast-json-stringify serialise quickly
// and guarantee no column the SPEC does not name ever leaves the server.

export const messageSchema = {
  $id: 'Message',
  type: 'object',
  properties: {
    message: { type: 'string' },
  },
  required: ['message'],
} as const;

export const textList = { type: 'array', items: { type: 'string' } } as const;
