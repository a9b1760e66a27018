// Request bodies for the OpenAPI document, generated from the zod schemas that validate them, so
// the document cannot drift from the checks. They are documentation only: zod validates.
import { z } from 'zod';

export const documented = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' });
