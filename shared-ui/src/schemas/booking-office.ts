// Input schemas of the booking office (docs/booking-office.md): what the forms check and the API
// re-checks. "Today" is the Asia/Kolkata day at the moment of validation.
import { z } from 'zod';

import { todayInIst } from '../domain/booking-office/calendar';
import {
  AUDIT_ENTITIES,
  BOOKING_SOURCES,
  MAX_ADULTS,
  MAX_CHILDREN,
  MANUAL_PAYMENT_METHODS,
  type BookingDetailField,
} from '../domain/booking-office/constants';
import { MAX_RUPEES } from '../domain/booking-office/money';
import { normalizeBookingReference } from '../domain/booking-office/reference';
import { HOTEL_CATEGORIES } from '../domain/constants';
import { LOCALES } from '../domain/locales';
import { EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from '../domain/rules';
import {
  emailSchema,
  isCalendarDate,
  isoDate,
  optionalText,
  phoneSchema,
  requiredText,
} from './fields';
import { BOOKING_OFFICE_MESSAGES } from './booking-office-messages';
import { gstStateCodeSchema, gstinSchema } from './gst';
import { departureBookingShape, withDepartureRules } from './travellers';

const M = BOOKING_OFFICE_MESSAGES;

const notFuture = (date: string) => date <= todayInIst();

/** A calendar day no later than today (Asia/Kolkata). */
const pastOrToday = (message: string) => isoDate(message).refine(notFuture, M.notFuture);

const rupees = (message: string = M.rupees) =>
  z
    .number({ error: message })
    .int(message)
    .refine((value) => Math.abs(value) <= MAX_RUPEES, M.rupeesMax);

const rupeesNotNegative = () =>
  rupees(M.rupeesNotNegative).refine((v) => v >= 0, M.rupeesNotNegative);

/** Empty, or an email by the contact form's rule. */
const emailOrEmpty = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .pipe(z.union([z.literal(''), emailSchema], { error: EMAIL_MESSAGE }));
const optionalEmail = emailOrEmpty.optional().default('');

const count = (min: number, max: number, message: string, maxMessage: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, maxMessage);

// Shared by the traveller's request and the admin's booking by phone or at the office. The days
// are optional here only for a departure booking (withDepartureRules requires them otherwise).
const bookingShape = {
  name: requiredText(NAME_REQUIRED_MESSAGE, 100),
  phone: phoneSchema,
  email: optionalEmail,
  destination: requiredText(M.destination, 200),
  checkIn: isoDate(M.checkIn)
    .refine((day) => day >= todayInIst(), M.checkInPast)
    .optional(),
  checkOut: isoDate(M.checkOut).optional(),
  adults: count(1, MAX_ADULTS, M.adults, M.adultsMax),
  children: count(0, MAX_CHILDREN, M.children, M.childrenMax).optional().default(0),
  category: z.enum(HOTEL_CATEGORIES, { error: M.category }),
  message: optionalText(2000),
  ...departureBookingShape,
  // GST (issue 27, docs/gst.md): the place of supply and a school's or company's GSTIN ('' none).
  stateCode: gstStateCodeSchema.optional(),
  gstin: gstinSchema.optional(),
  // The page's language (issue 29, docs/i18n.md): the traveller's messages are written in it.
  language: z.enum(LOCALES, { error: M.language }).optional(),
};

/**
 * The details PUT /api/bookings/{id} may change, each by the rule of a new booking and all
 * optional: only what is sent changes (send only the changed fields). Check-in is any real day
 * here: the server refuses a check-in moved into the past (400 under checkIn) but keeps a past
 * one that is not changed, so a trip under way can still have a name corrected.
 */
const detailsShape = {
  name: bookingShape.name.optional(),
  phone: phoneSchema.optional(),
  email: emailOrEmpty.optional(),
  destination: bookingShape.destination.optional(),
  checkIn: isoDate(M.checkIn).optional(),
  checkOut: isoDate(M.checkOut).optional(),
  adults: bookingShape.adults.optional(),
  children: count(0, MAX_CHILDREN, M.children, M.childrenMax).optional(),
  category: bookingShape.category.optional(),
  message: z.string().trim().max(2000, 'Must be at most 2000 characters.').optional(),
} satisfies Record<BookingDetailField, z.ZodType>;

type Stay = { checkIn?: string; checkOut?: string };

const checkOutNotBeforeCheckIn = (value: Stay) =>
  !value.checkIn || !value.checkOut || value.checkOut >= value.checkIn;

/** Check-out on or after check-in; checked as soon as both are real days, whatever else fails. */
const stayRule = {
  path: ['checkOut'],
  message: M.checkOutBeforeCheckIn,
  when: ({ value }: { value: unknown }) => {
    const { checkIn, checkOut } = (value ?? {}) as Partial<Record<keyof Stay, unknown>>;
    return [checkIn, checkOut].every(
      (day) => typeof day === 'string' && isCalendarDate(day.trim()),
    );
  },
};

/**
 * POST /api/bookings from the public form: SPEC's booking request plus the optional email, with
 * the date rules (check-in not before today in Asia/Kolkata, check-out not before check-in) and
 * bounds of 1-50 adults and 0-50 children (a coach-load; larger groups are arranged by phone).
 */
export const bookingRequestSchema = withDepartureRules(
  z.object(bookingShape).refine(checkOutNotBeforeCheckIn, stayRule),
);
export type BookingRequestInput = z.output<typeof bookingRequestSchema>;

/** POST /api/bookings with an admin token: a booking taken by phone or at the office. */
export const adminBookingSchema = withDepartureRules(
  z
    .object({
      ...bookingShape,
      source: z.enum(BOOKING_SOURCES, { error: M.source }),
      quotedTotal: rupeesNotNegative().nullable().optional().default(null),
    })
    .refine(checkOutNotBeforeCheckIn, stayRule),
);
export type AdminBookingInput = z.output<typeof adminBookingSchema>;

/**
 * PUT /api/bookings/{id}: SPEC's `{status}` toggle, the admin's `{quotedTotal}` (null clears it),
 * the booking's details (detailsShape), or any of them together; at least one. Check-out not
 * before check-in when both are sent (the server checks it against the stored one otherwise).
 */
export const bookingUpdateSchema = z
  .object({
    status: z.boolean({ error: 'Status must be true or false.' }).optional(),
    quotedTotal: rupeesNotNegative().nullable().optional(),
    ...detailsShape,
    // The GST facts of the booking (issue 27): its state and GSTIN ('' removes it).
    stateCode: gstStateCodeSchema.optional(),
    gstin: gstinSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    path: ['status'],
    message: M.nothingToChange,
  })
  .refine(checkOutNotBeforeCheckIn, stayRule);
export type BookingUpdateInput = z.output<typeof bookingUpdateSchema>;

const price = () => rupeesNotNegative().nullable().optional().default(null);

/**
 * A destination's numeric prices (`Destination.prices`, `DestinationPrices`): per person for each
 * hotel category and per child, whole rupees, null when unset. The destination form's `prices`
 * field: `destinationSchema` takes it as `prices: destinationPricesSchema`. Absent (undefined)
 * is not null: a PUT without `prices` keeps the stored ones (an editor that does not show them
 * must not erase them); a POST without them stores none.
 */
export const destinationPricesSchema = z
  .object(
    { Budget: price(), Deluxe: price(), Luxury: price(), child: price() },
    { error: 'Prices must be an object of whole rupees.' },
  )
  .nullable()
  .optional();

/** POST /api/bookings/{id}/hold: a later end for a provisional booking's hold. */
export const holdExtensionSchema = z.object({
  holdUntil: z.iso
    .datetime({ offset: true, error: M.holdUntil })
    .refine((instant) => Date.parse(instant) > Date.now(), M.holdUntilPast),
});
export type HoldExtensionInput = z.output<typeof holdExtensionSchema>;

/**
 * POST /api/bookings/{id}/payments: one ledger entry. A negative amount reverses a wrong entry and
 * needs a reason; `reverses` names the entry it takes back (the server checks it is one of this
 * booking's, not yet reversed, and that the amounts cancel out).
 */
export const paymentInputSchema = z
  .object({
    amount: rupees().refine((value) => value !== 0, M.amountZero),
    paidOn: pastOrToday(M.paidOn),
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: M.method }),
    reference: optionalText(100),
    reason: optionalText(500),
    reverses: z.uuid({ error: M.reverses }).nullable().optional().default(null),
  })
  .refine((value) => value.amount > 0 || value.reason.length > 0, {
    path: ['reason'],
    message: M.reversalReason,
    when: ({ value }) => {
      const { amount, reason } = (value ?? {}) as { amount?: unknown; reason?: unknown };
      return (
        typeof amount === 'number' &&
        amount < 0 &&
        (reason === undefined || typeof reason === 'string')
      );
    },
  });
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** GET /api/bookings/{id}/cancellation?on=YYYY-MM-DD: any day (a quote for a day to come too). */
export const cancellationQuoteQuerySchema = z.object({
  on: isoDate(M.cancelOn).optional(),
});

