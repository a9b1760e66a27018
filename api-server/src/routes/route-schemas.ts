// Pieces of the routes' `schema` (response serialisation and the OpenAPI document).

export const ref = (id: string) => ({ $ref: `${id}#` }) as const;
export const listOf = (id: string) => ({ type: 'array', items: ref(id) }) as const;

/** OpenAPI: the route needs `Authorization: Bearer <Firebase ID token>` of an admin. */
type SecurityRequirement = Record<string, string[]>;
export const ADMIN_SECURITY: SecurityRequirement[] = [{ bearerAuth: [] }];
/** OpenAPI: the token is optional (an admin sees more). */
export const OPTIONAL_ADMIN_SECURITY: SecurityRequirement[] = [{}, { bearerAuth: [] }];

export const ADMIN_ERRORS = {
  401: { description: 'No token, or a token that is not valid.', ...ref('Message') },
  403: { description: 'The signed-in user is not an admin.', ...ref('Message') },
} as const;
export const INVALID_INPUT = {
  400: { description: 'Bad input: one message per field.', ...ref('ValidationError') },
} as const;
export const NOT_FOUND = { 404: { description: 'No record has this id.', ...ref('Message') } };
export const SLUG_TAKEN = {
  409: { description: 'Another record has this slug.', ...ref('ValidationError') },
} as const;
export const RATE_LIMITED = {
  429: { description: 'Too many requests from this address.', ...ref('Message') },
} as const;
export const NO_CONTENT = { 204: { description: 'Deleted.', type: 'null' } } as const;
