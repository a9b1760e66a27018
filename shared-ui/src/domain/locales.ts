// The public site's languages (issue 29): English at today's addresses, Bengali under /bn and Hindi
// under /hi. The address alone says the language, so the web server (the page's <html lang>, the
// sitemap), the host and the public site agree without asking one another; a cookie only
// remembers the visitor's choice, nobody is redirected by it or by Accept-Language.
export const LOCALES = ['en', 'bn', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the language switch writes (a year, the whole site). */
export const LOCALE_COOKIE = 'lang';

/** Each language by its own name, as the language switch shows it, and its Open Graph locale. */
export const LOCALE_NAMES: Record<Locale, { name: string; ogLocale: string }> = {
  en: { name: 'English', ogLocale: 'en_IN' },
  bn: { name: 'বাংলা', ogLocale: 'bn_IN' },
  hi: { name: 'हिन्दी', ogLocale: 'hi_IN' },
};

/** Each language's own digits, by CLDR's numbering systems: Bengali ০-৯, Devanagari ०-९. */
export const NATIVE_DIGITS: Record<Locale, string> = { en: 'latn', bn: 'beng', hi: 'deva' };

/**
 * The BCP 47 tag a page in `locale` formats numbers and dates with, for India: Latin digits with
 * Indian grouping (₹1,00,000) in every language, unless `native` (RuntimeConfig.nativeDigits,
 * NATIVE_DIGITS=true) asks for the language's own digits (₹১,০০,০০০, ₹१,००,०००).
 */
export function numberTag(locale: Locale, native = false): string {
  return `${locale}-IN-u-nu-${native ? NATIVE_DIGITS[locale] : 'latn'}`;
}

const PREFIXED = /^\/(bn|hi)(?=[/?#]|$)/;

/** The language of an address (its path): /bn/... Bengali, /hi/... Hindi, anything else English. */
export function localeOfPath(pathname: string): Locale {
  return (PREFIXED.exec(pathname)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix: /bn/places -> /places, /bn -> /. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(PREFIXED, '') || '/';
}

/** `path` (an English path, may carry ?query or #hash) in `locale`: /places -> /bn/places. */
export function localizePath(locale: Locale, path: string): string {
  const english = path.startsWith('/') ? pathWithoutLocale(path) : path;
  if (locale === DEFAULT_LOCALE || !english.startsWith('/')) return english;
  return english === '/' ? `/${locale}` : `/${locale}${english.replace(/^\/(?=[?#])/, '')}`;
}

/** The page's address in every language, for hreflang links and the sitemap (x-default: English). */
export function localeAlternates(pathname: string): Array<{ hreflang: string; path: string }> {
  const english = pathWithoutLocale(pathname);
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizePath(locale, english) })),
    { hreflang: 'x-default', path: english },
  ];
}
