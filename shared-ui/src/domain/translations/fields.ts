// Content translations (issue 29, docs/i18n.md "Content translations"): the agency's own content
// (destinations, popular destinations, testimonials, blogs, departures) in Bengali and Hindi,
// stored per record and locale beside the English record: which fields translate, how complete a
// translation is (the admin's badges), and the field by field merge the public reads answer
// (a field not translated falls back to English and is named in `fallback`). The policy pages
// translate too: each page a record ('terms', 'privacy', 'refund'), each paragraph a field.
import { POLICY_TEXTS_EN, type PolicyTextKey } from '../../policies';
import type { PublicDeparture } from '../trips';
import type { Blog, Destination, Itinerary, PopularDestination, Testimonial } from '../types';

/** The kinds of record that translate, as the endpoints name them (/api/translations/:kind). */
export const TRANSLATION_KINDS = [
  'destinations',
  'popular',
  'testimonials',
  'blogs',
  'departures',
  'policies',
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

export function isTranslationKind(value: unknown): value is TranslationKind {
  return (TRANSLATION_KINDS as readonly unknown[]).includes(value);
}

/**
 * How a field is edited and checked: 'text' one line, 'long-text' a paragraph, 'html' the blog's
 * rich text (sanitised by the English rules), 'list' a string[], 'itinerary' the destination's
 * `{ duration, dayWisePlan: { day1, day2, ... } }`, 'prices-labels' the display list `price`
 * (one label per English line, the amounts kept as written: '16,500 জনপ্রতি (বাজেট)', shown '₹16,500 জনপ্রতি (বাজেট)').
 */
export type TranslatableFieldKind =
  'text' | 'long-text' | 'html' | 'list' | 'itinerary' | 'prices-labels';

export interface FieldSpec<Name extends string = string> {
  /** The field's JSON name on the record. */
  readonly name: Name;
  readonly kind: TranslatableFieldKind;
  /** Its English label in the admin. */
  readonly label: string;
}

/** The English values of a kind's translatable fields, as the record has them. */
export interface EnglishFieldsOf {
  destinations: Pick<
    Destination,
    | 'name'
    | 'info'
    | 'description'
    | 'highlights'
    | 'itinerary'
    | 'packageInclusions'
    | 'packageExclusions'
    | 'price'
  >;
  popular: Pick<PopularDestination, 'title' | 'description'>;
  testimonials: Pick<Testimonial, 'title' | 'feedback'>;
  blogs: Pick<Blog, 'title' | 'introduction' | 'mainContent' | 'metaTitle' | 'metaDescription'>;
  departures: Pick<PublicDeparture, 'pickupPoints' | 'note'>;
  /** A policy page's paragraphs (each page has its own: @tours/shared-ui/policies). */
  policies: Partial<Record<PolicyTextKey, string>>;
}
export type EnglishFields<K extends TranslationKind = TranslationKind> = EnglishFieldsOf[K];

/** An itinerary's translation: any of its parts (a day not translated reads in English). */
export interface ItineraryTranslation {
  duration?: string;
  dayWisePlan?: Record<string, string>;
}

/** A translation of a kind: each translatable field optional (absent or empty = English). */
export type TranslatedFields<K extends TranslationKind = TranslationKind> = {
  [F in keyof EnglishFieldsOf[K]]?: EnglishFieldsOf[K][F] extends Itinerary
    ? ItineraryTranslation
    : EnglishFieldsOf[K][F];
};

type FieldSpecs = {
  [K in TranslationKind]: readonly FieldSpec<keyof EnglishFieldsOf[K] & string>[];
};

/** 'generalIntro' -> 'General intro': a policy paragraph's name in the admin. */
const keyLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every policy page's paragraphs: a title or a date on one line, the rest as paragraphs. */
const POLICY_FIELDS = Object.values(POLICY_TEXTS_EN).flatMap((texts) =>
  Object.keys(texts).map((key): FieldSpec<PolicyTextKey> => ({
    name: key as PolicyTextKey,
    kind: /(Title|Updated)$/.test(key) ? 'text' : 'long-text',
    label: keyLabel(key),
  })),
);

/** Per kind, each translatable field in the order the admin shows them. */
export const TRANSLATABLE_FIELDS: FieldSpecs & Record<TranslationKind, readonly FieldSpec[]> = {
  destinations: [
    { name: 'name', kind: 'text', label: 'Name' },
    { name: 'info', kind: 'text', label: 'Info' },
    { name: 'description', kind: 'long-text', label: 'Description' },
    { name: 'highlights', kind: 'list', label: 'Highlights' },
    { name: 'itinerary', kind: 'itinerary', label: 'Itinerary' },
    { name: 'packageInclusions', kind: 'list', label: 'Package inclusions' },
    { name: 'packageExclusions', kind: 'list', label: 'Package exclusions' },
    { name: 'price', kind: 'prices-labels', label: 'Price labels' },
  ],
  popular: [
    { name: 'title', kind: 'text', label: 'Title' },
    { name: 'description', kind: 'long-text', label: 'Description' },
  ],
  // The traveller's words stay as written unless someone translates them.
  testimonials: [
    { name: 'title', kind: 'text', label: 'Title' },
    { name: 'feedback', kind: 'long-text', label: 'Feedback' },
  ],
  blogs: [
    { name: 'title', kind: 'text', label: 'Title' },
    { name: 'introduction', kind: 'long-text', label: 'Introduction' },
    { name: 'mainContent', kind: 'html', label: 'Main content' },
    { name: 'metaTitle', kind: 'text', label: 'Meta title' },
    { name: 'metaDescription', kind: 'long-text', label: 'Meta description' },
  ],
  departures: [
    { name: 'pickupPoints', kind: 'list', label: 'Pickup points' },
    { name: 'note', kind: 'long-text', label: 'Note' },
  ],
  policies: POLICY_FIELDS,
};

/**
 * The fields a record of the kind has: every one of the kind's, but a policy page only its own
 * paragraphs (those its English has).
 */
export function translatableFieldsOf(kind: TranslationKind, english: object): readonly FieldSpec[] {
  const fields = TRANSLATABLE_FIELDS[kind];
  return kind === 'policies' ? fields.filter(({ name }) => Object.hasOwn(english, name)) : fields;
}

/** The kind's translatable fields of a record, as the English side of the admin's editor. */
export function englishFields<K extends TranslationKind>(
  kind: K,
  record: EnglishFieldsOf[K],
): EnglishFields<K> {
  const source = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    TRANSLATABLE_FIELDS[kind].map(({ name }) => [name, source[name]]),
  ) as unknown as EnglishFields<K>;
}

