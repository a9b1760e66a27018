// Content translations (issue 29, docs/i18n.md 'Content translations'): the English side of a
// record, the translations' statuses for the admin's badges, the checks of a translation before it
// is stored, and the field by field merge of the public reads (`?lang=bn|hi`). The policy pages
// are records of their own kind: each page by its id, each paragraph a field, its English the
// site's (@tours/shared-ui/policies), and the public page reads its paragraphs compiled.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { AuditEntity } from '@tours/shared-ui/booking-office';
import {
  isContentLocale,
  CONTENT_LOCALES,
  type ContentLocale,
  type Translated,
} from '@tours/shared-ui/domain';
import {
  isPolicyId,
  marksMismatch,
  POLICY_IDS,
  POLICY_PAGES,
  policyEnglish,
  type PolicyId,
  type PolicyTexts,
} from '@tours/shared-ui/policies';
import {
  englishFields,
  mergeTranslation,
  translationStatus,
  type EnglishFields,
  type TranslationKind,
  type TranslationStatus,
} from '@tours/shared-ui/translations';
import { translationSchemas } from '@tours/shared-ui/schemas';

import { invalidInput, HttpError } from '../../lib/http-errors';
import { sanitizeBlogHtml } from '../../lib/sanitize-html';
import { parseBody } from '../../lib/validation';
import type { Repositories } from '../../repositories/create-repositories';

export const LANG_MESSAGE = 'lang is bn or hi (absent for English).';
export const LOCALE_MESSAGE = 'The locale is bn or hi.';
export const ITINERARY_DAYS_MESSAGE = 'Translate the days the English itinerary has';
export const PRICE_LINES_MESSAGE = 'One label per English price line';
export const MAIN_CONTENT_UNSAFE_MESSAGE =
  'Main content has no text left once unsafe HTML is removed.';
export const NOT_A_PARAGRAPH_MESSAGE = 'Not a paragraph of this page';
export const MARKS_MESSAGE = 'Keep the marks the English has';
export const MESSAGE_SYNTAX_MESSAGE = 'Write each {value} and <tag> exactly as the English has it';

/** What each kind is called in messages and the audit log. */
export const KIND_LABELS: Record<TranslationKind, { label: string; audit: AuditEntity }> = {
  destinations: { label: 'Destination', audit: 'destination' },
  popular: { label: 'Popular destination', audit: 'popular' },
  testimonials: { label: 'Testimonial', audit: 'testimonial' },
  blogs: { label: 'Blog', audit: 'blog' },
  departures: { label: 'Departure', audit: 'departure' },
  policies: { label: 'Policy page', audit: 'policy' },
};

export const LOCALE_NAMES_EN: Record<ContentLocale, string> = { bn: 'Bengali', hi: 'Hindi' };

/** A record of the kind: its id, a name for the audit log, and its English translatable fields. */
export interface EnglishRecord<K extends TranslationKind = TranslationKind> {
  id: string;
  describe: string;
  english: EnglishFields<K>;
}

/** The records of a kind with their English (a departure: its pickup points and note). */
export async function englishRecords(
  repositories: Repositories,
  kind: TranslationKind,
  id?: string,
): Promise<EnglishRecord[]> {
  const one = <T>(found: T | null) => (found ? [found] : []);
  switch (kind) {
    case 'destinations': {
      const rows = id
        ? one(await repositories.destinations.findById(id))
        : await repositories.destinations.list();
      return rows.map((row) => ({
        id: row._id,
        describe: `destination "${row.name}"`,
        english: englishFields('destinations', row),
      }));
    }
    case 'popular': {
      const rows = id
        ? one(await repositories.popularDestinations.findById(id))
        : await repositories.popularDestinations.list();
      return rows.map((row) => ({
        id: row._id,
        describe: `popular destination "${row.title}"`,
        english: englishFields('popular', row),
      }));
    }
    case 'testimonials': {
      const rows = id
        ? one(await repositories.testimonials.findById(id))
        : await repositories.testimonials.list();
      return rows.map((row) => ({
        id: row._id,
        describe: `testimonial "${row.title}"`,
        english: englishFields('testimonials', row),
      }));
    }
    case 'blogs': {
      const rows = id
        ? one(await repositories.blogs.findById(id))
        : await repositories.blogs.list();
      return rows.map((row) => ({
        id: row._id,
        describe: `blog "${row.title}"`,
        english: englishFields('blogs', row),
      }));
    }
    case 'departures': {
      const rows = id
        ? one(await repositories.departures.find(id))
        : await repositories.departures.inRange('0001-01-01', null);
      return rows.map((row) => ({
        id: row.id,
        describe: `departure of ${row.destination} on ${String(row.start_date)}`,
        english: { pickupPoints: row.pickup_points, note: row.note },
      }));
    }
    case 'policies': {
      const ids = id === undefined ? POLICY_IDS : POLICY_IDS.filter((policy) => policy === id);
      return ids.map((policy) => ({
        id: policy,
        describe: `policy page "${POLICY_PAGES[policy].name}"`,
        english: policyEnglish(policy),
      }));
    }
  }
}

