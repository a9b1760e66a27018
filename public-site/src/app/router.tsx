// The public route tree (SPEC §2). Each page is its own lazily loaded chunk, so a first visit
// downloads the frame and the page it opens, nothing more.
// Every page exists in each language: English at its address, Bengali under /bn, Hindi under /hi
// (issue 29); the language's texts come with it (lib/i18n.tsx).
import { LOCALES, localeOfPath, pathWithoutLocale } from '@tours/shared-ui/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from '@tours/shared-ui/router';

import { loadCatalog } from '../lib/i18n';

import { RootLayout } from './routes/root-layout';

const pages = {
  home: () => import(/* webpackChunkName: "page-home" */ './routes/home'),
  about: () => import(/* webpackChunkName: "page-about" */ './routes/about'),
  places: () => import(/* webpackChunkName: "page-places" */ './routes/places'),
  destination: () =>
    import(/* webpackChunkName: "page-destination" */ './routes/destination-detail'),
  blogs: () => import(/* webpackChunkName: "page-blogs" */ './routes/blogs'),
  blog: () => import(/* webpackChunkName: "page-blog" */ './routes/blog-detail'),
  contact: () => import(/* webpackChunkName: "page-contact" */ './routes/contact'),
  terms: () => import(/* webpackChunkName: "page-terms" */ './routes/terms'),
  privacy: () => import(/* webpackChunkName: "page-privacy" */ './routes/privacy-policy'),
  refund: () => import(/* webpackChunkName: "page-refund" */ './routes/refund-policy'),
  bookingStatus: () =>
    import(/* webpackChunkName: "page-booking-status" */ './routes/booking-status'),
  notFound: () => import(/* webpackChunkName: "page-not-found" */ './routes/not-found'),
};

type Page = keyof typeof pages;

/** A page's webpack chunk, as named above (page-{kebab-case key}): a server render lists it so
 * that the page's stylesheet is in its head. */
export const pageChunk = (page: Page) =>
  `page-${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The page chunk of an address (in any language), as the routes below map it. */
export function pageOf(pathname: string): Page {
  const [first = '', second, ...rest] = pathWithoutLocale(pathname).split('/').filter(Boolean);
  if (rest.length > 0) return 'notFound';
  if (first === 'destinations' && second) return 'destination';
  if (first === 'blogs') return second ? 'blog' : 'blogs';
  if (second) return 'notFound';
  const single: Record<string, Page> = {
    '': 'home',
    about: 'about',
    places: 'places',
    'contact-us': 'contact',
    terms: 'terms',
    'privacy-policy': 'privacy',
    'refund-policy': 'refund',
    'booking-status': 'bookingStatus',
  };
  return single[first] ?? 'notFound';
}

// The page the visitor opened starts downloading with the route tree instead of after its first
// render: one round trip less before the page (and its largest paint) shows. The lazy routes reuse
// the same request. A failure is left to the route's error boundary.
// (Not on a server, which has every page in its one file.)
// So does the page's language's catalogue (none for English).
if (typeof window !== 'undefined') {
  pages[pageOf(window.location.pathname)]().catch(() => undefined);
  void loadCatalog(localeOfPath(window.location.pathname));
}

type PageModule = { default: ComponentType };

/** Each page as a lazily loaded component, under its key (Page.home...). */
function lazyPages<Key extends string>(
  loaders: Record<Key, () => Promise<PageModule>>,
): Record<Key, LazyExoticComponent<ComponentType>> {
  const entries = Object.entries<() => Promise<PageModule>>(loaders);
  return Object.fromEntries(entries.map(([key, load]) => [key, lazy(load)])) as Record<
    Key,
    LazyExoticComponent<ComponentType>
  >;
}

const Page = lazyPages(pages);

/** The pages under one language's root (`/`, `/bn`, `/hi`). */
const pageRoutes = (
  <>
    <Route index element={<Page.home />} />
    <Route path="about" element={<Page.about />} />
    <Route path="places" element={<Page.places />} />
    <Route path="destinations/:slug" element={<Page.destination />} />
    <Route path="contact-us" element={<Page.contact />} />
    <Route path="blogs" element={<Page.blogs />} />
    <Route path="blogs/:slug" element={<Page.blog />} />
    <Route path="terms" element={<Page.terms />} />
    <Route path="privacy-policy" element={<Page.privacy />} />
    <Route path="refund-policy" element={<Page.refund />} />
    <Route path="booking-status" element={<Page.bookingStatus />} />
    <Route path="*" element={<Page.notFound />} />
  </>
);

export function AppRoutes() {
  return (
    <Routes>
      {LOCALES.map((locale) => (
        <Route key={locale} path={locale === 'en' ? '/' : `/${locale}`} element={<RootLayout />}>
          {pageRoutes}
        </Route>
      ))}
    </Routes>
  );
}
