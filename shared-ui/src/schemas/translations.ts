// The body of PUT /api/translations/:kind/:id/:locale (issue 29, docs/i18n.md): a kind's
// translatable fields, each optional (absent or '' = the English is shown), with the English
// fields' limits; nothing else (a misspelt field is refused, not dropped). The server adds what
// needs the record (the itinerary's days and the price lines are the English ones) and sanitises
// blog HTML as it does the English.
import { z } from 'zod';

import {
  TRANSLATABLE_FIELDS,
  type TranslatedFields,
  type TranslationKind,
} from '../domain/translations/fields';
import { optionalText } from './fields';

const list = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, `Must be at most ${maxLength} characters.`), {
      error: 'Must be a list of texts.',
    })
    .max(maxItems, `At most ${maxItems} entries.`)
    .transform((items) => items.filter((value) => value.length > 0))
    .optional();

const text = (max: number) => optionalText(max).optional();

export const ITINERARY_DAY_MESSAGE = 'Day plan keys are day1, day2, ...';

const itinerary = z
  .object(
    {
      duration: text(200),
      dayWisePlan: z
        .record(
          z.string().regex(/^day[1-9]\d{0,2}$/, ITINERARY_DAY_MESSAGE),
          z.string().trim().max(5000, 'Must be at most 5000 characters.'),
        )
        .optional(),
    },
    { error: 'The itinerary is { duration, dayWisePlan: { day1, ... } }.' },
  )
  .strict()
  .optional();

const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Not a translatable field: ${issue.keys.join(', ')}.`
        : 'The translation is an object of fields.',
  });

/** Per kind, the translation's fields with the same limits as the English ones. */
export const translationSchemas = {
  destinations: strict({
    name: text(200),
    info: text(1000),
    description: text(10000),
    highlights: list(100, 2000),
    itinerary,
    packageInclusions: list(100, 2000),
    packageExclusions: list(100, 2000),
    price: list(100, 2000),
  }),
  popular: strict({ title: text(200), description: text(2000) }),
  testimonials: strict({ title: text(200), feedback: text(5000) }),
  blogs: strict({
    title: text(300),
    introduction: text(5000),
    mainContent: text(90000),
    metaTitle: text(300),
    metaDescription: text(1000),
  }),
  departures: strict({ pickupPoints: list(20, 200), note: text(1000) }),
  // Every page's paragraphs (the server keeps a page to its own and checks each one's marks).
  policies: strict(
    Object.fromEntries(TRANSLATABLE_FIELDS.policies.map(({ name }) => [name, text(5000)])),
  ),
} satisfies Record<TranslationKind, z.ZodType<TranslatedFields>>;
