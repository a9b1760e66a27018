// What the public reads answer in a language (issue 29, docs/i18n.md 'Content translations'):
// `?lang=bn|hi`, and on each record `translation: { locale, fallback }`, absent in English.
import { CONTENT_LOCALES } from '@tours/shared-ui/domain';

/** The `lang` query of a public read. */
export const langQuery = {
  type: 'object',
  properties: {
    lang: {
      type: 'string',
      enum: ['en', ...CONTENT_LOCALES],
      description:
        "The content's language: bn or hi merge the translated fields over the English, field by field (absent or en: English, as without it)",
    },
  },
} as const;

const translationInfo = {
  type: 'object',
  description:
    "Present when `lang` asked bn or hi: the language, and the fields shown in English for want of a translation (an itinerary partly translated names its English parts: 'itinerary.day3')",
  properties: {
    locale: { type: 'string', enum: [...CONTENT_LOCALES] },
    fallback: { type: 'array', items: { type: 'string' } },
  },
  required: ['locale', 'fallback'],
} as const;

/** An entity's response schema with the optional `translation` of a read in a language. */
export function translatable<const S extends { properties: Record<string, unknown> }>(schema: S) {
  return { ...schema, properties: { ...schema.properties, translation: translationInfo } } as const;
}
