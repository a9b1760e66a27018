// The agency's content in the page's language (issue 29, docs/i18n.md 'Content translations'):
// on a Bengali or Hindi page the data requests ask `?lang=bn|hi` (lib/api.ts), and the API answers each record
// merged field by field with `translation: { locale, fallback }`. A field still in English is
// marked `lang="en"` where it is shown, so that screen readers read it as English and the
// browser picks a Latin font for it. English pages ask nothing and mark nothing.
import { isFallback, type Locale, type TranslationInfo } from '@tours/shared-ui/domain';
import { useCallback } from 'react';

import { useLocale } from './i18n';

/** A record as a read in a language answers it (no `translation` in English). */
export interface MaybeTranslated {
  translation?: TranslationInfo;
}

/**
 * The `lang` attribute of a field's block: 'en' on a Bengali or Hindi page when the field is shown
 * in English (not translated, or the record came without a translation); nothing otherwise.
 * `field` is the record's field ('description'), or an itinerary's part ('itinerary.day2').
 */
export function contentLang(
  locale: Locale,
  record: object | null | undefined,
  field: string,
): 'en' | undefined {
  if (locale === 'en') return undefined;
  const translation = (record as MaybeTranslated | null | undefined)?.translation;
  if (!translation || translation.locale !== locale) return 'en';
  return isFallback(translation, field) ? 'en' : undefined;
}

/** `contentLang` in the page's language: `<p lang={lang(destination, 'info')}>`. */
export function useContentLang(): (
  record: object | null | undefined,
  field: string,
) => 'en' | undefined {
  const locale = useLocale();
  return useCallback((record, field) => contentLang(locale, record, field), [locale]);
}