/** GET /api/translations/:kind: every record's status in each language. */
export async function translationStatuses(
  repositories: Repositories,
  kind: TranslationKind,
): Promise<Record<string, Record<ContentLocale, TranslationStatus>>> {
  const [records, stored] = await Promise.all([
    englishRecords(repositories, kind),
    repositories.translations[kind].all(),
  ]);
  const byRecord = new Map<string, Record<string, unknown>>();
  for (const row of stored) byRecord.set(`${row.recordId} ${row.locale}`, row.fields);
  return Object.fromEntries(
    records.map((record) => [
      record.id,
      Object.fromEntries(
        CONTENT_LOCALES.map((locale) => [
          locale,
          translationStatus(record.english, byRecord.get(`${record.id} ${locale}`)),
        ]),
      ) as Record<ContentLocale, TranslationStatus>,
    ]),
  );
}

const issue = (field: string, message: string) => invalidInput({ [field]: message }, message);

/**
 * The body of a PUT checked like the English fields (400 naming the field, nothing written):
 * the kind's fields only, the English limits, an itinerary's days among the English ones, one
 * price label per English line, blog HTML sanitised by the English rules. Empty fields are
 * dropped (they read in English).
 */
export function checkedTranslation(
  kind: TranslationKind,
  record: EnglishRecord,
  body: unknown,
): Record<string, unknown> {
  let fields: Record<string, unknown>;
  try {
    fields = parseBody(translationSchemas[kind], body) as Record<string, unknown>;
  } catch (error) {
    // A field that is not translatable: say which, as the answer's message too.
    const unknown = error instanceof HttpError ? error.errors?._ : undefined;
    throw unknown ? invalidInput({ _: unknown }, unknown) : error;
  }
  const english = record.english as unknown as Record<string, unknown>;
  if (kind === 'destinations') {
    const itinerary = fields.itinerary as
      { duration?: string; dayWisePlan?: Record<string, string> } | undefined;
    const englishDays = Object.keys(
      (english.itinerary as { dayWisePlan: Record<string, string> }).dayWisePlan,
    );
    const extra = Object.keys(itinerary?.dayWisePlan ?? {}).filter(
      (day) => !englishDays.includes(day),
    );
    if (extra.length > 0) {
      throw issue(
        'itinerary',
        `${ITINERARY_DAYS_MESSAGE} (${englishDays.join(', ') || 'none'}); not ${extra.join(', ')}.`,
      );
    }
    const price = fields.price as string[] | undefined;
    const lines = (english.price as string[]).length;
    if (price && price.length > 0 && price.length !== lines) {
      throw issue('price', `${PRICE_LINES_MESSAGE} (${lines}), not ${price.length}.`);
    }
  }
  if (kind === 'policies') checkPolicyParagraphs(english as Record<string, string>, fields);
  if (kind === 'blogs' && typeof fields.mainContent === 'string' && fields.mainContent !== '') {
    const mainContent = sanitizeBlogHtml(fields.mainContent);
    if (mainContent === '') throw issue('mainContent', MAIN_CONTENT_UNSAFE_MESSAGE);
    fields.mainContent = mainContent;
  }
  return withoutEmpty(fields);
}

/**
 * A policy page's paragraphs: each one of the page's own, a message Lingui can read, with the
 * English's values and tags, no more and no fewer (a lost `{deposit}` would drop the booking
 * office's figure from the page, a lost `<email/>` the agency's address).
 */
