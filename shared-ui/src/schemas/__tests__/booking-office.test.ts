import { EMAIL_MESSAGE, PHONE_MESSAGE } from '../../domain/index';
import { bookingRequest as request } from '../../testing/fixtures';
import {
  BOOKING_OFFICE_MESSAGES as M,
  adminBookingSchema,
  auditQuerySchema,
  bookingOfficeSettingsSchema,
  bookingRequestSchema,
  bookingUpdateSchema,
  bookingsQuerySchema,
  cancelInputSchema,
  cancellationQuoteQuerySchema,
  destinationPricesSchema,
  holdExtensionSchema,
  holidayInputSchema,
  paymentInputSchema,
  refundConfirmSchema,
  refundProcessSchema,
  statusLookupSchema,
  validate,
} from '../index';

// 11:30 IST on Monday 23 November 2026.
const NOW = new Date('2026-11-23T06:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('bookingRequestSchema', () => {
  it('accepts a request, defaults children, message and email, and drops other fields', () => {
    expect(
      validate(bookingRequestSchema, { ...request, status: true, source: 'office', stage: 'paid' }),
    ).toEqual({ ok: true, value: { ...request, children: 0, message: '', email: '' } });
  });

  it('takes an optional email by the contact rule; empty or blank is no email', () => {
    const email = (value: unknown) => validate(bookingRequestSchema, { ...request, email: value });
    expect(email(' asha@example.in ')).toMatchObject({
      ok: true,
      value: { email: 'asha@example.in' },
    });
    expect(email('')).toMatchObject({ ok: true, value: { email: '' } });
    expect(email('   ')).toMatchObject({ ok: true, value: { email: '' } });
    expect(email('asha@')).toEqual({ ok: false, errors: { email: EMAIL_MESSAGE } });
    expect(email(42)).toEqual({ ok: false, errors: { email: EMAIL_MESSAGE } });
  });

  it('accepts check-in today in Asia/Kolkata and refuses yesterday', () => {
    expect(validate(bookingRequestSchema, { ...request, checkIn: '2026-11-23' }).ok).toBe(true);
    expect(validate(bookingRequestSchema, { ...request, checkIn: '2026-11-22' })).toEqual({
      ok: false,
      errors: { checkIn: M.checkInPast },
    });
  });

  it('takes today in IST, not UTC, just after midnight IST', () => {
    // 00:30 IST on Tuesday 24 November is still Monday 23 in UTC.
    jest.setSystemTime(new Date('2026-11-23T19:00:00Z'));
    expect(validate(bookingRequestSchema, { ...request, checkIn: '2026-11-23' })).toEqual({
      ok: false,
      errors: { checkIn: M.checkInPast },
    });
    expect(validate(bookingRequestSchema, { ...request, checkIn: '2026-11-24' }).ok).toBe(true);
  });

  it('refuses a check-out before check-in under check-out; the same day is a day trip', () => {
    expect(validate(bookingRequestSchema, { ...request, checkOut: '2026-12-19' })).toEqual({
      ok: false,
      errors: { checkOut: M.checkOutBeforeCheckIn },
    });
    expect(validate(bookingRequestSchema, { ...request, checkOut: '2026-12-20' }).ok).toBe(true);
  });

  it('shows the date order error together with the other fields’ errors', () => {
    expect(
      validate(bookingRequestSchema, { ...request, phone: '123', checkOut: '2026-12-01' }),
    ).toEqual({ ok: false, errors: { phone: PHONE_MESSAGE, checkOut: M.checkOutBeforeCheckIn } });
    // A missing field stops zod's object refinements unless they say when to run.
    const { adults: _adults, ...noAdults } = request;
    expect(validate(bookingRequestSchema, { ...noAdults, checkOut: '2026-12-01' })).toEqual({
      ok: false,
      errors: { adults: M.adults, checkOut: M.checkOutBeforeCheckIn },
    });
  });

  it('keeps the calendar check of the dates', () => {
    expect(validate(bookingRequestSchema, { ...request, checkOut: '2026-12-32' })).toEqual({
      ok: false,
      errors: { checkOut: M.checkOut },
    });
  });

  it('bounds adults to 1-50 and children to 0-50, whole numbers', () => {
    const counts = (adults: unknown, children: unknown) =>
      validate(bookingRequestSchema, { ...request, adults, children });
    expect(counts(1, 0).ok).toBe(true);
    expect(counts(50, 50).ok).toBe(true);
    expect(counts(0, 0)).toEqual({ ok: false, errors: { adults: M.adults } });
    expect(counts(51, 0)).toEqual({ ok: false, errors: { adults: M.adultsMax } });
    expect(counts(1.5, 0)).toEqual({ ok: false, errors: { adults: M.adults } });
    expect(counts('2', 0)).toEqual({ ok: false, errors: { adults: M.adults } });
    expect(counts(2, -1)).toEqual({ ok: false, errors: { children: M.children } });
    expect(counts(2, 51)).toEqual({ ok: false, errors: { children: M.childrenMax } });
  });
});

