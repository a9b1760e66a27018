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
  instalmentLabelIn,
  payOnlineTextIn,
  type Instalment,
  type WhatsAppFacts,
  type WhatsAppMessage,
} from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, Facts, MessageParts } from './notification-email-layout';
import type { NotificationData } from './notification-outbox';
import type { Messages } from './notification-texts';

const instalmentText = ({ t, day }: Messages, instalment: Instalment) =>
  [
    t(instalment.kind === 'on-site' ? 'instalmentOn' : 'instalmentBy', {
      amount: formatInr(instalment.amount),
      day: day(instalment.dueOn),
    }),
    instalment.paid && t('paid'),
  ]
    .filter(Boolean)
    .join(' ');

/** The schedule's parts are named as the WhatsApp texts and the booking page name them. */
const instalmentLabel = ({ language }: Messages, instalment: Instalment) =>
  instalmentLabelIn(language, instalment.kind);

const scheduleFacts = (m: Messages, schedule: readonly Instalment[] = []): Facts =>
  schedule.map((instalment) => [instalmentLabel(m, instalment), instalmentText(m, instalment)]);

/** How to pay, as the email's paragraphs: online first when the agency takes payments online. */
function howToPay(m: Messages, data: NotificationData, page: MessageParts['page']): string[] {
  const online = data.payment?.online;
  const url = online?.url ?? page?.url;
  const onlineLine = online && url ? [`${payOnlineTextIn(m.language, online.amount)}: ${url}`] : [];
  return [...onlineLine, otherWays(m, data)];
}

/** The UPI id and link, else the bank details, else a call. */
function otherWays({ t }: Messages, data: NotificationData): string {
  const payment = data.payment;
  if (payment?.upiId) {
    return payment.upiLink
      ? t('payUpiLink', { upiId: payment.upiId, upiLink: payment.upiLink })
      : t('payUpi', { upiId: payment.upiId });
  }
  if (payment?.bankDetails) return t('payBank', { bankDetails: payment.bankDetails });
  return t('payCall');
}

/** The email of a quote or a reminder; null for any other event. */
export function paymentEmail(
  row: NotificationRow,
  data: NotificationData,
  parts: MessageParts,
): EmailContent | null {
  const booking = data.booking;
  if (!booking) return null;
  const { m, dear, tripFacts, page } = parts;
  const { t } = m;
  const reference = booking.reference;
  const schedule = scheduleFacts(m, data.schedule);
  const holdLine =
    booking.stage === 'provisional'
      ? t('holdUntilDeposit', {
          holdUntil: m.dateTime(booking.holdUntil),
          percent: DEPOSIT_PERCENT,
        })
      : '';
  const instalment = data.instalment;
  switch (row.event) {
    case 'quote-set': {
      if (booking.quotedTotal === null) return null;
      const total = formatInr(booking.quotedTotal);
      return {
        subject: t('quoteSubject', { reference, total }),
        heading: t('quoteHeading'),
        paragraphs: [
          dear,
          t('quoteBody', {
            reference,
            destination: booking.destination,
            checkIn: m.day(booking.checkIn),
            total,
          }),
          (data.schedule ?? [])
            .map((part) => `${instalmentLabel(m, part)}: ${instalmentText(m, part)}`)
            .join('\n'),
          ...howToPay(m, data, page),
          holdLine,
        ],
        facts: [...tripFacts, [t('tourPrice'), total], ...schedule],
        link: page,
      };
    }
    case 'instalment-due': {
      if (!instalment) return null;
      const due = {
        amount: formatInr(instalment.amount),
        day: m.day(instalment.dueOn),
        reference,
      };
      return {
        subject: t('dueSubject', due),
        heading: t('dueHeading'),
        paragraphs: [
          dear,
          t('dueBody', { ...due, label: instalmentLabel(m, instalment).toLowerCase() }),
          ...howToPay(m, data, page),
        ],
        facts: [...tripFacts, [t('receivedToDate'), formatInr(booking.received)], ...schedule],
        link: page,
      };
    }
    case 'hold-expiring': {
      const hold = {
        reference,
        holdUntil: m.dateTime(booking.holdUntil),
        percent: DEPOSIT_PERCENT,
      };
      return {
        subject: t('expiringSubject', { reference }),
        heading: t('expiringHeading'),
        paragraphs: [
          dear,
          instalment
            ? t('expiringBodyAmount', { ...hold, amount: formatInr(instalment.amount) })
            : t('expiringBody', hold),
          ...howToPay(m, data, page),
        ],
        facts: [...tripFacts, ...schedule],
        link: page,
      };
    }
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
