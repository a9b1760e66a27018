// The App's one API client, made on the first call that needs it. A page the server rendered
// starts from the server's data, so nothing calls the API while the page starts: the client's
// module (@tours/shared-ui/api, with axios) is left out of the scripts every page runs before it
// answers, and loads with the first fetch, form or lookup (docs/architecture.md).
import type { ApiClient } from '@tours/shared-ui/api';
import type { Locale } from '@tours/shared-ui/domain';

/** Gives the App's API client (thunks read it as `await extra.api()`). */
export type ApiSource = () => Promise<ApiClient>;

/** The reads whose records the API translates: lists, a blog by slug, a destination's departures,
 * the trip finder's cards, a policy page's words. */
const CONTENT_READ = /^\/?(destinations|popular|testimonials|blogs|trips|policies)(\/|$)/;

/**
 * The client with `lang` on its content reads when the page is Bengali or Hindi (issue 29,
 * lib/content-lang.ts): the API answers the records in that language, field by field.
 */
export function withContentLang(client: ApiClient, locale: Locale): ApiClient {
  if (locale === 'en') return client;
  client.http.interceptors.request.use((config) => {
    if ((config.method ?? 'get').toLowerCase() === 'get' && CONTENT_READ.test(config.url ?? '')) {
      config.params = { ...(config.params as object | undefined), lang: locale };
    }
    return config;
  });
  return client;
}

/**
 * The browser's client of one language: loaded once, on the first call; a failed load is tried
 * again next call.
 */
export function lazyApiClient(baseURL: string, locale: Locale = 'en'): ApiSource {
  let client: Promise<ApiClient> | null = null;
  return () => {
    client ??= import('@tours/shared-ui/api').then(
      ({ createApiClient }) => withContentLang(createApiClient({ baseURL }), locale),
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
