// Cancellation charges of SPEC §9 as one table, and the quote the admin, the API and the public
// calculator on the Refund Policy page all compute with (docs/booking-office.md, "Cancellation").
import { MIN_CANCELLATION_CHARGE, type BookingStage } from './constants';
import { daysBetween, type IsoDate } from './calendar';
import { percentOf } from './money';
import { statusOfStage } from './stages';

export type CancellationCharge =
  | { kind: 'fixed'; rupees: number }
  | { kind: 'percent'; percent: number }
  /** Within 72 hours: the whole tour price, no refund. */
  | { kind: 'whole' }
  /** The policy says nothing: the admin enters the charge. */
  | { kind: 'unset' };

export interface CancellationRule {
  id: string;
  /** Days before the journey this band covers, both inclusive; null is open-ended. */
  minDays: number | null;
  maxDays: number | null;
  charge: CancellationCharge;
  /** The rule in words, as the admin and the traveller read it. */
  text: string;
}

/** A band charging a share of the tour price, 'min to max' days before the journey. */
function percentBand(minDays: number, maxDays: number, percent: number): CancellationRule {
  return {
    id: `${minDays}-${maxDays}`,
    minDays,
    maxDays,
    charge: { kind: 'percent', percent },
    // SPEC §9 names each band from the journey backwards: '30 to 25 days'.
    text: `${maxDays} to ${minDays} days before the journey: ${percent}% of the tour price`,
  };
}

/**
 * SPEC §9, from the journey backwards. Days are Asia/Kolkata calendar days from the day the
 * traveller asked to the check-in day. "Within 72 hours" is read as 3 days or less, a day asked on
 * or after the check-in day included. The policy names no charge for 31 to 60 days.
 */
export const CANCELLATION_RULES: readonly CancellationRule[] = [
  {
    id: 'over-90',
    minDays: 91,
    maxDays: null,
    charge: { kind: 'fixed', rupees: 1500 },
    text: 'More than 90 days before the journey: ₹1,500',
  },
  {
    id: '61-90',
    minDays: 61,
    maxDays: 90,
    charge: { kind: 'fixed', rupees: 2000 },
    text: '61 to 90 days before the journey: ₹2,000',
  },
  {
    id: '31-60',
    minDays: 31,
    maxDays: 60,
    charge: { kind: 'unset' },
    text: '31 to 60 days before the journey: the policy sets no charge, so the agency decides it',
  },
  percentBand(25, 30, 40),
  percentBand(20, 24, 50),
  percentBand(15, 19, 60),
  percentBand(10, 14, 70),
  percentBand(6, 9, 85),
  percentBand(4, 5, 90),
  {
    id: 'within-72-hours',
    minDays: null,
    maxDays: 3,
    charge: { kind: 'whole' },
    text: 'Within 72 hours of the journey (3 days or less): no refund',
  },
];

export const CANCELLATION_TEXTS = {
  provisional: 'A provisional booking costs nothing to cancel.',
  minimum: 'at least ₹1,000 once the booking is confirmed',
  atMostPrice: 'at most the tour price',
  noPrice: 'no quoted total yet, so the agency enters the charge',
} as const;

/** The band of the table that covers a number of days before the journey. */
export function cancellationRuleFor(daysBefore: number): CancellationRule {
  const rule = CANCELLATION_RULES.find(
    ({ minDays, maxDays }) =>
      (minDays === null || daysBefore >= minDays) && (maxDays === null || daysBefore <= maxDays),
  );
  // The table covers every whole number; a gap would be a defect in the table above.
  if (!rule) throw new RangeError(`No cancellation rule for ${daysBefore} days.`);
  return rule;
}

export interface CancellationQuoteInput {
  /** The check-in day. */
  journeyDate: IsoDate;
  /** The day the traveller asked to cancel (Asia/Kolkata). */
  on: IsoDate;
  /** The tour price (the quoted total); null while there is none. */
  tourPrice: number | null;
  /** What has been received so far. */
  received: number;
  stage: BookingStage;
}

export interface CancellationQuote {
  daysBefore: number;
  /** Null when the policy (or a missing tour price) leaves the charge to the agency. */
  charge: number | null;
  /** What the agency pays back: received minus the charge, never below 0; null with the charge. */
  refund: number | null;
  /** The rule applied, in words. */
  rule: string;
  /** The band's id, or 'provisional'. */
  ruleId: string;
}

/** What goes back to the traveller: received minus the charge, never below 0. */
export function refundFor(received: number, charge: number): number {
  return Math.max(0, received - charge);
}

/**
 * The charge and refund of cancelling on `on`.
 * - A booking not (yet) confirmed — provisional, or any stage whose SPEC status is false — costs
 *   nothing: charge 0, refund = received.
 * - Otherwise the band of CANCELLATION_RULES for the days before the journey: a fixed amount, a
 *   percentage of the tour price rounded up to the rupee, or the whole tour price; then at least
 *   ₹1,000 and at most the tour price (the cap wins for a tour cheaper than ₹1,000).
 * - The 31-60 day band, and a percentage or whole-price band with no tour price, give charge and
 *   refund null: the admin enters the charge.
 * The public calculator passes received = tour price and stage 'confirmed'.
 */
export function quoteCancellation(input: CancellationQuoteInput): CancellationQuote {
  const { journeyDate, on, tourPrice, received, stage } = input;
  const daysBefore = daysBetween(on, journeyDate);
  if (!statusOfStage(stage)) {
    return {
      daysBefore,
      charge: 0,
      refund: refundFor(received, 0),
      rule: CANCELLATION_TEXTS.provisional,
      ruleId: 'provisional',
    };
  }
  const band = cancellationRuleFor(daysBefore);
  const unset = (why?: string): CancellationQuote => ({
    daysBefore,
    charge: null,
    refund: null,
    rule: why ? `${band.text}; ${why}` : band.text,
    ruleId: band.id,
  });
  const { charge } = band;
  if (charge.kind === 'unset') return unset();
  if (charge.kind !== 'fixed' && tourPrice === null) return unset(CANCELLATION_TEXTS.noPrice);

  const byBand =
    charge.kind === 'fixed'
      ? charge.rupees
      : charge.kind === 'percent'
        ? percentOf(tourPrice ?? 0, charge.percent)
        : (tourPrice ?? 0);
  const notes: string[] = [];
  let amount = byBand;
  if (amount < MIN_CANCELLATION_CHARGE) {
    amount = MIN_CANCELLATION_CHARGE;
    notes.push(CANCELLATION_TEXTS.minimum);
  }
  if (tourPrice !== null && amount > tourPrice) {
    amount = tourPrice;
    notes.push(CANCELLATION_TEXTS.atMostPrice);
  }
  return {
    daysBefore,
    charge: amount,
    refund: refundFor(received, amount),
    rule: [band.text, ...notes].join('; '),
    ruleId: band.id,
  };
}
