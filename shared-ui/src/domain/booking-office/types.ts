// What the booking office endpoints answer (docs/booking-office.md): JSON field names as sent,
// amounts in integer rupees, days as 'YYYY-MM-DD' (Asia/Kolkata), instants as ISO strings in UTC.
import type { HotelCategory } from '../constants';
import type { Locale } from '../locales';
import type { GstDocumentSummary } from '../gst/view';
import type { BookedTraveller } from '../trips';
import type { Booking } from '../types';
import type { IsoDate } from './calendar';
import type { OnlinePaymentOffer } from './online-payment';
import type { AuditEntity, BookingStage, PaymentMethod, RefundState } from './constants';
import type { NextPayment } from './money';
import type { Instalment, InstalmentKind } from './schedule';

/** The booking office fields of Booking that every booking office answer carries. */
export type BookingOfficeField =
  | 'reference'
  | 'stage'
  | 'holdUntil'
  | 'quotedTotal'
  | 'received'
  | 'due'
  | 'source'
  | 'email'
  | 'confirmedByHand';

/** A booking as GET /api/bookings and POST /api/bookings answer it once the office is live. */
export type BookingRecord = Booking &
  Required<Pick<Booking, BookingOfficeField>> & {
    /**
     * Whether DELETE /api/bookings/{id} would erase it: only a provisional request with no ledger
     * entry (spam, a duplicate); any other answers 409 BOOKING_OFFICE_ERRORS.deleteRefused.
     */
    deletable: boolean;
    /** The dated departure it books seats on (issue 26), or null for a tailor-made trip. */
    departureId: string | null;
    /** One of the departure's pickup points; '' when none. */
    pickupPoint: string;
    /** One per adult and child, the person booking first; [] for a tailor-made request. */
    travellers: BookedTraveller[];
    /** 1 for the next to get a seat; null unless the stage is waitlisted. */
    waitlistPosition: number | null;
    /** The traveller's GST state code, the place of supply (docs/gst.md); default the agency's. */
    stateCode: string;
    /** The traveller's GSTIN (a school, a company); '' for none. */
    gstin: string;
    /**
     * The language it was made in (issue 29): the public site's page language, 'en' for a
     * booking the admin took; the traveller's emails and WhatsApp texts are written in it.
     */
    language: Locale;
  };

/** Who did an admin write: the Firebase user (email null for a user with none, admin by claim). */
export interface Actor {
  uid: string;
  email: string | null;
}

/** One entry of a booking's payment ledger. Entries are never edited or deleted. */
export interface Payment {
  id: string;
  bookingId: string;
  /** 1, 2, 3 ... within the booking: the receipt number is `${reference}/${number}`. */
  number: number;
  /** Rupees; negative for a reversal of a wrong entry. */
  amount: number;
  paidOn: IsoDate;
  method: PaymentMethod;
  /** The UPI transaction id, bank reference or cheque number; '' for cash. */
  reference: string;
  /** Why (required for a reversal); '' otherwise. */
  reason: string;
  /** The id of the entry this one reverses, or null. */
  reverses: string | null;
  recordedBy: Actor;
  createdAt: string;
}

/** A recorded cancellation: the quote at the time, or the charge the admin entered. */
export interface Cancellation {
  /** The day the traveller asked. */
  on: IsoDate;
  daysBefore: number;
  charge: number;
  refund: number;
  rule: string;
  ruleId: string;
  /** The admin entered the charge (the policy was silent, or they set another one). */
  chargeByHand: boolean;
  /** The traveller's reason, as they gave it; '' when none. */
  reason: string;
  recordedBy: Actor;
  createdAt: string;
}

/** The refund due after a cancellation, paid by account payee cheque (SPEC §9), or through
 * Razorpay where the money came online (issue 28). */
export interface Refund {
  state: RefundState;
  amount: number;
  /** 15 working days after approval (Asia/Kolkata, the agency's calendar). */
  deadline: IsoDate;
  approvedAt: string;
  chequeNumber: string | null;
  /** Razorpay's refund id (rfnd_...) when it was paid back online; then no cheque. */
  onlineRefundId: string | null;
  processedOn: IsoDate | null;
  confirmedOn: IsoDate | null;
}

export type BookingEventType =
  | 'created'
  | 'details-changed'
  | 'quote-set'
  | 'hold-extended'
  | 'status-changed'
  | 'payment'
  | 'reversal'
  | 'stage-changed'
  | 'released'
  | 'completed'
  | 'cancelled'
  | 'refund-processed'
  | 'refund-confirmed'
  /** The agency was told that a hold ends within 24 hours with no deposit (the job, once). */
  | 'hold-ending'
  /** A seat freed up on its departure: waitlisted → provisional with a fresh hold (issue 26). */
  | 'waitlist-promoted'
  /** The company cancelled its departure and the booking moved to another one (issue 26). */
  | 'departure-moved';

/** One line of a booking's timeline, oldest first. */
export interface BookingEvent {
  id: string;
  type: BookingEventType;
  at: string;
  /** Null when the traveller (website) or the daily job did it. */
  actor: Actor | null;
  /** The stage after the event. */
  stage: BookingStage;
  /** One line, e.g. 'Payment ₹5,000 by UPI (T2611230001)'. */
  summary: string;
}

