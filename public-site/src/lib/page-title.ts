// Search and social metadata of every public page: the title '{page} | {siteName}', the
// description, Open Graph and Twitter card tags, a canonical link to the page on this host, and
// (for some pages) robots and JSON-LD structured data.
import { usePageMeta, useRuntimeConfig } from '@tours/shared-ui/components';
import { MEDIA_OG_IMAGE, mediaOgImageUrl, parseMediaUrl } from '@tours/shared-ui/domain';
import { useLocation } from '@tours/shared-ui/router';

import { useHeadTags } from './head-tags';

export interface PageSeo {
  /** og:type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** Absolute URL of the page's picture (og:image, twitter:image); a library photo is shared as
   * its 1200x630 JPEG (socialImage). */
  image?: string;
  /** robots meta, e.g. 'index, follow' or 'noindex' for pages that are not content. */
  robots?: string;
  /** Extra meta[name] tags (keywords, author...). */
  names?: Record<string, string | undefined>;
  /** Extra meta[property] tags (article:published_time...). */
  properties?: Record<string, string | undefined>;
  jsonLd?: object;
}

/** The description of a page that has none of its own (a state page: loading, not found). */
export const DEFAULT_DESCRIPTION =
  'Tours and travels agency in Sonarpur, West Bengal: destinations across India, travel blogs and trip bookings.';

/** The page address without query or fragment: what is shared and named as canonical. */
export function usePageUrl(): string {
  const { pathname } = useLocation();
  return `${window.location.origin}${pathname}`;
}

/**
 * The picture link previews show: a library photo's Open Graph JPEG (1200x630, with its size, so a
 * preview draws at once) or the address as given; absolute either way.
 */
export function socialImage(image: string | undefined): {
  url?: string;
  width?: string;
  height?: string;
} {
  if (!image) return {};
  const photo = parseMediaUrl(image);
  const url = new URL(photo ? mediaOgImageUrl(photo) : image, window.location.origin).toString();
  return photo
    ? { url, width: String(MEDIA_OG_IMAGE.width), height: String(MEDIA_OG_IMAGE.height) }
    : { url };
}

export function usePageTitle(
  page: string,
  description: string = DEFAULT_DESCRIPTION,
  seo: PageSeo = {},
): void {
  const { siteName } = useRuntimeConfig();
  const url = usePageUrl();
  const title = `${page} | ${siteName}`;
  const image = socialImage(seo.image);
  usePageMeta({ title, description });
  useHeadTags({
    names: {
      robots: seo.robots,
      'twitter:card': image.url ? 'summary_large_image' : 'summary',
      'twitter:title': page,
      'twitter:description': description,
      'twitter:image': image.url,
      ...seo.names,
    },
    properties: {
      'og:type': seo.type ?? 'website',
      'og:title': page,
      'og:description': description,
      'og:url': url,
      'og:site_name': siteName,
      'og:locale': 'en_IN',
      'og:image': image.url,
      'og:image:width': image.width,
      'og:image:height': image.height,
      ...seo.properties,
    },
    canonical: url,
    jsonLd: seo.jsonLd,
  });
}
