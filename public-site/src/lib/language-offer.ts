// Which language to offer a visitor (issue 29: "nobody is redirected by a guess from
// Accept-Language, at most offered"). The address decides the page's language; this only picks the
// one a small bar offers (features/layout/components/language-offer.tsx). Kept tiny: it runs on
// every page, and the bar's own code loads only when there is something to offer.
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@tours/shared-ui/domain';

const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/** The language remembered in the cookie the language switch writes, or null. */
export function rememberedLocale(cookie: string): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language to offer on a page in `current`, or null. The visitor's own choice (the cookie)
 * wins: offered when the page is in another. Without one, an English page offers the browser's
 * first language when the site has it ('bn-IN' → bn; `navigator.languages`); a Bengali or Hindi
 * page was chosen by its link, and offers nothing on a guess.
 */
export function languageToOffer(
  current: Locale,
  cookie: string,
  preferred: readonly string[],
): Locale | null {
  const wanted =
    rememberedLocale(cookie) ??
    (current === DEFAULT_LOCALE
      ? (preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLocale) ?? null)
      : null);
  return wanted && wanted !== current ? wanted : null;
}
