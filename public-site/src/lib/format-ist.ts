// Days and moments of the booking office as a traveller reads them: in the agency's time
// (Asia/Kolkata, shown as IST) whatever the visitor's own time zone.
import { AGENCY_TIME_ZONE } from '@tours/shared-ui/booking-office';

let dayFormat: Intl.DateTimeFormat | undefined;
let momentFormat: Intl.DateTimeFormat | undefined;

/** A calendar day 'YYYY-MM-DD' (a check-in): 'Sun, 20 Dec 2026'; anything else as it is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time)) return day;
  dayFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(time);
}

/** An instant (a hold's end) in IST: 'Tue, 24 Nov 2026, 11:59 pm IST'; anything else as it is. */
export function formatIstMoment(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  momentFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: AGENCY_TIME_ZONE,
  });
  return `${momentFormat.format(time)} IST`;
}
