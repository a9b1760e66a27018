// Calendar days and working days in Asia/Kolkata: the hold deadline of a provisional booking and the
// refund's processing deadline (SPEC §9).
//
// India keeps one offset, UTC+05:30, all year (no daylight saving since 1945), so a fixed offset is
// exact for every date a booking can have, and it needs no time-zone data in the browser.
import {
  AGENCY_TIME_ZONE,
  DEFAULT_WORKING_WEEKDAYS,
  HOLD_WORKING_DAYS,
  REFUND_WORKING_DAYS,
} from './constants';
import { numberTag, type Locale } from '../locales';

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** Working weekdays (0 Sunday ... 6 Saturday) and the agency's holidays ('YYYY-MM-DD'). */
export interface WorkingCalendar {
  workingWeekdays: readonly number[];
  holidays: readonly IsoDate[];
}

export const DEFAULT_CALENDAR: WorkingCalendar = {
  workingWeekdays: DEFAULT_WORKING_WEEKDAYS,
  holidays: [],
};

function timeOf(instant: Date | string | number): number {
  const time =
    instant instanceof Date
      ? instant.getTime()
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant;
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  return time;
}

function dayTime(date: IsoDate): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar day: ${date}`);
  return time;
}

const dayOf = (time: number): IsoDate => new Date(time).toISOString().slice(0, 10);

/** The Asia/Kolkata calendar day of an instant (ISO string, Date or epoch milliseconds). */
export function istDateOf(instant: Date | string | number): IsoDate {
  return dayOf(timeOf(instant) + IST_OFFSET_MS);
}

/** Today in Asia/Kolkata. */
export function todayInIst(now: Date | number = Date.now()): IsoDate {
  return istDateOf(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dayOf(dayTime(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(dayTime(date)).getUTCDay();
}

/** The last millisecond of a day in Asia/Kolkata (23:59:59.999 IST) as an ISO instant in UTC. */
export function endOfIstDay(date: IsoDate): string {
  return new Date(dayTime(date) + DAY_MS - 1 - IST_OFFSET_MS).toISOString();
}

export function isWorkingDay(date: IsoDate, calendar: WorkingCalendar): boolean {
  return calendar.workingWeekdays.includes(weekdayOf(date)) && !calendar.holidays.includes(date);
}

/**
 * The `count`-th working day after `date` (the day itself never counts; 0 gives the day back).
 * Throws when the calendar has no working day in the coming ten years.
 */
export function addWorkingDays(date: IsoDate, count: number, calendar: WorkingCalendar): IsoDate {
  let day = date;
  let left = count;
  for (let guard = 0; left > 0; guard += 1) {
    if (guard > 3660) throw new RangeError('The working calendar has no working days.');
    day = addDays(day, 1);
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  return day;
}

/**
 * When a provisional booking's hold ends: the end (23:59:59.999 IST) of the second working day
 * after the Asia/Kolkata day of the request. A request on Saturday evening, or at 01:00 IST on
 * Sunday (still Saturday in UTC), is held until the end of Tuesday.
 */
export function holdUntil(requestedAt: Date | string | number, calendar: WorkingCalendar): string {
  return endOfIstDay(addWorkingDays(istDateOf(requestedAt), HOLD_WORKING_DAYS, calendar));
}

/** True when a provisional booking's hold has ended at `now` (the release job's test). */
export function isHoldExpired(holdUntilInstant: string, now: Date | number = Date.now()): boolean {
  return timeOf(now) > timeOf(holdUntilInstant);
}

/** The day by which an approved refund must be processed: 15 working days after approval. */
export function refundDeadline(
  approvedAt: Date | string | number,
  calendar: WorkingCalendar,
): IsoDate {
  return addWorkingDays(istDateOf(approvedAt), REFUND_WORKING_DAYS, calendar);
}

export interface DateOptions {
  /** Begin with the day of the week: 'Wed, 25 Nov, 2026, 11:59 pm IST' (the traveller's page). */
  weekday?: boolean;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of the language's date conventions (issue 29: en-IN, or Bengali and Hindi month
 * names, with Latin digits unless `nativeDigits`, locales.ts numberTag) with these options, made
 * once (a table formats many dates).
 */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale: Locale = 'en',
  nativeDigits = false,
): Intl.DateTimeFormat {
  const tag = locale === 'en' ? 'en-IN' : numberTag(locale, nativeDigits);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The day, month and year (after the day of the week when asked) in that zone. */
const dateParts = (timeZone: string, weekday = false): Intl.DateTimeFormatOptions => ({
  timeZone,
  ...(weekday ? { weekday: 'short' } : {}),
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A calendar day (a check-in, a refund deadline) as it is written, whatever the reader's zone:
 * '2026-12-20' (or that day as a UTC timestamp) is '20 Dec 2026', with `{ weekday: true }`
 * 'Sun, 20 Dec 2026'. Nothing (null, undefined, '') is ''; text that is not a day is kept.
 */
export function formatDay(
  day: string | null | undefined,
  { weekday = false }: DateOptions = {},
): string {
  if (!day) return '';
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(time)) return day;
  return dateFormat(dateParts('UTC', weekday)).format(time);
}

/**
 * A calendar day in words, as a message to a traveller writes it: '2026-12-20' is
 * '20 December 2026' (issue 25: not '2026-12-20' in a WhatsApp text); in Bengali
 * '20 ডিসেম্বর, 2026', in Hindi '20 दिसंबर 2026' (issue 29). Nothing is ''; text that is not a day
 * is kept.
 */
export function formatDayInWords(day: string | null | undefined, locale: Locale = 'en'): string {
  if (!day) return '';
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(time)) return day;
  return dateFormat(
    { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' },
    locale,
  ).format(time);
}

/** 'IST' in each language's words. */
const IST: Record<Locale, string> = { en: 'IST', bn: '(ভারতীয় সময়)', hi: '(भारतीय समय)' };

/**
 * An instant as the agency and the traveller read it, in Asia/Kolkata whatever the reader's own
 * zone: '25 Nov 2026, 11:59 pm IST'. Nothing (null, undefined, '') is ''; text that is not an
 * instant is shown as it is.
 */
export function formatIstDateTime(
  instant: Date | string | number | null | undefined,
  {
    weekday = false,
    locale = 'en',
    nativeDigits = false,
  }: DateOptions & { locale?: Locale; nativeDigits?: boolean } = {},
): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const time = typeof instant === 'string' ? Date.parse(instant) : new Date(instant).getTime();
  if (Number.isNaN(time)) return String(instant);
  const format = dateFormat(
    {
      ...dateParts(AGENCY_TIME_ZONE, weekday),
      // Bengali and Hindi: the month's name in full ('25 নভেম্বর, 2026 এ 11:59 PM').
      ...(locale === 'en' ? {} : { month: 'long' }),
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    },
    locale,
    nativeDigits,
  );
  return `${format.format(time)} ${IST[locale]}`;
}
