// 'Message on WhatsApp': the prefilled texts the agency sends a traveller for each event of a
// booking, and the wa.me link that opens WhatsApp with one of them. The API's WhatsApp Cloud
// channel sends the same texts.
import { formatDayInWords } from './calendar';
import { BEFORE_JOURNEY_PERCENT, DEPOSIT_PERCENT, type BookingStage } from './constants';
import { formatInr } from './money';
import { payOnlineText } from './online-payment';
import type { Instalment } from './schedule';
import { isValidPhone, normalizePhone } from '../rules';

/** What the WhatsApp actions offer, in the order a booking's page lists them. */
export const WHATSAPP_MESSAGES = [
  'received',
  'deposit-request',
  'instalment-request',
  'payment-received',
  'hold-ending',
  'confirmed',
  'cancellation',
  'released',
] as const;
export type WhatsAppMessage = (typeof WHATSAPP_MESSAGES)[number];

export const WHATSAPP_MESSAGE_LABELS: Record<WhatsAppMessage, string> = {
  received: 'Booking received',
  'deposit-request': 'Deposit request',
  'instalment-request': 'Instalment request',
  'payment-received': 'Payment received',
  'hold-ending': 'Hold ending',
  confirmed: 'Booking confirmed',
  cancellation: 'Cancellation',
  released: 'Booking released',
};

/**
 * The messages that fit a booking where it stands (issue 25: not 'Deposit request' on a paid
 * booking): a provisional one is told it was received, asked for the deposit (once quoted) and
 * warned of its hold's end; a confirmed one asked for the further 40% while it is owed; a payment
 * is acknowledged once there is one; a cancelled or released booking gets only its own news.
 */
export function whatsappMessagesFor(booking: {
  stage: BookingStage;
  quotedTotal: number | null;
  received: number;
}): WhatsAppMessage[] {
  const { stage, quotedTotal, received } = booking;
  const quoted = quotedTotal !== null && quotedTotal > 0;
  const paidSome = received > 0;
  const fits: Record<BookingStage, (WhatsAppMessage | false)[]> = {
    // Waiting for a seat of a full departure: told it was received, nothing to pay yet.
    waitlisted: ['received', paidSome && 'payment-received'],
    provisional: [
      'received',
      quoted && 'deposit-request',
      paidSome && 'payment-received',
      'hold-ending',
    ],
    confirmed: [paidSome && 'payment-received', 'confirmed', quoted && 'instalment-request'],
    paid: ['payment-received', 'confirmed'],
    completed: [paidSome && 'payment-received'],
    cancelled: ['cancellation'],
    released: ['released'],
  };
  return fits[stage].filter((message): message is WhatsAppMessage => message !== false);
}

/** The facts the texts are made from. */
export interface WhatsAppFacts {
  siteName: string;
  /** The traveller's name. */
  name: string;
  reference: string;
  destination: string;
  /** 'YYYY-MM-DD' */
  checkIn: string;
  /** The hold's end, as the traveller should read it ('25 Nov 2026, 11:59 pm'). */
  holdUntil?: string;
  /** The amount asked for (deposit request) or received (payment received), whole rupees. */
  amount?: number | null;
  /** The day the amount asked for falls due ('YYYY-MM-DD'), for 'instalment-request'. */
  dueOn?: string;
  /** A upi://pay link for the amount asked for; absent when the agency has no UPI id. */
  upiLink?: string | null;
  /**
   * Online payments (issue 28): 'Pay ₹8,000 online: <url>', Razorpay's link when it is made, else
   * the booking's page (statusUrl), which shows it.
   */
  online?: { amount: number; url: string | null } | null;
  /** Received to date and what is left, for 'payment received'. */
  received?: number;
  balance?: number | null;
  /** The cancellation charge and the refund, for 'cancellation'. */
  charge?: number | null;
  refund?: number | null;
  /** The traveller's booking page (…/booking-status?reference=R). */
  statusUrl?: string;
  /** The quote message (deposit or instalment request): the tour price and its schedule. */
  total?: number | null;
  schedule?: readonly Instalment[];
  /** How to pay by bank transfer, told when there is no UPI link; '' or absent: not told. */
  bankDetails?: string;
}

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');

const money = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatInr(amount) : null;

