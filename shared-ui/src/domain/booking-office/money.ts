// Money of the booking office: every amount is an integer number of rupees, shown with Indian digit
// grouping (₹1,00,000) and, on receipts, in words in the Indian system (lakh, crore).
import { BEFORE_JOURNEY_PERCENT, DEPOSIT_PERCENT, type BookingStage } from './constants';

export const RUPEE_SIGN = '₹';
/** The largest amount the forms and the API accept (₹100 crore): far above any tour. */
export const MAX_RUPEES = 1_000_000_000;

/** A whole number of rupees within the range the database stores. */
export function isRupees(value: unknown): value is number {
  return Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_RUPEES;
}

const groupings = new Map<string, Intl.NumberFormat>();

/**
 * '₹1,00,000', '₹0', '-₹500' (a reversal); fractions are rounded to the rupee. `tag`: the
 * language and digits (locales.ts numberTag: '₹১,০০,০০০' with 'bn-IN-u-nu-beng').
 */
export function formatInr(amount: number, tag = 'en-IN'): string {
  let grouping = groupings.get(tag);
  if (!grouping) {
    grouping = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    groupings.set(tag, grouping);
  }
  const text = grouping.format(Math.abs(amount));
  return `${amount <= -0.5 ? '-' : ''}${RUPEE_SIGN}${text}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Words of a positive whole number in the Indian system: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${indianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in words as receipts write it: 125000 → 'Rupees One Lakh Twenty-Five Thousand Only',
 * 0 → 'Rupees Zero Only', -500 → 'Minus Rupees Five Hundred Only'. No "and" between the parts.
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`Not a whole number of rupees: ${amount}`);
  const words = amount === 0 ? 'Zero' : indianWords(Math.abs(amount));
  return `${amount < 0 ? 'Minus ' : ''}Rupees ${words} Only`;
}

/** A percentage of an amount, rounded up to the rupee (the policy's shares are never undercharged). */
export function percentOf(amount: number, percent: number): number {
  // amount * percent is an exact integer; a non-integer quotient is at least 0.01 from the next
  // integer, so Math.ceil never rounds a floating-point error up.
  return Math.ceil((amount * percent) / 100);
}

/** The deposit that confirms a booking: 20% of the quoted total, rounded up to the rupee. */
export function depositFor(quotedTotal: number): number {
  return percentOf(quotedTotal, DEPOSIT_PERCENT);
}

/** What is still to pay of the quoted total (never negative); null while there is no quote. */
export function balanceDue(quotedTotal: number | null, received: number): number | null {
  return quotedTotal === null ? null : Math.max(0, quotedTotal - received);
}

export type NextPaymentKind = 'deposit' | 'before-journey';

export interface NextPayment {
  kind: NextPaymentKind;
  amount: number;
}

/**
 * What the traveller should pay now (the amount of the UPI request on the booking page):
 * - provisional: the rest of the deposit (20% of the quoted total);
 * - confirmed: the rest of the 60% due before the journey (deposit + a further 40%);
 * - otherwise, with no quote, or when that much is already received: nothing (null). The balance
 *   is paid on site at the start of the tour (SPEC §9), so it is never asked for here.
 */
export function nextPayment(booking: {
  stage: BookingStage;
  quotedTotal: number | null;
  received: number;
}): NextPayment | null {
  const { stage, quotedTotal, received } = booking;
  if (quotedTotal === null || quotedTotal <= 0) return null;
  const step: NextPayment | null =
    stage === 'provisional'
      ? { kind: 'deposit', amount: depositFor(quotedTotal) - received }
      : stage === 'confirmed'
        ? {
            kind: 'before-journey',
            amount: percentOf(quotedTotal, DEPOSIT_PERCENT + BEFORE_JOURNEY_PERCENT) - received,
          }
        : null;
  return step && step.amount > 0 ? step : null;
}
