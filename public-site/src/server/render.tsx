// One server render of a public page: the data the page needs is fetched with the thunks the
// browser's store uses, the route tree renders with React's streaming renderer once everything is
// ready (every page chunk is in the one server file), and the head the page collected while it
// rendered, its HTTP status and the store's state go back to the web server with the stream. The
// browser starts its store from that state (app/app.tsx) and hydrates.
import { createApiClient } from '@tours/shared-ui/api';
import {
  DEFAULT_LOCALE,
  localeOfPath,
  pathWithoutLocale,
  type Locale,
  type RuntimeConfig,
} from '@tours/shared-ui/domain';
import { isPolicyId } from '@tours/shared-ui/policies';
import { renderToPipeableStream } from 'react-dom/server';
// The server's router: only this file uses it, so it is not in the shared router facade.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import type { Writable } from 'node:stream';

import App, { type SsrPayload } from '../app/app';
import { injectBlogsSlice, injectPolicyTextsSlice, injectTripsSlices } from '../app/lazy-slices';
import { pageChunk, pageOf } from '../app/router';
import { makeStore, type AppStore } from '../app/store';
import { fetchBlogBySlug } from '../features/blogs/api/get-blog-by-slug';
import { fetchBlogs } from '../features/blogs/api/get-blogs';
import { fetchDepartures } from '../features/destinations/api/get-departures';
import { fetchDestinations } from '../features/destinations/api/get-destinations';
import { loadTrips } from '../features/destinations/api/get-trips';
import { fetchPolicyTexts } from '../features/policies/api/get-policy-texts';
import { fetchPopular } from '../features/popular/api/get-popular';
import { fetchTestimonials } from '../features/testimonials/api/get-testimonials';
import { apiSource, withContentLang } from '../lib/api';
import { createI18n, loadCatalog, localeChunk } from '../lib/i18n';
import { DEFAULT_DESCRIPTION } from '../lib/page-title';
import { headHtml, inlineJson } from '../lib/head-tags';
import { fontPreloadHtml } from '../locales/font-preloads';
import { setHtmlParser } from '../lib/sanitize-html';
import type { HeadCollector } from '../lib/ssr-context';
import { ServerHtmlParser } from './html-parser';

// Blog content is sanitised on the server as in the browser, with a standard HTML parser.
setHtmlParser(ServerHtmlParser);

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  config: RuntimeConfig;
  /** The site's origin (https://...), for canonical and og:url. */
  origin: string;
  /** Where the server reaches the API (the browsers' address unless the server has its own). */
  apiBaseUrl?: string;
  /** The API calls' own limit: a slow API answers the page's error text, not a hung request. */
  apiTimeoutMs?: number;
}

export interface RenderedPage {
  status: number;
  /** The page's language (<html lang>): the address's (/bn/... Bengali, /hi/... Hindi). */
  lang: Locale;
  /** The head's tags (title, description, Open Graph, Twitter, canonical, JSON-LD). */
  head: string;
  /** The store's state for the browser, safe inside a <script type="application/json">. */
  state: string;
  /** The page's lazy chunks (webpack chunk names): the web server puts their stylesheets in the
   * head, so the HTML never paints unstyled. */
  chunks: string[];
  /** Writes the page's HTML (the content of #root) and ends `destination`. */
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
}

export interface PageRenderer {
  renderPage: (request: RenderRequest) => Promise<RenderedPage>;
}

/** The lists a page shows, fetched as its own first effect would; returns those it reloads. */
async function loadPageData(store: AppStore, pathname: string, search: string): Promise<string[]> {
  const page = pageOf(pathname);
  // A policy page's words in Bengali or Hindi are the agency's: fetched with the page.
  if (isPolicyId(page)) {
    injectPolicyTextsSlice();
    if (localeOfPath(pathname) !== DEFAULT_LOCALE) await store.dispatch(fetchPolicyTexts(page));
    return [];
  }
  const slug = decodeURIComponent(pathWithoutLocale(pathname).split('/').filter(Boolean)[1] ?? '');
  switch (page) {
    case 'home':
      await Promise.all([store.dispatch(fetchPopular()), store.dispatch(fetchTestimonials())]);
      return [];
    case 'places':
      injectTripsSlices();
      // The finder's answer of the address's filters (SPEC's list and its facts without one).
      await Promise.all([store.dispatch(fetchDestinations()), loadTrips(store.dispatch, search)]);
      return ['destinations', 'trips'];
    case 'destination':
      injectTripsSlices();
      await Promise.all([
        store.dispatch(fetchDestinations()),
        store.dispatch(fetchDepartures(slug)),
      ]);
      return ['departures'];
    case 'blogs':
      injectBlogsSlice();
      await store.dispatch(fetchBlogs());
      return ['blogs'];
    case 'blog':
      injectBlogsSlice();
      await store.dispatch(fetchBlogBySlug(slug));
      return [];
    default:
      return [];
  }
}

export async function renderPage({
  url,
  config,
  origin,
  apiBaseUrl = config.apiBaseUrl,
  apiTimeoutMs,
}: RenderRequest): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, origin);
  const locale = localeOfPath(pathname);
  // The content in the page's language (issue 29): `?lang=bn|hi` on the content reads.
  const store = makeStore({
    api: apiSource(
      withContentLang(
        createApiClient({
          baseURL: apiBaseUrl,
          ...(apiTimeoutMs ? { timeoutMs: apiTimeoutMs } : {}),
        }),
        locale,
      ),
    ),
  });
  // This request's own translation instance: concurrent renders in other languages never share it.
  const [fresh, catalog] = await Promise.all([
    loadPageData(store, pathname, search),
    loadCatalog(locale),
  ]);
  const i18n = createI18n(locale, catalog, config.nativeDigits);
  const languageChunk = localeChunk(locale);
  const collector: HeadCollector = { head: null, status: 200 };
  const context = { origin, collector, fresh: new Set<string>() };

  return new Promise<RenderedPage>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <StaticRouter location={url}>
        <App config={config} server={{ store, context, i18n }} />
      </StaticRouter>,
      {
        // Every boundary is complete before the page goes out: written in place, never outlined
        // for a later reveal (which needs an inline script the site's CSP refuses).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // An error inside a boundary leaves its fallback in the HTML: the page goes out
          // client-rendered instead (the browser renders it as it always has).
          if (failed) {
            stream.abort();
            reject(failed instanceof Error ? failed : new Error(String(failed)));
            return;
          }
          const payload: SsrPayload = { origin, state: store.getState(), fresh };
          resolve({
            status: collector.status,
            lang: locale,
            head:
              headHtml(
                collector.head ?? {
                  title: config.siteName,
                  description: DEFAULT_DESCRIPTION,
                },
              ) + fontPreloadHtml(locale),
            state: inlineJson(payload),
            // The language's chunk carries its fonts' stylesheet: linked in the head of its pages.
            chunks: [pageChunk(pageOf(pathname)), ...(languageChunk ? [languageChunk] : [])],
            pipe: (destination) => stream.pipe(destination),
            abort: (reason) => stream.abort(reason),
          });
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failed ??= error;
        },
      },
    );
  });
}
