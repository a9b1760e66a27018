// Calendar days of the booking office as a traveller reads them (a check-in, a refund deadline).
// Moments (a hold's end) are shown in IST by formatIstDateTime from @tours/shared-ui/booking-office.

let dayFormat: Intl.DateTimeFormat | undefined;

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
