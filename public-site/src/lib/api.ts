// The App's one API client, made on the first call that needs it. A page the server rendered
// starts from the server's data, so nothing calls the API while the page starts: the client's
// module (@tours/shared-ui/api, with axios) is left out of the scripts every page runs before it
// answers, and loads with the first fetch, form or lookup (docs/architecture.md).
import type { ApiClient } from '@tours/shared-ui/api';

/** Gives the App's API client (thunks read it as `await extra.api()`). */
export type ApiSource = () => Promise<ApiClient>;

/** The browser's client: loaded once, on the first call; a failed load is tried again next call. */
export function lazyApiClient(baseURL: string): ApiSource {
  let client: Promise<ApiClient> | null = null;
  return () => {
    client ??= import('@tours/shared-ui/api').then(
      ({ createApiClient }) => createApiClient({ baseURL }),
      (error: unknown) => {
        client = null;
        throw error;
      },
    );
    return client;
  };
}

/** A client made already (the server's render, unit tests). */
export function apiSource(api: ApiClient): ApiSource {
  return () => Promise.resolve(api);
}
