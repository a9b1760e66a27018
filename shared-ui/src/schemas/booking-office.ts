// Input schemas of the booking office (docs/booking-office.md): what the forms check and the API
// re-checks. "Today" is the Asia/Kolkata day at the moment of validation.
import { z } from 'zod';

import { todayInIst } from '../domain/booking-office/calendar';
import {
  AUDIT_ENTITIES,
  BOOKING_SOURCES,
  MAX_ADULTS,
  MAX_CHILDREN,
  PAYMENT_METHODS,
} from '../domain/booking-office/constants';
import { MAX_RUPEES } from '../domain/booking-office/money';
import {
  BOOKING_REFERENCE_EXAMPLE,
  normalizeBookingReference,
} from '../domain/booking-office/reference';
import { HOTEL_CATEGORIES } from '../domain/constants';
import { EMAIL_MESSAGE, NAME_REQUIRED_MESSAGE } from '../domain/rules';
import {
  emailSchema,
  isCalendarDate,
  isoDate,
  optionalText,
  phoneSchema,
  requiredText,
} from './fields';

/** Field messages of the booking office forms; the API answers them under the same fields. */
export const BOOKING_OFFICE_MESSAGES = {
  checkIn: 'Check-in date is required.',
  checkOut: 'Check-out date is required.',
  checkInPast: 'Check-in cannot be in the past.',
  checkOutBeforeCheckIn: 'Check-out cannot be before check-in.',
  adults: 'At least one adult is required.',
  adultsMax: `At most ${MAX_ADULTS} adults.`,
  children: 'Children must be a whole number, 0 or more.',
  childrenMax: `At most ${MAX_CHILDREN} children.`,
  destination: 'Destination is required.',
  category: 'Choose a hotel category.',
  source: 'Choose where the booking came from.',
  reference: `Enter your booking reference, for example ${BOOKING_REFERENCE_EXAMPLE}.`,
  rupees: 'Enter a whole number of rupees.',
  rupeesNotNegative: 'Enter a whole number of rupees, 0 or more.',
  rupeesMax: 'That amount is too large.',
  amountZero: 'The amount cannot be zero.',
  reversalReason: 'Give the reason for this reversal.',
  reverses: 'Not a payment of this booking.',
  paidOn: 'Enter the day the money was received.',
  notFuture: 'This day cannot be in the future.',
  method: 'Choose how it was paid: UPI, bank transfer, cash or cheque.',
  holdUntil: 'Enter when the hold ends.',
  holdUntilPast: 'The hold must end in the future.',
  cancelOn: 'Enter the day the traveller asked to cancel.',
  chequeNumber: 'Enter the 6-digit cheque number.',
  holidayDate: 'Enter the date of the holiday.',
  holidayName: 'Name the holiday.',
  nothingToChange: 'Send status (true or false) or quotedTotal.',
  auditEntity: `Choose one of: ${AUDIT_ENTITIES.join(', ')}.`,
  limit: 'Choose a page size from 1 to 200.',
  auditCursor: 'Pass the nextCursor of the page before.',
} as const;

/**
 * Conflict and lookup answers of the booking office endpoints (409 and 404 `message`s), here so
 * that the API sends and the screens and tests expect the same words.
 */
export const BOOKING_OFFICE_ERRORS = {
  statusNotFound: 'No booking matches that reference and phone number.',
  paymentOnClosed: 'This booking is cancelled or released: it takes no payments.',
  reversalTooLarge: 'A reversal cannot take back more than has been received.',
  reversalAmount: 'A reversal must be the exact negative of the payment it reverses.',
  alreadyReversed: 'That payment has already been reversed.',
  closed: 'This booking is already cancelled or released.',
  completed: 'A completed trip cannot be cancelled.',
  chargeRequired:
    'Enter the cancellation charge: the policy sets none for this many days before the journey.',
  chargeAbovePrice: 'The charge cannot be more than the tour price.',
  holdNotProvisional: 'Only a provisional booking has a hold to extend.',
  holdNotLater: 'The new hold must end after the current one.',
  noRefund: 'This booking has no refund.',
  refundStep: 'The refund is not at that step.',
  holidayExists: 'That day is already a holiday.',
} as const;

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
const optionalEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .pipe(z.union([z.literal(''), emailSchema], { error: EMAIL_MESSAGE }))
  .optional()
  .default('');

const count = (min: number, max: number, message: string, maxMessage: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, maxMessage);

// Shared by the traveller's request and the admin's booking by phone or at the office.
const bookingShape = {
  name: requiredText(NAME_REQUIRED_MESSAGE, 100),
  phone: phoneSchema,
  email: optionalEmail,
  destination: requiredText(M.destination, 200),
  checkIn: isoDate(M.checkIn).refine((day) => day >= todayInIst(), M.checkInPast),
  checkOut: isoDate(M.checkOut),
  adults: count(1, MAX_ADULTS, M.adults, M.adultsMax),
  children: count(0, MAX_CHILDREN, M.children, M.childrenMax).optional().default(0),
  category: z.enum(HOTEL_CATEGORIES, { error: M.category }),
  message: optionalText(2000),
};

type Stay = { checkIn: string; checkOut: string };

const checkOutNotBeforeCheckIn = (value: Stay) => value.checkOut >= value.checkIn;

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
export const bookingRequestSchema = z
  .object(bookingShape)
  .refine(checkOutNotBeforeCheckIn, stayRule);
export type BookingRequestInput = z.output<typeof bookingRequestSchema>;

/** POST /api/bookings with an admin token: a booking taken by phone or at the office. */
export const adminBookingSchema = z
  .object({
    ...bookingShape,
    source: z.enum(BOOKING_SOURCES, { error: M.source }),
    quotedTotal: rupeesNotNegative().nullable().optional().default(null),
  })
  .refine(checkOutNotBeforeCheckIn, stayRule);
export type AdminBookingInput = z.output<typeof adminBookingSchema>;

/**
 * PUT /api/bookings/{id}: SPEC's `{status}` toggle, or the admin's `{quotedTotal}` (null clears
 * it), or both.
 */
export const bookingUpdateSchema = z
  .object({
    status: z.boolean({ error: 'Status must be true or false.' }).optional(),
    quotedTotal: rupeesNotNegative().nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.quotedTotal !== undefined, {
    path: ['status'],
    message: M.nothingToChange,
  });
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
    method: z.enum(PAYMENT_METHODS, { error: M.method }),
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
