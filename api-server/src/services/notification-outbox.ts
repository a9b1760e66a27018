// What a transaction's events call for (issue 14): the outbox rows written in that same
// transaction, so a change and its notifications are stored together or not at all. The
// transaction helper runs `write` after every piece of work (plugins/notifications.ts), so no route
// can forget it. A row holds a snapshot of the facts (`data`): the message says what was true when
// it happened, however late it is sent.
import { randomUUID } from 'node:crypto';

import {
  buildUpiLink,
  instalmentDue,
  paymentReceipt,
  whatsappNumber,
  type BookingRecord,
  type Cancellation,
  type Instalment,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationEvent,
  type PaymentReceipt,
} from '@tours/shared-ui/booking-office';
import type { ContactMessage } from '@tours/shared-ui/domain';

import type { NewNotificationRow } from '../db/schema';
import { toContactMessage } from '../repositories/contact-messages-repository';
import { toBooking } from '../repositories/bookings-repository';
import type { Repositories, WrittenEvent } from '../repositories/create-repositories';
import { detailOf } from './booking-office/steps';
import { documentsToAttach, isDocumentEmail } from './notification-attachments';
import { scheduleOf } from './booking-office/schedule';
import { liveLinkUrl } from './online-payments/links';
import { officeSettings } from './booking-office/settings';

/** How the traveller can pay: told by the quote message and the reminders. */
export interface HowToPay {
  /** AGENCY_UPI_ID, or null when the agency has none. */
  upiId: string | null;
  /** upi://pay for the amount asked now (the instalment due), or null without a UPI id. */
  upiLink: string | null;
  /** The office's bank-details setting ('' when none): told when there is no UPI id. */
  bankDetails: string;
  /**
   * With online payments (issue 28): the amount asked now and Razorpay's link of it when it is
   * made already (a reminder), else null: the message links the booking's page, which shows it.
   */
  online?: { amount: number; url: string | null } | null;
}

/** The facts a message is rendered from (`notifications.data`). */
export interface NotificationData {
  booking?: BookingRecord;
  /** Payment emails: the receipt of the entry just recorded. */
  receipt?: PaymentReceipt;
  cancellation?: Cancellation;
  contact?: ContactMessage;
  /** The quote message and the reminders: the payment schedule when it was written. */
  schedule?: Instalment[];
  /** A reminder: the instalment that falls due, its amount what is still owed of it. */
  instalment?: Instalment;
  payment?: HowToPay;
  /** The tax documents the email attaches (issue 27; notification-attachments.ts). */
  gstDocumentIds?: string[];
  /** 'refund-paid': the refund as the cheque paid it. */
  refund?: {
    amount: number;
    chequeNumber: string | null;
    onlineRefundId: string | null;
    processedOn: string | null;
  };
  /** A backup or its drill that failed (plugins/backups.ts). */
  backup?: { trigger: string; error: string; at: string };
}

export interface OutboxSettings {
  /** AGENCY_NOTIFY_EMAIL: the agency's addresses; none = the agency gets no email. */
  agencyEmails: readonly string[];
  /** Email is written only when there is an SMTP server to send it (SMTP_URL). */
  email: boolean;
  /** WhatsApp Cloud API configured (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID). */
  whatsapp: boolean;
  /** The domain of the Message-IDs (MAIL_FROM's). */
  messageIdDomain: string;
  /** AGENCY_UPI_ID: the payee of the UPI links in the quote message and reminders. */
  upiId?: string | null;
  /** The payee's name on those links (SITE_NAME). */
  payeeName?: string;
  /** Razorpay is set up (issue 28): the quote and reminders say 'Pay ₹8,000 online'. */
  onlinePayments?: boolean;
}

/** Who hears of an event: the agency, the traveller, or both. */
const AUDIENCES: Record<NotificationEvent, readonly NotificationAudience[]> = {
  'booking-created': ['agency', 'traveller'],
  'contact-message': ['agency'],
  'hold-ending': ['agency'],
  'payment-recorded': ['traveller'],
  'booking-confirmed': ['traveller'],
  'booking-cancelled': ['traveller'],
  'booking-released': ['traveller'],
  'quote-set': ['traveller'],
  'instalment-due': ['traveller'],
  'hold-expiring': ['traveller'],
  'waitlist-promoted': ['traveller'],
  'departure-moved': ['traveller'],
  'refund-paid': ['traveller'],
  'invoice-issued': ['traveller'],
  // Written by the backups plugin itself, not by a transaction's events.
  'backup-failed': ['agency'],
};

/** The booking events that are told, and as what. */
function eventOf(written: WrittenEvent): NotificationEvent | null {
  if (written.kind === 'contact') return 'contact-message';
  if (written.kind === 'reminder') {
    return written.about === 'hold-expiring' ? 'hold-expiring' : 'instalment-due';
  }
  switch (written.type) {
    case 'created':
      return 'booking-created';
    case 'hold-ending':
      return 'hold-ending';
    case 'payment':
      return 'payment-recorded';
    case 'cancelled':
      return 'booking-cancelled';
    case 'released':
      return 'booking-released';
    case 'quote-set':
      return 'quote-set';
    case 'waitlist-promoted':
      return 'waitlist-promoted';
    case 'departure-moved':
      return 'departure-moved';
    case 'refund-processed':
      return 'refund-paid';
    case 'stage-changed':
      if (written.stage === 'completed') return 'invoice-issued';
      return written.stage === 'confirmed' ? 'booking-confirmed' : null;
    default:
      return null;
  }
}

