// Days and moments of bookings and departures in the page's language, in India's time: on an
// English page exactly the booking office's own (formatDay, formatIstDateTime: 'Sun, 20 Dec, 2026',
// 'Wed, 25 Nov, 2026, 11:59 pm IST'), on a Bengali or Hindi page with the month's whole name in
// that language and Latin digits ('রবি, 20 ডিসেম্বর, 2026'; CLDR's short Bengali months read
// oddly). Apart from lib/i18n so that pages without bookings do not bring the booking office's
// calendar.
import { useLingui } from '@lingui/react';
import { AGENCY_TIME_ZONE, formatDay, formatIstDateTime } from '@tours/shared-ui/booking-office';
import { DEFAULT_LOCALE } from '@tours/shared-ui/domain';
import { useMemo } from 'react';

export interface BookingDates {
  /** A calendar day (YYYY-MM-DD, or a timestamp): '20 Dec 2026', with the weekday when asked. */
  day(value: string | null | undefined, options?: { weekday?: boolean }): string;
  /** An instant in India's time: '25 Nov 2026, 11:59 pm IST'. */
  moment(value: string | null | undefined, options?: { weekday?: boolean }): string;
}

export function useBookingDates(): BookingDates {
  const { i18n } = useLingui();
  return useMemo<BookingDates>(() => {
    if (i18n.locale === DEFAULT_LOCALE) return { day: formatDay, moment: formatIstDateTime };
    const parts = (weekday = false): Intl.DateTimeFormatOptions => ({
      ...(weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return {
      day(value, { weekday = false } = {}) {
        if (!value) return '';
        const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
        if (Number.isNaN(time)) return value;
        return i18n.date(new Date(time), { ...parts(weekday), timeZone: 'UTC' });
      },
      moment(value, { weekday = false } = {}) {
        if (!value) return '';
        const time = Date.parse(value);
        if (Number.isNaN(time)) return value;
        const text = i18n.date(new Date(time), {
          ...parts(weekday),
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          timeZone: AGENCY_TIME_ZONE,
        });
        return `${text} IST`;
      },
    };
  }, [i18n]);
}
