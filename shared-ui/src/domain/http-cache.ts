// How long the public content may be kept by a CDN or reverse proxy in front: the API's public reads
// and the pages the web server renders from them carry the same Cache-Control, bounded by
// PUBLIC_CACHE_TTL_MS.

/** PUBLIC_CACHE_TTL_MS when it is not set (ms). */
export const DEFAULT_PUBLIC_CACHE_TTL_MS = 5_000;

/**
 * Cache-Control of an anonymous public answer for this TTL: shared caches keep it `ttlMs` and may
 * serve it stale as long again while they revalidate; a browser asks again each time.
 */
export function publicCacheControl(ttlMs: number): string {
  if (!(ttlMs > 0)) return 'public, no-cache';
  const seconds = Math.max(1, Math.round(ttlMs / 1000));
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}
