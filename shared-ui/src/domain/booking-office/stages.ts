// The booking stages of SPEC §4 and the one function that decides which stage a booking is in.
// The API decides with it; the sites only use it to explain (docs/booking-office.md, "Stages").
import { REFUND_STATES, type BookingStage, type RefundState } from './constants';
import { depositFor } from './money';
import type { IsoDate } from './calendar';

export const BOOKING_STAGE_LABELS: Readonly<Record<BookingStage, string>> = {
  waitlisted: 'Waitlisted',
  provisional: 'Provisional',
  confirmed: 'Confirmed',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
  released: 'Released',
};

/**
 * SPEC's boolean `status` (Pending/Confirmed in the admin table): true exactly when the stage is
 * confirmed, paid or completed.
 */
export function statusOfStage(stage: BookingStage): boolean {
  return stage === 'confirmed' || stage === 'paid' || stage === 'completed';
}

/** Cancelled and released bookings take no payment, no quote change and no status change. */
export function isClosedStage(stage: BookingStage): boolean {
  return stage === 'cancelled' || stage === 'released';
}

/** Whether a payment (or a reversal) may be recorded: not on a cancelled or released booking. */
export function acceptsPayments(stage: BookingStage): boolean {
  return !isClosedStage(stage);
}

export interface StageFacts {
  /** The stored stage before this change. */
  stage: BookingStage;
  /** The quoted total in rupees, null while the agency has not set one. */
  quotedTotal: number | null;
  /** The sum of the payment ledger (reversals included). */
  received: number;
  /** The admin confirmed the booking by hand (status toggle), whatever was paid. */
  confirmedByHand: boolean;
  checkOut: IsoDate;
  /** Today in Asia/Kolkata. */
  today: IsoDate;
}

/**
 * The stage that follows from the facts. Called after every change (payment, reversal, quote,
 * status toggle) and by the daily job; cancelling and releasing set their stage directly.
 *
 * 1. cancelled and released are final: they stay as they are. waitlisted stays too: only a freed
 *    seat (the API's promotion under the departure's lock) moves it on, never money.
 * 2. completed is final too (a late payment or reversal does not reopen a finished trip).
 * 3. From the money, with a quoted total above 0:
 *    received >= quoted total → paid; received >= 20% of it (rounded up) → confirmed.
 *    confirmedByHand → at least confirmed. Otherwise provisional. So a reversal can move a booking
 *    back (paid → confirmed → provisional) unless it was confirmed by hand.
 * 4. A confirmed or paid booking whose check-out day is before today is completed.
 */
export function stageFor(facts: StageFacts): BookingStage {
  const { stage, quotedTotal, received, confirmedByHand, checkOut, today } = facts;
  if (isClosedStage(stage) || stage === 'completed' || stage === 'waitlisted') return stage;
  const quoted = quotedTotal !== null && quotedTotal > 0 ? quotedTotal : null;
  const byMoney: BookingStage =
    quoted !== null && received >= quoted
      ? 'paid'
      : (quoted !== null && received >= depositFor(quoted)) || confirmedByHand
        ? 'confirmed'
        : 'provisional';
  return byMoney !== 'provisional' && checkOut < today ? 'completed' : byMoney;
}

export const STATUS_CHANGE_REFUSALS = {
  closed: 'A cancelled or released booking cannot change status.',
  completed: 'A completed booking cannot change status.',
  hasPayments: 'This booking has payments: reverse them or cancel the booking instead.',
  waitlisted: 'A waitlisted booking is confirmed only when a seat frees up for it.',
} as const;

export type StatusChange =
  { ok: true; stage: BookingStage; confirmedByHand: boolean } | { ok: false; reason: string };

/**
 * SPEC's `PUT /api/bookings/{id} {status}` on the stage machine. `true` confirms by hand (a
 * confirmed or paid booking stays as it is). `false` returns a booking confirmed with no money
 * received to provisional (the server then starts a new hold); a booking with payments, or one
 * that is paid, completed, cancelled or released, refuses (409 with the reason).
 */
export function changeStatus(facts: StageFacts, status: boolean): StatusChange {
  if (isClosedStage(facts.stage)) return { ok: false, reason: STATUS_CHANGE_REFUSALS.closed };
  if (facts.stage === 'completed') return { ok: false, reason: STATUS_CHANGE_REFUSALS.completed };
  if (status) {
    if (facts.stage === 'waitlisted')
      return { ok: false, reason: STATUS_CHANGE_REFUSALS.waitlisted };
    return {
      ok: true,
      stage: stageFor({ ...facts, confirmedByHand: true }),
      confirmedByHand: true,
    };
  }
  if (facts.stage === 'provisional')
    return { ok: true, stage: 'provisional', confirmedByHand: false };
  if (facts.received !== 0) return { ok: false, reason: STATUS_CHANGE_REFUSALS.hasPayments };
  return {
    ok: true,
    stage: stageFor({ ...facts, confirmedByHand: false }),
    confirmedByHand: false,
  };
}

/** The refund step that may follow `state` (approved → processed → confirmed), or null. */
export function nextRefundState(state: RefundState): RefundState | null {
  return REFUND_STATES[REFUND_STATES.indexOf(state) + 1] ?? null;
}
