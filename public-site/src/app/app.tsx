// The public site's whole route tree, exposed to the host as public_site/App. It renders no Router
// of its own: the host (or src/bootstrap.tsx when standalone) provides it. The same tree is what
// the server container renders (src/server/render.tsx, with `server`); in the browser, a page the
// server rendered carries the store's state (SSR_STATE_ID), which the first store starts from.
import type { I18n } from '@lingui/core';
import { RuntimeConfigProvider, type RemoteAppProps } from '@tours/shared-ui/components';
import { localeOfPath, type Locale } from '@tours/shared-ui/domain';
import { useLocation } from '@tours/shared-ui/router';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';

import { lazyApiClient } from '../lib/api';
import { ClientI18n, I18nProvider } from '../lib/i18n';
import { SsrContext, type SsrContextValue } from '../lib/ssr-context';
import { startLazySlicesFrom } from '../lib/lazy-slice-state';
import { AppRoutes } from './router';
import { makeStore, type AppStore, type LazyLoadedSlices, type RootState } from './store';

/** The id of the <script type="application/json"> a server-rendered page carries its state in. */
export const SSR_STATE_ID = 'public-site-state';

/** What the server hands the browser: the store's state, the site's origin, the fresh lists. */
export interface SsrPayload {
  origin: string;
  state: Partial<RootState>;
  fresh: string[];
}

/** The server's payload, once read from the page and until an App has started from it. */
let ssrPayload: SsrPayload | null | undefined;

/**
 * The server's payload, for the store of the App that starts first. A render that suspends (a
 * Bengali page waiting for its catalogue) is thrown away and run again: it must find the payload
 * again, or the page would fetch its lists a second time. It is let go once that App has mounted
 * (`releaseSsrPayload`); the page's element is gone by then, so a later App starts empty.
 */
function readSsrPayload(): SsrPayload | null {
  if (ssrPayload !== undefined) return ssrPayload;
  ssrPayload = null;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    ssrPayload = JSON.parse(element.textContent) as SsrPayload;
  } catch {
    ssrPayload = null;
  }
  return ssrPayload;
}

function releaseSsrPayload() {
  ssrPayload = undefined;
}

interface ClientEntry {
  apiBaseUrl: string;
  store: AppStore;
  context: SsrContextValue;
}

/** A language's API client and store; the server's state starts the first page's (exported for its test). */
export function createEntry(
  apiBaseUrl: string,
  locale: Locale,
  payload: SsrPayload | null,
): ClientEntry {
  // The lazy slices join the store with their page chunks; they start from the server's state then
  // (only the store of the server's language: another language's lists are fetched in it).
  // Every lazy slice (a slice missing here fails to compile): the store drops a preloaded state of
  // a slice not yet injected, and the page then renders empty, unlike the server's HTML.
  const { blogs, trips, departures, policyTexts, ...state } = payload?.state ?? {};
  const lazy: Record<keyof LazyLoadedSlices, unknown> = { blogs, trips, departures, policyTexts };
  startLazySlicesFrom(lazy);
  return {
    apiBaseUrl,
    store: makeStore({
      api: lazyApiClient(apiBaseUrl, locale),
      preloadedState: payload ? state : undefined,
    }),
    context: { origin: payload?.origin ?? null, collector: null, fresh: new Set(payload?.fresh) },
  };
}

/**
 * One API client and one store per App instance and language (issue 29: the agency's content is
 * fetched in the page's language, and a language switch must not show another language's lists),
 * made again only if the API address changes. The server's state starts the first page's store.
 */
function useClientEntry(apiBaseUrl: string, locale: Locale): ClientEntry {
  const [entries, setEntries] = useState(() => ({
    apiBaseUrl,
    byLocale: new Map([[locale, createEntry(apiBaseUrl, locale, readSsrPayload())]]),
  }));
  if (entries.apiBaseUrl !== apiBaseUrl) {
    const next = createEntry(apiBaseUrl, locale, null);
    setEntries({ apiBaseUrl, byLocale: new Map([[locale, next]]) });
    return next;
  }
  let entry = entries.byLocale.get(locale);
  if (!entry) {
    entry = createEntry(apiBaseUrl, locale, null);
    entries.byLocale.set(locale, entry);
  }
  return entry;
}

export interface ServerAppProps {
  store: AppStore;
  context: SsrContextValue;
  /** The request's own translation instance, in the address's language (never shared). */
  i18n?: I18n;
}

function ClientApp({ config }: RemoteAppProps) {
  const locale = localeOfPath(useLocation().pathname);
  const { store, context } = useClientEntry(config.apiBaseUrl, locale);
  useEffect(releaseSsrPayload, []);
  return <AppTree config={config} store={store} context={context} />;
}

function AppTree({ config, store, context, i18n }: RemoteAppProps & ServerAppProps) {
  const routes = <AppRoutes />;
  return (
    <SsrContext.Provider value={context}>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          {i18n ? (
            <I18nProvider i18n={i18n}>{routes}</I18nProvider>
          ) : (
            <ClientI18n nativeDigits={config.nativeDigits}>{routes}</ClientI18n>
          )}
        </Provider>
      </RuntimeConfigProvider>
    </SsrContext.Provider>
  );
}

/** With `server`, the tree a server render uses: its own store and collector. */
export default function App({ config, server }: RemoteAppProps & { server?: ServerAppProps }) {
  return server ? <AppTree config={config} {...server} /> : <ClientApp config={config} />;
}
