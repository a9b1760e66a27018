// 'Message on WhatsApp': the prefilled texts the agency sends a traveller for each event of a
// booking, and the wa.me link that opens WhatsApp with one of them. The API's WhatsApp Cloud
// channel sends the same texts.
import type { Locale } from '../locales';
import { isValidPhone, normalizePhone } from '../rules';
import { formatDayInWords } from './calendar';
import { BEFORE_JOURNEY_PERCENT, DEPOSIT_PERCENT, type BookingStage } from './constants';
import { formatInr } from './money';
import type { Instalment } from './schedule';
import {
  TRAVELLER_TEXTS,
  fillText,
  instalmentLabelIn,
  payOnlineTextIn,
  type TravellerTextKey,
} from './traveller-texts';

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
  /** The hold's end, as the traveller should read it ('25 Nov 2026, 11:59 pm'), in the language. */
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

type Say = (key: TravellerTextKey, values?: Record<string, string | number>) => string;

/** The tour price and each instalment with its day, when the facts carry them (a quote). */
const quoteLines = (say: Say, language: Locale, facts: WhatsAppFacts) => [
  money(facts.total) && say('tourPrice', { amount: money(facts.total)! }),
  ...(facts.schedule ?? []).map((instalment) =>
    say(instalment.kind === 'on-site' ? 'scheduleOn' : 'scheduleBy', {
      label: instalmentLabelIn(language, instalment.kind),
      amount: formatInr(instalment.amount),
      day: formatDayInWords(instalment.dueOn, language),
      paid: instalment.paid ? say('paid') : '',
    }),
  ),
];

/** The online payment link first (when there is one), then the UPI link, else the bank details. */
const payLine = (say: Say, language: Locale, facts: WhatsAppFacts) =>
  lines(
    facts.online &&
      `${payOnlineTextIn(language, facts.online.amount)}${facts.online.url || facts.statusUrl ? `: ${facts.online.url ?? facts.statusUrl}` : ''}`,
    facts.upiLink
      ? say('payUpi', { upiLink: facts.upiLink })
      : facts.bankDetails && say('payBank', { bankDetails: facts.bankDetails }),
  );

/**
 * The text of one message, ready for wa.me or the Cloud API, in the booking's language (issue 29:
 * English unless told; the texts are traveller-texts.ts's).
 */
export function whatsappText(
  message: WhatsAppMessage,
  facts: WhatsAppFacts,
  language: Locale = 'en',
): string {
  const say: Say = (key, values) => fillText(TRAVELLER_TEXTS[language][key], values);
  const greeting = say('greeting', { name: facts.name });
  const trip = say('trip', {
    destination: facts.destination,
    checkIn: formatDayInWords(facts.checkIn, language),
  });
  const about = { reference: facts.reference, trip };
  const page = facts.statusUrl && say('page', { url: facts.statusUrl });
  const sign = `— ${facts.siteName}`;
  const amount = money(facts.amount);
  const dueOn = facts.dueOn && formatDayInWords(facts.dueOn, language);
  switch (message) {
    case 'received':
      return lines(
        greeting,
        say('receivedIntro', about),
        facts.holdUntil
          ? say('receivedHold', { holdUntil: facts.holdUntil, percent: DEPOSIT_PERCENT })
          : say('receivedHoldOpen', { percent: DEPOSIT_PERCENT }),
        page,
        sign,
      );
    case 'deposit-request':
      return lines(
        greeting,
        amount ? say('depositAsk', { ...about, amount }) : say('depositAskOpen', about),
        ...quoteLines(say, language, facts),
        payLine(say, language, facts),
        say('depositRest', { percent: DEPOSIT_PERCENT + BEFORE_JOURNEY_PERCENT }),
        page,
        sign,
      );
    case 'instalment-request': {
      const ask = {
        ...about,
        percent: BEFORE_JOURNEY_PERCENT,
        amount: amount ?? '',
        day: dueOn || '',
      };
      const key: TravellerTextKey = amount
        ? dueOn
          ? 'instalmentAsk'
          : 'instalmentAskNoDay'
        : dueOn
          ? 'instalmentAskNoAmount'
          : 'instalmentAskOpen';
      return lines(
        greeting,
        say(key, ask),
        ...quoteLines(say, language, facts),
        payLine(say, language, facts),
        say('balanceOnSite'),
        page,
        sign,
      );
    }
    case 'payment-received':
      return lines(
        greeting,
        say('paymentThanks', { amount: amount ?? say('yourPayment'), reference: facts.reference }),
        money(facts.received) && say('receivedToDate', { amount: money(facts.received)! }),
        money(facts.balance) && say('balance', { amount: money(facts.balance)! }),
        page,
        sign,
      );
    case 'hold-ending':
      return lines(
        greeting,
        facts.holdUntil
          ? say('holdEnds', { ...about, holdUntil: facts.holdUntil })
          : say('holdEndsSoon', about),
        amount
          ? say('holdPay', { percent: DEPOSIT_PERCENT, amount })
          : say('holdPayOpen', { percent: DEPOSIT_PERCENT }),
        payLine(say, language, facts),
        sign,
      );
    case 'confirmed':
      return lines(greeting, say('confirmed', about), page, sign);
    case 'released':
      return lines(greeting, say('released', about), say('releasedReply'), sign);
    case 'cancellation':
      return lines(
        greeting,
        say('cancelled', about),
        money(facts.charge) && say('charge', { amount: money(facts.charge)! }),
        money(facts.refund) && say('refund', { amount: money(facts.refund)! }),
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
