import {
  DEFAULT_CALENDAR,
  addDays,
  addWorkingDays,
  daysBetween,
  endOfIstDay,
  holdUntil,
  isHoldExpired,
  isWorkingDay,
  istDateOf,
  refundDeadline,
  todayInIst,
  weekdayOf,
  type WorkingCalendar,
  formatDay,
  formatIstDateTime,
} from '../calendar';

const withHolidays = (...holidays: string[]): WorkingCalendar => ({
  ...DEFAULT_CALENDAR,
  holidays,
});

describe('Asia/Kolkata days', () => {
  it('reads the IST day of an instant, which differs from the UTC day after 18:30 UTC', () => {
    expect(istDateOf('2026-11-22T18:29:59.999Z')).toBe('2026-11-22');
    expect(istDateOf('2026-11-22T18:30:00.000Z')).toBe('2026-11-23');
    expect(istDateOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istDateOf(Date.parse('2026-11-23T00:00:00+05:30'))).toBe('2026-11-23');
    expect(todayInIst(Date.parse('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('refuses what is not an instant or a day', () => {
    expect(() => istDateOf('tomorrow')).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });

  it('counts calendar days across months, year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });

  it('names weekdays from Sunday 0 and ends a day at 23:59:59.999 IST', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(endOfIstDay('2026-11-25')).toBe('2026-11-25T18:29:59.999Z');
    expect(endOfIstDay('2027-01-01')).toBe('2027-01-01T18:29:59.999Z');
  });
});

describe('working days', () => {
  it('works Monday to Saturday by default, and not on a holiday', () => {
    expect(isWorkingDay('2026-11-21', DEFAULT_CALENDAR)).toBe(true); // Saturday
    expect(isWorkingDay('2026-11-22', DEFAULT_CALENDAR)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25', withHolidays('2026-12-25'))).toBe(false);
  });

  it('never counts the starting day, and 0 working days is the day itself', () => {
    expect(addWorkingDays('2026-11-23', 0, DEFAULT_CALENDAR)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-22', 0, DEFAULT_CALENDAR)).toBe('2026-11-22');
    expect(addWorkingDays('2026-11-23', 1, DEFAULT_CALENDAR)).toBe('2026-11-24');
  });

  it('refuses a calendar with no working day instead of looping', () => {
    expect(() => addWorkingDays('2026-11-23', 1, { workingWeekdays: [], holidays: [] })).toThrow(
      'no working days',
    );
  });
});

describe('holdUntil', () => {
  const at = (istTime: string) => `${istTime}+05:30`;

  it('ends with the second working day after the request (Monday → Wednesday)', () => {
    expect(holdUntil(at('2026-11-23T10:00:00'), DEFAULT_CALENDAR)).toBe('2026-11-25T18:29:59.999Z');
  });

  it('skips Sunday: Friday → Saturday and Monday; Saturday or Sunday → Tuesday', () => {
    expect(holdUntil(at('2026-11-20T11:00:00'), DEFAULT_CALENDAR)).toBe('2026-11-23T18:29:59.999Z');
    expect(holdUntil(at('2026-11-21T16:00:00'), DEFAULT_CALENDAR)).toBe('2026-11-24T18:29:59.999Z');
    expect(holdUntil(at('2026-11-22T09:00:00'), DEFAULT_CALENDAR)).toBe('2026-11-24T18:29:59.999Z');
  });

  it('takes the day of the request in IST, not in UTC, late at night', () => {
    // 23:59:59.999 IST on Friday (18:29 UTC Friday): a Friday request.
    expect(holdUntil('2026-11-20T18:29:59.999Z', DEFAULT_CALENDAR)).toBe(
      '2026-11-23T18:29:59.999Z',
    );
    // 00:00 IST on Saturday is still Friday in UTC: a Saturday request.
    expect(holdUntil('2026-11-20T18:30:00.000Z', DEFAULT_CALENDAR)).toBe(
      '2026-11-24T18:29:59.999Z',
    );
  });

  it("skips the agency's holidays, and a request on a holiday counts from the next day", () => {
    // Thursday before Christmas: Friday 25 is a holiday, Sunday is off → Saturday 26, Monday 28.
    expect(holdUntil(at('2026-12-24T12:00:00'), withHolidays('2026-12-25'))).toBe(
      '2026-12-28T18:29:59.999Z',
    );
    // Republic Day (Monday 26 January) → Tuesday, Wednesday.
    expect(holdUntil(at('2026-01-26T12:00:00'), withHolidays('2026-01-26'))).toBe(
      '2026-01-28T18:29:59.999Z',
    );
  });

  it('crosses the year end, with or without a New Year holiday', () => {
    expect(holdUntil(at('2026-12-30T12:00:00'), DEFAULT_CALENDAR)).toBe('2027-01-01T18:29:59.999Z');
    expect(holdUntil(at('2026-12-30T12:00:00'), withHolidays('2027-01-01'))).toBe(
      '2027-01-02T18:29:59.999Z',
    );
  });

  it('follows a configured week (Monday to Friday: Friday → Tuesday)', () => {
    const weekdays: WorkingCalendar = { workingWeekdays: [1, 2, 3, 4, 5], holidays: [] };
    expect(holdUntil(at('2026-11-20T11:00:00'), weekdays)).toBe('2026-11-24T18:29:59.999Z');
  });

  it('is expired only after its last millisecond', () => {
    const until = '2026-11-25T18:29:59.999Z';
    expect(isHoldExpired(until, Date.parse(until))).toBe(false);
    expect(isHoldExpired(until, Date.parse(until) + 1)).toBe(true);
    expect(isHoldExpired(until, new Date('2026-11-24T10:00:00Z'))).toBe(false);
  });
});

describe('refundDeadline', () => {
  it('is 15 working days after approval, in IST', () => {
    expect(refundDeadline('2026-11-23T06:00:00Z', DEFAULT_CALENDAR)).toBe('2026-12-10');
    // Approved at 01:00 IST on Monday (Sunday in UTC): counted from Monday.
    expect(refundDeadline('2026-11-22T19:30:00Z', DEFAULT_CALENDAR)).toBe('2026-12-10');
  });

  it('moves a day later for each holiday on the way', () => {
    expect(refundDeadline('2026-12-20', DEFAULT_CALENDAR)).toBe('2027-01-06');
    expect(refundDeadline('2026-12-20', withHolidays('2026-12-25'))).toBe('2027-01-07');
  });
});

describe('formatIstDateTime', () => {
  it('shows an instant in Asia/Kolkata time', () => {
    expect(formatIstDateTime('2026-11-25T18:29:59.999Z')).toMatch(/^25 Nov 2026, 11:59\spm IST$/);
  });

  it('shows the same instant from a Date or a number, and a morning hour without a leading zero', () => {
    const instant = '2026-11-24T03:35:00Z';
    expect(formatIstDateTime(instant)).toMatch(/^24 Nov 2026, 9:05\sam IST$/);
    expect(formatIstDateTime(new Date(instant))).toBe(formatIstDateTime(instant));
    expect(formatIstDateTime(Date.parse(instant))).toBe(formatIstDateTime(instant));
  });

  it('begins with the day of the week when asked (the traveller reads the hold that way)', () => {
    expect(formatIstDateTime('2026-11-25T18:29:59.999Z', { weekday: true })).toMatch(
      /^Wed, 25 Nov, 2026, 11:59\spm IST$/,
    );
  });

  it('in Bengali or Hindi, Latin digits unless the native ones are asked for', () => {
    const instant = '2026-11-25T18:29:59.999Z';
    expect(formatIstDateTime(instant, { locale: 'bn' })).toContain('25 নভেম্বর, 2026');
    expect(formatIstDateTime(instant, { locale: 'bn', nativeDigits: true })).toContain(
      '২৫ নভেম্বর, ২০২৬',
    );
    expect(formatIstDateTime(instant, { locale: 'hi', nativeDigits: true })).toContain(
      '२५ नवंबर २०२६',
    );
  });

  it('shows nothing for no value and keeps text that is not an instant as it is', () => {
    expect(formatIstDateTime('')).toBe('');
    expect(formatIstDateTime(null)).toBe('');
    expect(formatIstDateTime(undefined)).toBe('');
    expect(formatIstDateTime('not yet set')).toBe('not yet set');
  });
});

describe('formatDay', () => {
  it("shows a calendar day as written, whatever the reader's zone, a timestamp as its UTC day", () => {
    expect(formatDay('2026-12-20')).toBe('20 Dec 2026');
    expect(formatDay('2025-05-01T00:00:00.000Z')).toBe('1 May 2025');
  });

  it("begins with the day of the week when asked (the traveller's booking page)", () => {
    expect(formatDay('2026-12-20', { weekday: true })).toBe('Sun, 20 Dec, 2026');
  });

  it('shows nothing for no value and keeps text that is not a day as it is', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay(null)).toBe('');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('to be decided')).toBe('to be decided');
  });
});