export function createNotificationOutbox(settings: OutboxSettings) {
  const messageId = () => `<${randomUUID()}@${settings.messageIdDomain}>`;

  /** The addresses (or number) of each channel for one audience. */
  function recipients(
    audience: NotificationAudience,
    data: NotificationData,
  ): [NotificationChannel, string][] {
    const found: [NotificationChannel, string][] = [];
    if (audience === 'agency') {
      if (settings.email && settings.agencyEmails.length > 0) {
        found.push(['email', settings.agencyEmails.join(', ')]);
      }
      return found;
    }
    const booking = data.booking;
    if (!booking) return found;
    if (settings.email && booking.email) found.push(['email', booking.email]);
    const number = settings.whatsapp ? whatsappNumber(booking.phone) : null;
    if (number) found.push(['whatsapp', number]);
    return found;
  }

  /** The snapshot of the facts an event's message needs. */
  async function dataOf(
    repositories: Repositories,
    written: WrittenEvent,
    event: NotificationEvent,
  ): Promise<NotificationData | null> {
    if (written.kind === 'contact') {
      const row = await repositories.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', written.contactMessageId)
        .executeTakeFirst();
      return row ? { contact: toContactMessage(row) } : null;
    }
    const row = await repositories.bookings.findRow(written.bookingId);
    if (!row) return null;
    const data: NotificationData = { booking: toBooking(row) };
    if (event === 'quote-set' && row.quoted_total === null) return null; // a quote cleared
    if (event === 'quote-set' || written.kind === 'reminder') {
      const office = await officeSettings.get(repositories);
      data.schedule = scheduleOf(row, office.beforeJourneyDays);
      if (written.kind === 'reminder' && written.instalment) data.instalment = written.instalment;
      const asked = data.instalment ?? instalmentDue(data.schedule);
      const upiId = settings.upiId?.trim() || null;
      data.payment = {
        upiId,
        upiLink: asked
          ? buildUpiLink({
              payeeId: upiId,
              payeeName: settings.payeeName ?? '',
              amount: asked.amount,
              reference: row.reference,
            })
          : null,
        bankDetails: office.bankDetails,
        online:
          settings.onlinePayments && asked && asked.kind !== 'on-site'
            ? {
                amount: asked.amount,
                url: await liveLinkUrl(repositories, row.id, asked.kind, asked.amount),
              }
            : null,
      };
    }
    if (event === 'refund-paid') {
      const refund = await repositories.refunds.ofBooking(row.id);
      if (refund) {
        const { amount, chequeNumber, onlineRefundId, processedOn } = refund;
        data.refund = { amount, chequeNumber, onlineRefundId, processedOn };
      }
    }
    if (event === 'payment-recorded' || event === 'booking-cancelled') {
      const detail = await detailOf(repositories, row);
      const last = detail.payments.at(-1);
      if (event === 'payment-recorded' && last) {
        data.receipt = paymentReceipt(detail, last.id) ?? undefined;
      }
      if (event === 'booking-cancelled' && detail.cancellation) {
        data.cancellation = detail.cancellation;
      }
    }
    return data;
  }

  return {
    settings,

    /**
     * Writes the notification rows the transaction's events call for (those turned on in the
     * settings), in that transaction. Answers how many.
     */
    async write(repositories: Repositories, now = new Date()): Promise<number> {
      const rows: NewNotificationRow[] = [];
      for (const written of repositories.written) {
        const event = eventOf(written);
        if (!event) continue;
        const bookingId = written.kind === 'contact' ? null : written.bookingId;
        // Told once: a paid booking that a reversal takes back to confirmed is not re-announced.
        if (
          event === 'booking-confirmed' &&
          bookingId &&
          (await repositories.notifications.wasWritten(bookingId, event))
        ) {
          continue;
        }
        const enabled = await repositories.notifications.enabledChannels(event);
        if (enabled.size === 0) continue;
        const data = await dataOf(repositories, written, event);
        if (!data) continue;
        const paymentId = data.receipt?.payment.id ?? null;
        const documents = await documentsToAttach(repositories, event, bookingId, paymentId);
        if (documents.length > 0) data.gstDocumentIds = documents;
        else if (isDocumentEmail(event)) continue; // GST off: nothing to send
        for (const audience of AUDIENCES[event]) {
          for (const [channel, recipient] of recipients(audience, data)) {
            if (!enabled.has(channel)) continue;
            if (channel !== 'email' && isDocumentEmail(event)) continue; // a PDF needs an email
            rows.push({
              event,
              channel,
              audience,
              recipient,
              booking_id: bookingId,
              contact_message_id: written.kind === 'contact' ? written.contactMessageId : null,
              data: JSON.stringify(data),
              message_id: messageId(),
              next_attempt_at: now.toISOString(),
            });
          }
        }
      }
      await repositories.notifications.insert(rows);
      return rows.length;
    },
  };
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;