/**
 * POST /api/bookings/{id}/cancel: `on` the day the traveller asked (default today, never later);
 * `charge` required where the policy is silent (the server answers 400 under `charge` then), and
 * when given elsewhere it replaces the policy's charge.
 */
export const cancelInputSchema = z.object({
  on: pastOrToday(M.cancelOn).optional(),
  charge: rupeesNotNegative().optional(),
  reason: optionalText(1000),
});
export type CancelInput = z.output<typeof cancelInputSchema>;

/** POST /api/bookings/{id}/refund/process: the account payee cheque that pays the refund. */
export const refundProcessSchema = z.object({
  chequeNumber: z
    .string({ error: M.chequeNumber })
    .trim()
    .regex(/^\d{6}$/, M.chequeNumber),
  processedOn: pastOrToday(M.notFuture).optional(),
});
export type RefundProcessInput = z.output<typeof refundProcessSchema>;

/** POST /api/bookings/{id}/refund/confirm: the traveller has the money. */
export const refundConfirmSchema = z.object({
  confirmedOn: pastOrToday(M.notFuture).optional(),
});
export type RefundConfirmInput = z.output<typeof refundConfirmSchema>;

/** POST /api/holidays. */
export const holidayInputSchema = z.object({
  date: isoDate(M.holidayDate),
  name: requiredText(M.holidayName, 100),
});
export type HolidayInput = z.output<typeof holidayInputSchema>;

