// Search and social metadata of every public page: the title '{page} | {siteName}', the
// description, Open Graph and Twitter card tags, a canonical link to the page on this host, and
// (for some pages) robots and JSON-LD structured data. pageHead is the one description of it: a
// server render collects it (ssr-context.ts) and writes it in the page's first bytes; the browser
// applies it to the document.
import { usePageMeta, useRuntimeConfig } from '@tours/shared-ui/components';
import {
  LOCALE_NAMES,
  localeAlternates,
  MEDIA_OG_IMAGE,
  mediaOgImageUrl,
  parseMediaUrl,
  type Locale,
} from '@tours/shared-ui/domain';
import { useLocation } from '@tours/shared-ui/router';
import { createElement, useContext, type ComponentType } from 'react';

import { useHeadTags, type PageHead } from './head-tags';
import { useLocale, useTexts, type Texts } from './i18n';
import { SHARE_PICTURE, sharePicture } from './site-pictures';
import { SsrContext, useSiteOrigin } from './ssr-context';

export interface PageSeo {
  /** og:type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** Absolute URL of the page's picture (og:image, twitter:image); a library photo is shared as
   * its 1200x630 JPEG. Without one, the agency's own picture (lib/site-pictures.ts). */
  image?: string;
  /** What the page's picture shows (og:image:alt); the page's title when not given. */
  imageAlt?: string;
  /** robots meta, e.g. 'index, follow' or 'noindex' for pages that are not content. */
  robots?: string;
  /** Extra meta[name] tags (keywords, author...). */
  names?: Record<string, string | undefined>;
  /** Extra meta[property] tags (article:published_time...). */
  properties?: Record<string, string | undefined>;
  jsonLd?: object;
  /** The part of the query string that makes this page another page (?page=2 of the blog list):
   * kept in og:url and the canonical link, which otherwise name the path alone. */
  query?: string;
}

/** The description of a page that has none of its own (a state page: loading, not found). */
export const DEFAULT_DESCRIPTION =
  'Tours and travels agency in Sonarpur, West Bengal: destinations across India, travel blogs and trip bookings.';

/** The page address without query or fragment: what is shared and named as canonical. */
export function usePageUrl(): string {
  const { pathname } = useLocation();
  return `${useSiteOrigin()}${pathname}`;
}

/**
 * og:image with its size and text: a photo of the library is shared as its Open Graph picture
 * (1200 x 630, made with its variants); any other address as it is, its size unknown; a page
 * without a picture shares the agency's own, so every page has a preview picture.
 */
function ogImage(seo: PageSeo, page: string, url: string): Record<string, string> {
  if (!seo.image) {
    return {
      'og:image': sharePicture(url),
      'og:image:width': String(SHARE_PICTURE.width),
      'og:image:height': String(SHARE_PICTURE.height),
      'og:image:alt': SHARE_PICTURE.alt,
    };
  }
  const alt = seo.imageAlt ?? page;
  const ref = parseMediaUrl(seo.image);
  if (!ref) return { 'og:image': seo.image, 'og:image:alt': alt };
  return {
    'og:image': mediaOgImageUrl(ref),
    'og:image:width': String(MEDIA_OG_IMAGE.width),
    'og:image:height': String(MEDIA_OG_IMAGE.height),
    'og:image:alt': alt,
  };
}

/** The page in every language, as absolute addresses (hreflang links). */
export function alternateLinks(origin: string, pathname: string, query = '') {
  return localeAlternates(pathname).map(({ hreflang, path }) => ({
    hreflang,
    href: `${origin}${path}${query}`,
  }));
}

/** Everything a page puts in the head, from its title, description and SEO details. */
export function pageHead({
  page,
  description,
  seo,
  siteName,
  url,
  locale = 'en',
  alternates,
}: {
  page: string;
  description: string;
  seo: PageSeo;
  siteName: string;
  url: string;
  locale?: Locale;
  alternates?: PageHead['alternates'];
}): PageHead {
  const og = ogImage(seo, page, url);
  return {
    title: `${page} | ${siteName}`,
    description,
    names: {
      robots: seo.robots,
      'twitter:card': 'summary_large_image',
      'twitter:title': page,
      'twitter:description': description,
      'twitter:image': og['og:image'],
      'twitter:image:alt': og['og:image:alt'],
      ...seo.names,
    },
    properties: {
      'og:type': seo.type ?? 'website',
      'og:title': page,
      'og:description': description,
      'og:url': url,
      'og:site_name': siteName,
      'og:locale': LOCALE_NAMES[locale].ogLocale,
      ...og,
      ...seo.properties,
    },
    canonical: url,
    alternates,
    jsonLd: seo.jsonLd,
  };
}

export function usePageTitle(
  page: string,
  description: string = DEFAULT_DESCRIPTION,
  seo: PageSeo = {},
): void {
  const { siteName } = useRuntimeConfig();
  const locale = useLocale();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}${seo.query ?? ''}`;
  const alternates = alternateLinks(origin, pathname, seo.query);
  const head = pageHead({ page, description, seo, siteName, url, locale, alternates });
  // A server render takes the head as the page renders (the last page rendered wins).
  const { collector } = useContext(SsrContext);
  if (collector) collector.head = head;
  usePageMeta({ title: head.title, description });
  const { names, properties, canonical, jsonLd } = head;
  useHeadTags({ names, properties, canonical, alternates, jsonLd });
}

/**
 * The route of a page whose head is known before it renders (no data to wait for): it applies the
 * title, description and SEO details, then renders the page.
 */
export function titledPage(
  Page: ComponentType,
  page: string,
  description?: string,
  seo?: PageSeo,
): ComponentType {
  return function TitledPageRoute() {
    usePageTitle(page, description, seo);
    return createElement(Page);
  };
}

/** titledPage with the title and description in the page's language, from a feature's texts. */
export function translatedPage<Key extends string>(
  Page: ComponentType,
  texts: Texts<Key>,
  title: Key,
  description: Key,
  seo?: PageSeo,
): ComponentType {
  return function TranslatedPageRoute() {
    const t = useTexts(texts);
    usePageTitle(t(title), t(description), seo);
    return createElement(Page);
  };
}