function checkPolicyParagraphs(english: Record<string, string>, fields: Record<string, unknown>) {
  const written = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const strangers = written.map(([key]) => key).filter((key) => !Object.hasOwn(english, key));
  if (strangers.length > 0) {
    const message = `${NOT_A_PARAGRAPH_MESSAGE}: ${strangers.join(', ')}.`;
    throw invalidInput({ _: message }, message);
  }
  const errors: Record<string, string> = {};
  for (const [key, value] of written) {
    const { missing, extra } = marksMismatch(english[key]!, value);
    if (missing.length > 0 || extra.length > 0) {
      errors[key] = [
        `${MARKS_MESSAGE}:`,
        missing.length > 0 ? `put back ${missing.join(' ')}` : '',
        missing.length > 0 && extra.length > 0 ? 'and' : '',
        extra.length > 0 ? `take out ${extra.join(' ')}` : '',
      ]
        .filter(Boolean)
        .join(' ')
        .concat('.');
      continue;
    }
    try {
      compileMessageOrThrow(value);
    } catch {
      errors[key] = `${MESSAGE_SYNTAX_MESSAGE}.`;
    }
  }
  const [first] = Object.values(errors);
  if (first) throw invalidInput(errors, first);
}

/** Drops what reads in English anyway: '', [], an itinerary with no text. */
function withoutEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) kept[name] = value;
      continue;
    }
    if (typeof value === 'object' && value !== null) {
      const { duration, dayWisePlan } = value as {
        duration?: string;
        dayWisePlan?: Record<string, string>;
      };
      const days = Object.fromEntries(
        Object.entries(dayWisePlan ?? {}).filter(([, text]) => text !== ''),
      );
      const itinerary = {
        ...(duration ? { duration } : {}),
        ...(Object.keys(days).length > 0 ? { dayWisePlan: days } : {}),
      };
      if (Object.keys(itinerary).length > 0) kept[name] = itinerary;
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

/** The `lang` of a public read: null for English (absent or 'en'), 400 for anything else. */
export function langOf(query: unknown): ContentLocale | null {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (lang === undefined || lang === 'en') return null;
  if (isContentLocale(lang)) return lang;
  throw issue('lang', LANG_MESSAGE);
}

/** The locale of a translation's path (400 otherwise). */
export function localeParam(locale: string): ContentLocale {
  if (!isContentLocale(locale)) throw issue('locale', LOCALE_MESSAGE);
  return locale;
}

/**
 * The records of a public read in `locale`: each with its translated fields merged over the
 * English and `translation: { locale, fallback }`; as they are when `locale` is null (English).
 */
export async function translateAll<T extends { _id: string }>(
  repositories: Repositories,
  kind: TranslationKind,
  records: T[],
  locale: ContentLocale | null,
): Promise<Array<T | Translated<T>>> {
  if (!locale || records.length === 0) return records;
  const stored = await repositories.translations[kind].inLocale(
    records.map((record) => record._id),
    locale,
  );
  return records.map((record) => {
    const { record: merged, fallback } = mergeTranslation(record, stored.get(record._id), kind);
    return { ...merged, translation: { locale, fallback } };
  });
}

/** One record of a public read in `locale` (null stays null: a blog slug that matches nothing). */
export async function translateOne<T extends { _id: string }>(
  repositories: Repositories,
  kind: TranslationKind,
  record: T | null,
  locale: ContentLocale | null,
): Promise<T | Translated<T> | null> {
  if (!record) return null;
  const [translated] = await translateAll(repositories, kind, [record], locale);
  return translated ?? record;
}

/**
 * GET /api/policies/:policy?lang=bn|hi: the page's stored paragraphs compiled for Lingui (the
 * public site ships no message parser), and the keys it shows in English. English: nothing to add.
 */
export async function policyTexts(
  repositories: Repositories,
  policy: string,
  locale: ContentLocale | null,
): Promise<PolicyTexts | null> {
  if (!isPolicyId(policy)) return null;
  const english = policyEnglish(policy as PolicyId);
  if (!locale) return { messages: {}, fallback: [] };
  const stored = (await repositories.translations.policies.inLocale([policy], locale)).get(policy);
  const messages: PolicyTexts['messages'] = {};
  const fallback: string[] = [];
  for (const key of Object.keys(english)) {
    const text = stored?.[key];
    if (typeof text === 'string' && text.trim() !== '') messages[key] = compileMessageOrThrow(text);
    else fallback.push(key);
  }
  return { messages, fallback };
}
