// The traveller's messages in the booking's language (issue 29, docs/i18n.md): one catalogue per
// language (en.ts the source, bn.ts, hi.ts), and each language's days and instants (shared-ui's
// calendar, Asia/Kolkata). Amounts are ₹ with Indian grouping and Latin digits in every language (formatInr).
import { formatDay, formatDayInWords, formatIstDateTime } from '@tours/shared-ui/booking-office';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tours/shared-ui/domain';

import { BN } from './bn';
import { EN, type Catalogue, type MessageKey } from './en';
import { HI } from './hi';

export type { MessageKey } from './en';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: EN, bn: BN, hi: HI };

/** The {placeholders} of a message, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A booking's stored language, or English for anything else (a row written before 0013). */
export const languageOf = (value: unknown): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

export interface Messages {
  language: Locale;
  /** A message with its placeholders filled. */
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** A calendar day 'YYYY-MM-DD': '20 Dec 2026', '20 ডিসেম্বর, 2026', '20 दिसंबर 2026'. */
  day(day: string): string;
  /** An instant in Asia/Kolkata: '25 Nov 2026, 11:59 pm IST', '25 নভেম্বর, 2026 এ 11:59 PM (ভারতীয় সময়)'. */
  dateTime(instant: string): string;
}

export function messagesIn(language: Locale): Messages {
  const catalogue = CATALOGUES[language];
  return {
    language,
    t(key, values = {}) {
      return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
    // English as the agency's emails always wrote it; Bengali and Hindi month names, Latin digits.
    day: (day) => (language === 'en' ? formatDay(day) : formatDayInWords(day, language)),
    dateTime: (instant) => formatIstDateTime(instant, { locale: language }),
  };
}
