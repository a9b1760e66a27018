// The payment schedule of the Terms ("Booking and Payments") and SPEC §9 "Booking policy": 20% of
// the total tour cost to confirm, a further 40% before the journey date, the balance paid on site
// at the start of the tour. The policy does not say how long before the journey the 40% falls
// due: that is an office setting (`beforeJourneyDays`, default BEFORE_JOURNEY_DUE_DAYS).
import { addDays, type IsoDate } from './calendar';
import { BEFORE_JOURNEY_PERCENT, DEPOSIT_PERCENT } from './constants';
import { depositFor, percentOf } from './money';
import { TRAVELLER_TEXTS_EN } from './traveller-texts';

/** Days before check-in the further 40% falls due, unless the office sets another number. */
export const BEFORE_JOURNEY_DUE_DAYS = 15;
/** Days before an instalment falls due that the traveller is reminded, unless the office sets another. */
export const REMINDER_DAYS_BEFORE = 3;

export const INSTALMENTS = ['deposit', 'before-journey', 'on-site'] as const;
export type InstalmentKind = (typeof INSTALMENTS)[number];

export const INSTALMENT_LABELS: Readonly<Record<InstalmentKind, string>> = {
  // In traveller-texts.ts with their Bengali and Hindi (issue 29).
  deposit: TRAVELLER_TEXTS_EN['instalment.deposit'],
  'before-journey': TRAVELLER_TEXTS_EN['instalment.before-journey'],
  'on-site': TRAVELLER_TEXTS_EN['instalment.on-site'],
};

export interface Instalment {
  kind: InstalmentKind;
  label: string;
  /** Whole rupees. */
  amount: number;
  /** The last day to pay it (Asia/Kolkata). */
  dueOn: IsoDate;
  /** Whether the money received covers it (and every instalment before it). */
  paid: boolean;
}

export interface ScheduleFacts {
  /** The quoted total in rupees; no schedule without one. */
  quotedTotal: number | null;
  /** The sum of the payment ledger. */
  received: number;
  /** When the deposit falls due: the hold's last day, or the day of the quote when none is held. */
  depositDueOn: IsoDate;
  checkIn: IsoDate;
  beforeJourneyDays?: number;
}

/**
 * The three instalments of a quoted booking, in order; [] while there is no quote. The amounts add
 * up to the quoted total: the deposit is 20% rounded up (depositFor), the first two together 60%
 * rounded up, the balance the rest. A due date is never before the one of the instalment before it
 * (a trip booked a week ahead owes the 40% with the deposit).
 */
export function paymentSchedule(facts: ScheduleFacts): Instalment[] {
  const { quotedTotal, received, depositDueOn, checkIn } = facts;
  if (quotedTotal === null || quotedTotal <= 0) return [];
  const deposit = depositFor(quotedTotal);
  const beforeJourney = percentOf(quotedTotal, DEPOSIT_PERCENT + BEFORE_JOURNEY_PERCENT);
  const beforeJourneyDue = addDays(checkIn, -(facts.beforeJourneyDays ?? BEFORE_JOURNEY_DUE_DAYS));
  const steps: [InstalmentKind, number, number, IsoDate][] = [
    ['deposit', deposit, deposit, depositDueOn],
    [
      'before-journey',
      beforeJourney - deposit,
      beforeJourney,
      beforeJourneyDue < depositDueOn ? depositDueOn : beforeJourneyDue,
    ],
    ['on-site', quotedTotal - beforeJourney, quotedTotal, checkIn],
  ];
  return steps.map(([kind, amount, upTo, dueOn]) => ({
    kind,
    label: INSTALMENT_LABELS[kind],
    amount,
    dueOn,
    paid: received >= upTo,
  }));
}

/** The first instalment not yet covered, or null when everything quoted is paid (or no quote). */
export function instalmentDue(schedule: readonly Instalment[]): Instalment | null {
  return schedule.find((instalment) => !instalment.paid) ?? null;
}
