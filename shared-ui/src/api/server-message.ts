// The text a server put in a failed call's answer (SPEC §8 "the server's message if present"), read
// one way for every front end. Pure and free of axios, so the domain entry carries it too: the
// public site's pages start without the API client (public-site/src/lib/api.ts).
import type { ApiError } from './client';

/**
 * The server's sentence in a failure's body: `message` (what this API sends), else `error` (SPEC
 * §8: "the server's error field" of a blog save); null when neither is a non-blank text.
 */
export function bodyMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const field of ['message', 'error']) {
    const text = record[field];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}

/**
 * An ApiError, told by its name rather than `instanceof`: a caller need not load the client (and
 * axios) to ask, and it holds for an error from any copy of the class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/**
 * The server's own text for a failed call, or null when it sent none (a network failure, an answer
 * without a body): the caller then shows its own text, never axios' "Network Error".
 */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) ? bodyMessage(error.body) : null;
}
