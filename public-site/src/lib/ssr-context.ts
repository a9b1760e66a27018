// What a server render and the hydrating client share with the pages (web-server renders the public
// site through its server container: src/server/render.tsx):
// - the site's origin, so canonical and og:url name the same address on both sides;
// - on the server only, a collector the pages write their head and HTTP status into while they
//   render (the head goes out in the first bytes, a missing page answers 404);
// - on the client, the lists the server already fetched: the page's first effect does not fetch
//   them again (no second request on load).
import { createContext, useContext } from 'react';

import type { PageHead } from './head-tags';

export interface HeadCollector {
  head: PageHead | null;
  status: number;
}

export interface SsrContextValue {
  /** The site's origin (https://example.com) as the server named it. */
  origin: string | null;
  /** Server render only. */
  collector: HeadCollector | null;
  /** Client only: keys of the data the server rendered with, each taken once. */
  fresh: Set<string>;
}

export const SsrContext = createContext<SsrContextValue>({
  origin: null,
  collector: null,
  fresh: new Set(),
});

/** The site's origin: the server's, else the page's own. */
export function useSiteOrigin(): string {
  const { origin } = useContext(SsrContext);
  return origin ?? window.location.origin;
}

/** The HTTP status of the page being rendered (404 for a missing page); no effect in a browser. */
export function usePageStatus(status: number): void {
  const { collector } = useContext(SsrContext);
  if (collector) collector.status = status;
}

/**
 * Whether the data behind `key` came with the server's page (true once): a page that reloads its
 * list on every visit skips that first reload.
 */
export function useTakeServerData(): (key: string) => boolean {
  const { fresh } = useContext(SsrContext);
  return (key) => fresh.delete(key);
}
