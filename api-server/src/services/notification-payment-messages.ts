// What the traveller is told about paying (issue 25): the quote message when the quoted total is
// set or changed ('quote-set'), the reminder of an instalment that falls due ('instalment-due')
// and of a hold that ends today without the deposit ('hold-expiring'). Each says the amount, the
// schedule and how to pay: the UPI id and link (the QR code to scan is on the booking page) when
// AGENCY_UPI_ID is set, the office's bank details otherwise. The layout is the one of every email
// (notification-email-layout.ts); the WhatsApp texts are shared-ui's deposit and instalment
// requests and hold-ending text, with the schedule.
import {
  DEPOSIT_PERCENT,
  formatInr,
  instalmentDue,
  payOnlineText,
  type Instalment,
  type WhatsAppFacts,
  type WhatsAppMessage,
} from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, Facts } from './notification-email-layout';
import { dayText, istDateTime } from './notification-messages';
import type { NotificationData } from './notification-outbox';

/** What the other messages' content already worked out for this row. */
export interface MessageParts {
  dear: string;
  tripFacts: Facts;
  page: { label: string; url: string } | null;
}

const instalmentText = (instalment: Instalment) =>
  `${formatInr(instalment.amount)} ${instalment.kind === 'on-site' ? 'on' : 'by'} ${dayText(instalment.dueOn)}${instalment.paid ? ' (paid)' : ''}`;

const scheduleFacts = (schedule: readonly Instalment[] = []): Facts =>
  schedule.map((instalment) => [instalment.label, instalmentText(instalment)]);

/** How to pay, as the email's paragraphs: online first when the agency takes payments online. */
function howToPay(data: NotificationData, page: MessageParts['page']): string[] {
  const payment = data.payment;
  const online = payment?.online;
  const url = online?.url ?? page?.url;
  const onlineLine = online && url ? [`${payOnlineText(online.amount)}: ${url}`] : [];
  return [...onlineLine, ...otherWays(data)];
}

/** The UPI id and link, else the bank details, else a call. */
function otherWays(data: NotificationData): string[] {
  const payment = data.payment;
  if (payment?.upiId) {
    return [
      `Pay by UPI to ${payment.upiId}${payment.upiLink ? ` (from your phone: ${payment.upiLink})` : ''}. The QR code to scan is on your booking page.`,
    ];
  }
  if (payment?.bankDetails) return [`Pay by bank transfer:\n${payment.bankDetails}`];
  return ['Call or write to us and we will tell you how to pay.'];
}

/** The email of a quote or a reminder; null for any other event. */
export function paymentEmail(
  row: NotificationRow,
  data: NotificationData,
  parts: MessageParts,
): EmailContent | null {
  const booking = data.booking;
  if (!booking) return null;
  const { dear, tripFacts, page } = parts;
  const schedule = scheduleFacts(data.schedule);
  const holdLine =
    booking.stage === 'provisional'
      ? `We hold the booking for you until ${istDateTime(booking.holdUntil)}; it is confirmed once the ${DEPOSIT_PERCENT}% deposit is received.`
      : '';
  const instalment = data.instalment;
  switch (row.event) {
    case 'quote-set':
      if (booking.quotedTotal === null) return null;
      return {
        subject: `Your tour price for ${booking.reference}: ${formatInr(booking.quotedTotal)}`,
        heading: 'Your tour price and payment schedule',
        paragraphs: [
          dear,
          `The tour price of booking ${booking.reference} (${booking.destination}, check-in ${dayText(booking.checkIn)}) is ${formatInr(booking.quotedTotal)}. It is paid in three parts, as our Terms say:`,
          (data.schedule ?? []).map((part) => `${part.label}: ${instalmentText(part)}`).join('\n'),
          ...howToPay(data, page),
          holdLine,
        ],
        facts: [...tripFacts, ['Tour price', formatInr(booking.quotedTotal)], ...schedule],
        link: page,
      };
    case 'instalment-due':
      if (!instalment) return null;
      return {
        subject: `Payment reminder: ${formatInr(instalment.amount)} due by ${dayText(instalment.dueOn)} for ${booking.reference}`,
        heading: 'A payment falls due soon',
        paragraphs: [
          dear,
          `This is a reminder that ${formatInr(instalment.amount)} (${instalment.label.toLowerCase()}) of booking ${booking.reference} is due by ${dayText(instalment.dueOn)}.`,
          ...howToPay(data, page),
        ],
        facts: [...tripFacts, ['Received to date', formatInr(booking.received)], ...schedule],
        link: page,
      };
    case 'hold-expiring':
      return {
        subject: `Your booking hold ends today: ${booking.reference}`,
        heading: 'Your booking hold ends today',
        paragraphs: [
          dear,
          `The hold on booking ${booking.reference} ends at ${istDateTime(booking.holdUntil)}. Please pay the ${DEPOSIT_PERCENT}% deposit${instalment ? ` of ${formatInr(instalment.amount)}` : ''} to keep it; after that the booking is released.`,
          ...howToPay(data, page),
        ],
        facts: [...tripFacts, ...schedule],
        link: page,
      };
    default:
      return null;
  }
}

/** The WhatsApp message of a quote or a reminder, and the facts it adds; null for others. */
export function paymentWhatsApp(
  row: NotificationRow,
  data: NotificationData,
): { message: WhatsAppMessage; facts: Partial<WhatsAppFacts> } | null {
  const asked =
    row.event === 'quote-set' ? instalmentDue(data.schedule ?? []) : (data.instalment ?? null);
  const facts: Partial<WhatsAppFacts> = {
    amount: asked?.amount ?? null,
    dueOn: asked?.dueOn,
    upiLink: data.payment?.upiLink ?? null,
    online: data.payment?.online ?? null,
    bankDetails: data.payment?.bankDetails ?? '',
  };
  switch (row.event) {
    case 'quote-set':
      return {
        message: asked?.kind === 'deposit' || !asked ? 'deposit-request' : 'instalment-request',
        facts: { ...facts, total: data.booking?.quotedTotal ?? null, schedule: data.schedule },
      };
    case 'instalment-due':
      return {
        message: asked?.kind === 'deposit' ? 'deposit-request' : 'instalment-request',
        facts,
      };
    case 'hold-expiring':
      return { message: 'hold-ending', facts };
    default:
      return null;
  }
}
