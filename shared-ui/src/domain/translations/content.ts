// Content translations (issue 29, docs/i18n.md "Content translations"): what a public read in
// Bengali or Hindi says of its language. The API answers each record merged field by field with
// `translation: { locale, fallback }`; a page marks the fields still in English (`isFallback`).
// Which fields translate, the admin's badges and the merge itself are in the translations entry
// (@tours/shared-ui/translations), which the public pages do not load.

/** The languages content is translated into (English is the record itself). */
export const CONTENT_LOCALES = ['bn', 'hi'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export function isContentLocale(value: unknown): value is ContentLocale {
  return (CONTENT_LOCALES as readonly unknown[]).includes(value);
}

/** What a public read says of its language: which fields are English for want of a translation. */
export interface TranslationInfo {
  locale: ContentLocale;
  /**
   * The fields shown in English: a field's name ('description'), or for an itinerary that is
   * only partly translated its English parts ('itinerary.duration', 'itinerary.day3').
   */
  fallback: string[];
}

/** A record of a public read in a language (`?lang=bn|hi`). */
export type Translated<T> = T & { translation: TranslationInfo };

/** Whether a field (or an itinerary's part: 'itinerary.day2') is shown in English. */
export function isFallback(
  translation: TranslationInfo | null | undefined,
  field: string,
): boolean {
  if (!translation) return false;
  const [top] = field.split('.');
  return translation.fallback.includes(field) || translation.fallback.includes(top ?? field);
}