/** GET /api/bookings/{id} (admin); also the answer of PUT /api/bookings/{id}. */
export interface BookingDetail extends BookingRecord {
  /** The Terms' instalments (paymentSchedule); [] while there is no quote. */
  schedule: Instalment[];
  payments: Payment[];
  cancellation: Cancellation | null;
  refund: Refund | null;
  timeline: BookingEvent[];
  /** Its GST documents (receipt vouchers, tax invoices, refund vouchers), oldest first. */
  documents: GstDocumentSummary[];
}

/** 201 answer of POST /api/bookings/{id}/payments. */
export interface PaymentResult {
  payment: Payment;
  booking: BookingDetail;
}

/**
 * GET /api/bookings/status (public): the trip as the traveller asked for it and where it stands.
 * No name, phone, email or message: only what the reference and phone number already reveal.
 */
export interface BookingStatusView {
  reference: string;
  destination: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
  category: HotelCategory;
  stage: BookingStage;
  holdUntil: string;
  quotedTotal: number | null;
  received: number;
  due: number | null;
  /** What to pay now (deposit, then the share before the journey); the UPI request's amount. */
  nextPayment: NextPayment | null;
  /**
   * The Razorpay payment link of that instalment (issue 28, docs/payments.md): its amount in whole
   * rupees and Razorpay's page. Null when online payments are off or no link is ready yet.
   */
  onlinePayment?: OnlinePaymentOffer | null;
  /** The Terms' instalments (paymentSchedule); [] while there is no quote. */
  schedule: Instalment[];
  refund: Pick<Refund, 'state' | 'amount' | 'deadline'> | null;
  /** The departure's dates when it books one (then checkIn/checkOut are the same days). */
  departure: { startDate: IsoDate; endDate: IsoDate } | null;
  pickupPoint: string;
  travellers: BookedTraveller[];
  waitlistPosition: number | null;
  /** Its issued GST documents, oldest first (a PDF each: /api/bookings/status/documents/{id}/pdf). */
  documents: GstDocumentSummary[];
}

/** A holiday of the agency's calendar (not a working day). */
export interface Holiday {
  date: IsoDate;
  name: string;
  /** 'seed': West Bengal public holiday from date-holidays; 'admin': added by hand. */
  source: 'seed' | 'admin';
}

/** GET /api/calendar (admin): what holds and refund deadlines are counted with. */
export interface AgencyCalendar {
  /** 0 Sunday ... 6 Saturday. */
  workingWeekdays: number[];
  holidays: Holiday[];
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'quote'
  | 'extend-hold'
  | 'payment'
  | 'reversal'
  | 'cancel'
  | 'refund-process'
  | 'refund-confirm'
  /** A GST document cancelled with a reason, and a new one issued in its place (issue 27). */
  | 'document-cancel'
  | 'document-reissue';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** An append-only record of one admin write. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: Actor;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  /** One line, e.g. 'Payment ₹5,000 on SPT-2611-0042'. */
  summary: string;
  /** Each changed field with its value before (null on create) and after (null on delete). */
  changes: Record<string, { from: JsonValue; to: JsonValue }>;
}

/** GET /api/audit (admin): newest first, one page. */
export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /api/dashboard (admin): today's work. */
export interface DashboardSummary {
  /** Today in Asia/Kolkata. */
  today: IsoDate;
  holdsExpiringToday: BookingRecord[];
  holdsExpiringTomorrow: BookingRecord[];
  /** Provisional and confirmed bookings with no quoted total. */
  awaitingQuote: BookingRecord[];
  /** Money received: ledger entries with paidOn in this Asia/Kolkata month (reversals negative). */
  depositsThisMonth: { count: number; amount: number };
  /** Confirmed or paid bookings with check-in from today to today + 30 days. */
  tripsNext30Days: BookingRecord[];
  /** The rows of GET /api/bookings/money-due (7 days ahead), counted and summed. */
  moneyDue: { count: number; amount: number };
}

/**
 * GET /api/bookings/money-due?days=7 (admin): one row per unpaid instalment (deposit or the share
 * before the journey) of a provisional or confirmed booking that is overdue or falls due within
 * `days`; overdue first, then by due date.
 */
export interface MoneyDueRow {
  /** The booking's id. */
  _id: string;
  reference: string;
  name: string;
  phone: string;
  destination: string;
  /** For the reminder's text ('Darjeeling, check-in 20 December 2026'). */
  checkIn: IsoDate;
  kind: Exclude<InstalmentKind, 'on-site'>;
  /** What is still owed of this instalment (its amount less what was received towards it). */
  amount: number;
  dueOn: IsoDate;
  /** dueOn is before today (Asia/Kolkata). */
  overdue: boolean;
}

/** GET/PUT /api/settings/booking-office (admin): the office's own numbers, audited. */
export interface BookingOfficeSettings {
  /** Days before check-in the further 40% falls due (1-90, default BEFORE_JOURNEY_DUE_DAYS). */
  beforeJourneyDays: number;
  /** Days before an instalment's due date the traveller is reminded (0-30, default 3). */
  reminderDaysBefore: number;
  /**
   * How to pay by bank transfer (account name, number, IFSC), told in the quote message when no
   * AGENCY_UPI_ID is set; '' when the agency has given none.
   */
  bankDetails: string;
}