/** 'missing': nothing translated; 'partial': some of the English; 'complete': all of it. */
export type TranslationStatus = 'complete' | 'partial' | 'missing';

const filledText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const filledList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every(filledText);

function asItinerary(value: unknown): ItineraryTranslation | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as ItineraryTranslation)
    : null;
}

/**
 * The parts of a field that have text: a text itself, a list when it has items (all non-blank),
 * an itinerary part by part ('duration', 'day1', 'day2', ...).
 */
function filledParts(value: unknown): string[] {
  if (filledText(value) || filledList(value)) return [''];
  const itinerary = asItinerary(value);
  if (!itinerary) return [];
  const days = Object.entries(itinerary.dayWisePlan ?? {})
    .filter(([, text]) => filledText(text))
    .map(([day]) => day);
  return filledText(itinerary.duration) ? ['duration', ...days] : days;
}

/**
 * How much of the English is translated. Only what the English has counts: an empty English
 * field needs no translation; an itinerary counts its duration and each day.
 */
export function translationStatus(
  fieldsOfEnglish: object,
  translatedFields: object | null | undefined,
): TranslationStatus {
  const english = Object.entries(fieldsOfEnglish as Record<string, unknown>);
  const translated = (translatedFields ?? {}) as Record<string, unknown>;
  let needed = 0;
  let done = 0;
  for (const [name, value] of english) {
    const parts = filledParts(value);
    const have = new Set(filledParts(translated[name]));
    needed += parts.length;
    done += parts.filter((part) => have.has(part)).length;
  }
  const anything = Object.values(translated).some((value) => filledParts(value).length > 0);
  if (!anything) return 'missing';
  return done >= needed ? 'complete' : 'partial';
}

function mergeItinerary(
  english: Itinerary,
  translated: ItineraryTranslation | null,
): { itinerary: Itinerary; fallback: string[] } {
  const fallback: string[] = [];
  const duration = filledText(translated?.duration) ? translated.duration : english.duration;
  if (duration === english.duration && filledText(english.duration)) fallback.push('duration');
  const dayWisePlan: Record<string, string> = {};
  for (const [day, text] of Object.entries(english.dayWisePlan)) {
    const own = translated?.dayWisePlan?.[day];
    dayWisePlan[day] = filledText(own) ? own : text;
    if (!filledText(own) && filledText(text)) fallback.push(day);
  }
  const parts = filledParts(english).length;
  const names =
    fallback.length === parts ? ['itinerary'] : fallback.map((part) => `itinerary.${part}`);
  return { itinerary: { ...english, duration, dayWisePlan }, fallback: parts ? names : [] };
}

/**
 * The record with its translated fields in place of the English, field by field: a field absent
 * or empty in the translation keeps the English and is named in `fallback` (when the English has
 * text there). An itinerary merges day by day. Other fields (slug, images, prices) stay as they are.
 */
export function mergeTranslation<T extends object>(
  record: T,
  fields: object | null | undefined,
  kind: TranslationKind,
): { record: T; fallback: string[] } {
  const merged = { ...record } as Record<string, unknown>;
  const translated = (fields ?? {}) as Record<string, unknown>;
  const fallback: string[] = [];
  for (const { name, kind: fieldKind } of TRANSLATABLE_FIELDS[kind]) {
    const english = merged[name];
    if (english === undefined) continue;
    const own = translated[name];
    if (fieldKind === 'itinerary') {
      const result = mergeItinerary(english as Itinerary, asItinerary(own));
      merged[name] = result.itinerary;
      fallback.push(...result.fallback);
    } else if (filledParts(own).length > 0) {
      merged[name] = own;
    } else if (filledParts(english).length > 0) {
      fallback.push(name);
    }
  }
  return { record: merged as T, fallback };
}