describe('adminBookingSchema', () => {
  it('needs the source and takes an optional quoted total', () => {
    expect(validate(adminBookingSchema, request)).toEqual({
      ok: false,
      errors: { source: M.source },
    });
    expect(validate(adminBookingSchema, { ...request, source: 'phone' })).toMatchObject({
      ok: true,
      value: { source: 'phone', quotedTotal: null },
    });
    expect(
      validate(adminBookingSchema, { ...request, source: 'office', quotedTotal: 42000 }),
    ).toMatchObject({ ok: true, value: { quotedTotal: 42000 } });
    expect(validate(adminBookingSchema, { ...request, source: 'office', quotedTotal: -1 })).toEqual(
      { ok: false, errors: { quotedTotal: M.rupeesNotNegative } },
    );
  });

  it('applies the same date rules as the public form', () => {
    expect(
      validate(adminBookingSchema, { ...request, source: 'phone', checkIn: '2026-11-01' }),
    ).toEqual({ ok: false, errors: { checkIn: M.checkInPast } });
    expect(
      validate(adminBookingSchema, { ...request, source: 'phone', checkOut: '2026-12-01' }),
    ).toEqual({ ok: false, errors: { checkOut: M.checkOutBeforeCheckIn } });
  });
});

describe('bookingUpdateSchema', () => {
  it('takes SPEC’s status, a quoted total (null clears it), or both', () => {
    expect(validate(bookingUpdateSchema, { status: true })).toEqual({
      ok: true,
      value: { status: true },
    });
    expect(validate(bookingUpdateSchema, { quotedTotal: null })).toEqual({
      ok: true,
      value: { quotedTotal: null },
    });
    expect(validate(bookingUpdateSchema, { quotedTotal: 0 }).ok).toBe(true);
  });

  it('refuses an empty change, a bad status and a negative or fractional total', () => {
    expect(validate(bookingUpdateSchema, {})).toEqual({
      ok: false,
      errors: { status: M.nothingToChange },
    });
    expect(validate(bookingUpdateSchema, { status: 'yes' }).ok).toBe(false);
    expect(validate(bookingUpdateSchema, { quotedTotal: -1 })).toEqual({
      ok: false,
      errors: { quotedTotal: M.rupeesNotNegative },
    });
    expect(validate(bookingUpdateSchema, { quotedTotal: 99.5 })).toEqual({
      ok: false,
      errors: { quotedTotal: M.rupeesNotNegative },
    });
  });
});

describe('bookingUpdateSchema: the details (issue 25)', () => {
  it('takes only the details sent, by the rules of a new booking, the phone normalised', () => {
    expect(
      validate(bookingUpdateSchema, {
        name: ' Asha Ray ',
        phone: '+91 98300 12345',
        checkIn: '2026-12-20',
        checkOut: '2026-12-22',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Asha Ray',
        phone: '9830012345',
        checkIn: '2026-12-20',
        checkOut: '2026-12-22',
      },
    });
    // Any real day: the server refuses a check-in moved into the past, keeps an unchanged one.
    expect(validate(bookingUpdateSchema, { checkIn: '2020-01-01' }).ok).toBe(true);
  });

  it('refuses a bad detail under its field', () => {
    expect(validate(bookingUpdateSchema, { name: ' ', adults: 0, category: 'Palace' })).toEqual({
      ok: false,
      errors: { name: expect.any(String), adults: M.adults, category: M.category },
    });
    expect(
      validate(bookingUpdateSchema, { checkIn: '2026-12-22', checkOut: '2026-12-20' }),
    ).toEqual({ ok: false, errors: { checkOut: M.checkOutBeforeCheckIn } });
  });
});

