// Business constants of the booking office (SPEC §4 "Policy-implied booking lifecycle", §9
// "Booking policy", "Refunds"; docs/booking-office.md). Apart from domain/constants.ts because they
// ship in the @tours/shared-ui/booking-office entry, not in `domain`, which every page loads.
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';
/** A provisional booking is held until the end of this many working days after the request. */
export const HOLD_WORKING_DAYS = 2;
/** Confirmed on receipt of this share of the total tour cost (the deposit). */
export const DEPOSIT_PERCENT = 20;
/** A further share due before the journey date; the balance is paid on site. */
export const BEFORE_JOURNEY_PERCENT = 40;
/** Refunds are processed within this many working days, by account payee cheque. */
export const REFUND_WORKING_DAYS = 15;
/** Once a booking is confirmed, cancelling it costs at least this much (rupees). */
export const MIN_CANCELLATION_CHARGE = 1000;
/** Monday to Saturday (0 is Sunday, as Date#getUTCDay counts). */
export const DEFAULT_WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];
export const MAX_ADULTS = 50;
export const MAX_CHILDREN = 50;

/** SPEC §4 lifecycle; what each stage means: booking-office/stages.ts. */
export const BOOKING_STAGES = [
  // A departure booking with too few seats left waits here until seats free up (issue 26).
  'waitlisted',
  'provisional',
  'confirmed',
  'paid',
  'completed',
  'cancelled',
  'released',
] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/** An approved refund is processed (a cheque is issued), then confirmed (SPEC §4). */
export const REFUND_STATES = ['approved', 'processed', 'confirmed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const BOOKING_SOURCES = ['website', 'phone', 'office', 'whatsapp', 'email'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const PAYMENT_METHODS = ['upi', 'bank', 'cash', 'cheque', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * The methods the agency records by hand. `online` is written only by the Razorpay webhook and its
 * reconciliation (docs/payments.md): its reference is the provider's payment id.
 */
export const MANUAL_PAYMENT_METHODS = ['upi', 'bank', 'cash', 'cheque'] as const;

/**
 * How each method is named wherever a person reads it: the admin's ledger and receipt, the
 * traveller's receipt email, the booking's timeline ("Payment ₹5,000 by UPI").
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  upi: 'UPI',
  bank: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  online: 'Online (Razorpay)',
};

/** The details of a booking the admin can change after it is made (PUT /api/bookings/{id}). */
export const BOOKING_DETAIL_FIELDS = [
  'name',
  'phone',
  'email',
  'destination',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'category',
  'message',
] as const;
export type BookingDetailField = (typeof BOOKING_DETAIL_FIELDS)[number];

/** What an audit entry can be about (docs/booking-office.md, "Audit log"). */
export const AUDIT_ENTITIES = [
  'booking',
  'payment',
  'refund',
  'holiday',
  'destination',
  'popular',
  'testimonial',
  'blog',
  'contact',
  'setting',
  'media',
  'departure',
  'backup',
  'policy',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