/** The tour price and each instalment with its day, when the facts carry them (a quote). */
const quoteLines = (facts: WhatsAppFacts) => [
  money(facts.total) && `Tour price: ${money(facts.total)}.`,
  ...(facts.schedule ?? []).map(
    (instalment) =>
      `${instalment.label}: ${formatInr(instalment.amount)}, ${instalment.kind === 'on-site' ? 'on' : 'by'} ${formatDayInWords(instalment.dueOn)}${instalment.paid ? ' (paid)' : ''}.`,
  ),
];

/** The online payment link first (when there is one), then the UPI link, else the bank details. */
const payLine = (facts: WhatsAppFacts) =>
  lines(
    facts.online &&
      `${payOnlineText(facts.online.amount)}${facts.online.url || facts.statusUrl ? `: ${facts.online.url ?? facts.statusUrl}` : ''}`,
    facts.upiLink
      ? `Pay by UPI: ${facts.upiLink}`
      : facts.bankDetails && `Pay by bank transfer: ${facts.bankDetails}`,
  );

/** The text of one message, ready for wa.me or the Cloud API. */
export function whatsappText(message: WhatsAppMessage, facts: WhatsAppFacts): string {
  const greeting = `Namaskar ${facts.name},`;
  const trip = `${facts.destination}, check-in ${formatDayInWords(facts.checkIn)}`;
  const page = facts.statusUrl && `Your booking: ${facts.statusUrl}`;
  const sign = `— ${facts.siteName}`;
  switch (message) {
    case 'received':
      return lines(
        greeting,
        `we have received your booking request ${facts.reference} (${trip}).`,
        `It is held for you${facts.holdUntil ? ` until ${facts.holdUntil}` : ''}; it is confirmed once ${DEPOSIT_PERCENT}% of the tour price is received.`,
        page,
        sign,
      );
    case 'deposit-request':
      return lines(
        greeting,
        `to confirm booking ${facts.reference} (${trip}), please pay the deposit${money(facts.amount) ? ` of ${money(facts.amount)}` : ''}.`,
        ...quoteLines(facts),
        payLine(facts),
        `${DEPOSIT_PERCENT + BEFORE_JOURNEY_PERCENT}% is due before the journey; the balance is paid on site.`,
        page,
        sign,
      );
    case 'instalment-request':
      return lines(
        greeting,
        `for booking ${facts.reference} (${trip}), the further ${BEFORE_JOURNEY_PERCENT}% of the tour price${money(facts.amount) ? `, ${money(facts.amount)},` : ''} is due${facts.dueOn ? ` by ${formatDayInWords(facts.dueOn)}` : ' before the journey'}.`,
        ...quoteLines(facts),
        payLine(facts),
        'The balance is paid on site at the start of the tour.',
        page,
        sign,
      );
    case 'payment-received':
      return lines(
        greeting,
        `we have received ${money(facts.amount) ?? 'your payment'} for booking ${facts.reference}. Thank you!`,
        money(facts.received) && `Received to date: ${money(facts.received)}.`,
        money(facts.balance) && `Balance: ${money(facts.balance)}.`,
        page,
        sign,
      );
    case 'hold-ending':
      return lines(
        greeting,
        `the hold on booking ${facts.reference} (${trip}) ends${facts.holdUntil ? ` on ${facts.holdUntil}` : ' soon'}.`,
        `Please pay the ${DEPOSIT_PERCENT}% deposit${money(facts.amount) ? ` (${money(facts.amount)})` : ''} to keep it.`,
        payLine(facts),
        sign,
      );
    case 'confirmed':
      return lines(
        greeting,
        `booking ${facts.reference} (${trip}) is confirmed. We look forward to your journey!`,
        page,
        sign,
      );
    case 'released':
      return lines(
        greeting,
        `the hold on booking ${facts.reference} (${trip}) has ended without a deposit, so the booking is released.`,
        'Reply to this message if you would still like to travel: we will gladly book again.',
        sign,
      );
    case 'cancellation':
      return lines(
        greeting,
        `booking ${facts.reference} (${trip}) is cancelled.`,
        money(facts.charge) && `Cancellation charge: ${money(facts.charge)}.`,
        money(facts.refund) && `Refund: ${money(facts.refund)}.`,
        page,
        sign,
      );
  }
}

/**
 * An Indian mobile number as WhatsApp wants it: digits only, with the country code 91
 * ('98300 12345' → '919830012345'); null when it is not a 10-digit number (with or without
 * +91, 91 or a leading 0).
 */
export function whatsappNumber(phone: string): string | null {
  const national = normalizePhone(phone);
  return isValidPhone(national) ? `91${national}` : null;
}

/** https://wa.me/91XXXXXXXXXX?text=… for the traveller's number; null when it is not one. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