describe('bookingsQuerySchema and bookingOfficeSettingsSchema', () => {
  it('trims the search and bounds it to 100 characters', () => {
    expect(validate(bookingsQuerySchema, { q: ' 0009 ' })).toEqual({
      ok: true,
      value: { q: '0009' },
    });
    expect(validate(bookingsQuerySchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(bookingsQuerySchema, { q: 'a'.repeat(101) })).toEqual({
      ok: false,
      errors: { q: M.searchTooLong },
    });
  });

  it('takes the office settings sent, in their ranges', () => {
    expect(validate(bookingOfficeSettingsSchema, { reminderDaysBefore: 0 })).toEqual({
      ok: true,
      value: { reminderDaysBefore: 0 },
    });
    expect(
      validate(bookingOfficeSettingsSchema, { beforeJourneyDays: 91, reminderDaysBefore: 31 }),
    ).toEqual({
      ok: false,
      errors: { beforeJourneyDays: M.beforeJourneyDays, reminderDaysBefore: M.reminderDaysBefore },
    });
  });
});

describe('holdExtensionSchema', () => {
  it('takes a later instant, with any offset', () => {
    expect(validate(holdExtensionSchema, { holdUntil: '2026-11-30T23:59:59+05:30' }).ok).toBe(true);
    expect(validate(holdExtensionSchema, { holdUntil: '2026-11-30T18:29:59.999Z' }).ok).toBe(true);
  });

  it('refuses a time already past and what is not an instant', () => {
    expect(validate(holdExtensionSchema, { holdUntil: '2026-11-23T05:59:59Z' })).toEqual({
      ok: false,
      errors: { holdUntil: M.holdUntilPast },
    });
    expect(validate(holdExtensionSchema, { holdUntil: '2026-11-30' })).toEqual({
      ok: false,
      errors: { holdUntil: M.holdUntil },
    });
  });
});

describe('paymentInputSchema', () => {
  const payment = { amount: 9000, paidOn: '2026-11-23', method: 'upi', reference: 'T1' };

  it('accepts a payment and fills the optional fields', () => {
    expect(validate(paymentInputSchema, payment)).toEqual({
      ok: true,
      value: { ...payment, reason: '', reverses: null },
    });
  });

  it('refuses zero, fractions, text and amounts beyond range', () => {
    const amount = (value: unknown) => validate(paymentInputSchema, { ...payment, amount: value });
    expect(amount(0)).toEqual({ ok: false, errors: { amount: M.amountZero } });
    expect(amount(10.5)).toEqual({ ok: false, errors: { amount: M.rupees } });
    expect(amount('9000')).toEqual({ ok: false, errors: { amount: M.rupees } });
    expect(amount(2_000_000_000)).toEqual({ ok: false, errors: { amount: M.rupeesMax } });
  });

  it('takes a negative amount (a reversal) only with a reason', () => {
    expect(validate(paymentInputSchema, { ...payment, amount: -9000 })).toEqual({
      ok: false,
      errors: { reason: M.reversalReason },
    });
    expect(validate(paymentInputSchema, { ...payment, amount: -9000, reason: '   ' })).toEqual({
      ok: false,
      errors: { reason: M.reversalReason },
    });
    expect(
      validate(paymentInputSchema, {
        ...payment,
        amount: -9000,
        reason: 'Entered twice',
        reverses: '3f1c2a9e-5b7d-4c1e-9a2b-8d6e4f0a1b2c',
      }),
    ).toMatchObject({ ok: true, value: { amount: -9000, reason: 'Entered twice' } });
  });

  it('refuses a payment day in the future (IST) and an unknown method', () => {
    expect(validate(paymentInputSchema, { ...payment, paidOn: '2026-11-24' })).toEqual({
      ok: false,
      errors: { paidOn: M.notFuture },
    });
    expect(validate(paymentInputSchema, { ...payment, method: 'card' })).toEqual({
      ok: false,
      errors: { method: M.method },
    });
    expect(validate(paymentInputSchema, { ...payment, reverses: 'p1' })).toEqual({
      ok: false,
      errors: { reverses: M.reverses },
    });
  });
});

describe('cancellation inputs', () => {
  it('takes a quote day that is any real day, a cancel day up to today', () => {
    expect(validate(cancellationQuoteQuerySchema, { on: '2027-01-10' }).ok).toBe(true);
    expect(validate(cancellationQuoteQuerySchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(cancellationQuoteQuerySchema, { on: '10/01/2027' })).toEqual({
      ok: false,
      errors: { on: M.cancelOn },
    });
    expect(validate(cancelInputSchema, {})).toEqual({ ok: true, value: { reason: '' } });
    expect(validate(cancelInputSchema, { on: '2026-11-24' })).toEqual({
      ok: false,
      errors: { on: M.notFuture },
    });
  });

  it('takes a charge of 0 or more whole rupees', () => {
    expect(validate(cancelInputSchema, { charge: 0 }).ok).toBe(true);
    expect(validate(cancelInputSchema, { charge: -100 })).toEqual({
      ok: false,
      errors: { charge: M.rupeesNotNegative },
    });
  });
});

describe('refund steps', () => {
  it('needs a 6-digit cheque number to process', () => {
    expect(validate(refundProcessSchema, { chequeNumber: ' 004512 ' })).toEqual({
      ok: true,
      value: { chequeNumber: '004512' },
    });
    for (const chequeNumber of ['4512', '1234567', 'ABC123', undefined]) {
      expect(validate(refundProcessSchema, { chequeNumber })).toEqual({
        ok: false,
        errors: { chequeNumber: M.chequeNumber },
      });
    }
  });

  it('refuses dates in the future', () => {
    expect(
      validate(refundProcessSchema, { chequeNumber: '004512', processedOn: '2026-12-01' }),
    ).toEqual({ ok: false, errors: { processedOn: M.notFuture } });
    expect(validate(refundConfirmSchema, { confirmedOn: '2026-11-23' }).ok).toBe(true);
    expect(validate(refundConfirmSchema, { confirmedOn: '2026-11-24' }).ok).toBe(false);
  });
});

describe('holidayInputSchema', () => {
  it('needs a real day and a name', () => {
    expect(validate(holidayInputSchema, { date: '2027-01-26', name: ' Republic Day ' })).toEqual({
      ok: true,
      value: { date: '2027-01-26', name: 'Republic Day' },
    });
    expect(validate(holidayInputSchema, { date: '2027-02-30', name: '' })).toEqual({
      ok: false,
      errors: { date: M.holidayDate, name: M.holidayName },
    });
  });
});

describe('statusLookupSchema', () => {
  it('normalises the reference as typed and checks the phone', () => {
    expect(
      validate(statusLookupSchema, { reference: 'spt 2611 0042', phone: '9876543210' }),
    ).toEqual({ ok: true, value: { reference: 'SPT-2611-0042', phone: '9876543210' } });
    expect(validate(statusLookupSchema, { reference: '42', phone: '12345' })).toEqual({
      ok: false,
      errors: { reference: M.reference, phone: PHONE_MESSAGE },
    });
    expect(validate(statusLookupSchema, {})).toMatchObject({
      ok: false,
      errors: { reference: M.reference },
    });
  });
});

describe('auditQuerySchema', () => {
  it('reads query strings: entity, limit (default 50, 1-200)', () => {
    expect(validate(auditQuerySchema, {})).toEqual({ ok: true, value: { limit: 50 } });
    expect(validate(auditQuerySchema, { entity: 'payment', limit: '20' })).toEqual({
      ok: true,
      value: { entity: 'payment', limit: 20 },
    });
    expect(validate(auditQuerySchema, { limit: '0' })).toEqual({
      ok: false,
      errors: { limit: M.limit },
    });
    expect(validate(auditQuerySchema, { entity: 'user' })).toEqual({
      ok: false,
      errors: { entity: M.auditEntity },
    });
  });
});

describe('destinationPricesSchema', () => {
  it('takes whole rupees per category and per child, null when unset, absent when not sent', () => {
    expect(destinationPricesSchema.parse({ Budget: 8000, Deluxe: 12500, child: 4000 })).toEqual({
      Budget: 8000,
      Deluxe: 12500,
      Luxury: null,
      child: 4000,
    });
    expect(destinationPricesSchema.parse(undefined)).toBeUndefined();
    expect(destinationPricesSchema.parse(null)).toBeNull();
  });

  it('refuses negative or fractional prices', () => {
    expect(destinationPricesSchema.safeParse({ Budget: -1 }).success).toBe(false);
    expect(destinationPricesSchema.safeParse({ Luxury: 99.5 }).success).toBe(false);
    expect(destinationPricesSchema.safeParse('8000').success).toBe(false);
  });
});
