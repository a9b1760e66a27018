// The failures of the API client (shared-ui's ApiError) and the text a server put in one, as SPEC
// §8 asks ("the server's message if present"), rather than axios' own "Request failed with status
// code ..." or "Network Error".
import type { ApiError } from '@tours/shared-ui/api';

/**
 * An ApiError, told by its name: the client's module loads with the first call (lib/api.ts), so
 * the thunks do not import its class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : null;
}