/** GET /api/bookings/status?reference=R&phone=P: the reference as typed is normalised. */
export const statusLookupSchema = z.object({
  reference: z.string({ error: M.reference }).transform((value, context) => {
    const reference = normalizeBookingReference(value);
    if (reference === null) {
      context.issues.push({ code: 'custom', message: M.reference, input: value });
      return z.NEVER;
    }
    return reference;
  }),
  phone: phoneSchema,
});

/** GET /api/audit: newest first, filtered by entity (and one entity id), paged with `before`. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: M.auditEntity }).optional(),
  entityId: z.string().trim().max(100).optional(),
  /** An entry id (`nextCursor`): digits, at most a bigint's 19. */
  before: z
    .string({ error: M.auditCursor })
    .trim()
    .regex(/^\d{1,18}$/, M.auditCursor)
    .optional(),
  limit: z.coerce
    .number({ error: M.limit })
    .int(M.limit)
    .min(1, M.limit)
    .max(200, M.limit)
    .default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/bookings?q=: reference (whole or its last digits), name, phone or email (admin). */
export const bookingsQuerySchema = z.object({
  q: z.string().trim().max(100, M.searchTooLong).optional(),
});
export type BookingsQuery = z.output<typeof bookingsQuerySchema>;

/** GET /api/bookings/money-due?days=: instalments overdue or due within `days` (default 7). */
export const moneyDueQuerySchema = z.object({
  days: z.coerce.number({ error: M.days }).int(M.days).min(0, M.days).max(90, M.days).default(7),
});

/** PUT /api/settings/booking-office: what is sent changes, the rest is kept (BookingOfficeSettings). */
export const bookingOfficeSettingsSchema = z.object({
  beforeJourneyDays: count(1, 90, M.beforeJourneyDays, M.beforeJourneyDays).optional(),
  reminderDaysBefore: count(0, 30, M.reminderDaysBefore, M.reminderDaysBefore).optional(),
  bankDetails: z.string().trim().max(500, 'Must be at most 500 characters.').optional(),
});
export type BookingOfficeSettingsInput = z.output<typeof bookingOfficeSettingsSchema>;
