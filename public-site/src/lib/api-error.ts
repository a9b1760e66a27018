// Reads the text a server put in a failed answer's body, as SPEC §8 asks ("the server's message
// if present"), rather than axios' own "Request failed with status code ..." or "Network Error".
import { ApiError } from '@tours/shared-ui/api';

export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : null;
}
