// What a notification says: the email (responsive HTML built with MJML, plus a plain-text part)
// and the WhatsApp text (the shared prefilled texts of @tours/shared-ui/booking-office), rendered
// from the row's snapshot of facts when it is sent. UTF-8 throughout: a Bengali name arrives as
// it was typed.
import {
  BOOKING_STAGE_LABELS,
  DEPOSIT_PERCENT,
  PAYMENT_METHOD_LABELS,
  depositFor,
  formatDay,
  formatInr,
  formatIstDateTime,
  whatsappText,
  type NotificationEvent,
  type WhatsAppMessage,
} from '@tours/shared-ui/booking-office';
import mjml2html from 'mjml';

import type { NotificationRow } from '../db/schema';
import { mjmlOf, textOf, type EmailContent, type Facts } from './notification-email-layout';
import { departureEmail } from './notification-departure-messages';
import { gstDocumentEmail } from './notification-gst-messages';
import type { NotificationData } from './notification-outbox';
import { paymentEmail, paymentWhatsApp } from './notification-payment-messages';

export interface SiteSettings {
  /** The agency's name (SITE_NAME, as the web server's runtime config). */
  siteName: string;
  /** Where the site is served (SITE_URL), for the links to the admin and the booking page. */
  siteUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An instant as the agency reads it: '25 Nov 2026, 11:59 pm IST'. */
export const istDateTime = formatIstDateTime;

/** A day 'YYYY-MM-DD' as '20 Dec 2026' (a calendar day: no time zone moves it). */
export const dayText = (day: string): string => formatDay(day);

const travellers = (adults: number, children: number) =>
  `${adults} ${adults === 1 ? 'adult' : 'adults'}, ${children} ${children === 1 ? 'child' : 'children'}`;

const rupees = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatInr(amount) : 'not quoted yet';

function content(row: NotificationRow, site: SiteSettings): EmailContent {
  const data = row.data as NotificationData;
  const booking = data.booking;
  const admin = booking
    ? {
        label: 'Open the booking',
        url: `${site.siteUrl}/admin/bookings/${encodeURIComponent(booking._id)}`,
      }
    : null;
  const page = booking
    ? {
        label: 'See your booking',
        url: `${site.siteUrl}/booking-status?reference=${encodeURIComponent(booking.reference)}`,
      }
    : null;
  const tripFacts: Facts = booking
    ? [
        ['Reference', booking.reference],
        ['Destination', booking.destination],
        ['Check-in', dayText(booking.checkIn)],
        ['Check-out', dayText(booking.checkOut)],
        ['Travellers', travellers(booking.adults, booking.children)],
        ['Hotel category', booking.category],
        ['Stage', BOOKING_STAGE_LABELS[booking.stage]],
      ]
    : [];
  const dear = booking ? `Dear ${booking.name},` : '';
  const departureNews = departureEmail(row, data, { dear, tripFacts, page });
  if (departureNews) return departureNews;
  const documentNews = gstDocumentEmail(row, data, { dear, tripFacts, page });
  if (documentNews) return documentNews;
  switch (row.event as NotificationEvent) {
    case 'booking-created':
      if (!booking) break;
      if (row.audience === 'agency') {
        return {
          subject: `New booking ${booking.reference}: ${booking.name}, ${booking.destination}`,
          heading: `New booking ${booking.reference}`,
          paragraphs: [
            `${booking.name} asked for ${booking.destination} (${booking.source}). The hold ends ${istDateTime(booking.holdUntil)}.`,
          ],
          facts: [
            ['Name', booking.name],
            ['Phone', booking.phone],
            ['Email', booking.email || null],
            ...tripFacts,
            ['Quoted total', rupees(booking.quotedTotal)],
            ['Message', booking.message || null],
          ],
          link: admin,
        };
      }
      return {
        subject: `Your booking request ${booking.reference}`,
        heading: 'We have received your booking request',
        paragraphs: [
          dear,
          `Thank you for booking with ${site.siteName}. Your booking reference is ${booking.reference}.`,
          `We hold it for you until ${istDateTime(booking.holdUntil)}. It is confirmed once ${DEPOSIT_PERCENT}% of the tour price${booking.quotedTotal ? ` (${formatInr(depositFor(booking.quotedTotal))})` : ''} is received; we will call you with the details.`,
        ],
        facts: [...tripFacts, ['Estimated tour price', rupees(booking.quotedTotal)]],
        link: page,
      };
    case 'contact-message': {
      const contact = data.contact;
      if (!contact) break;
      return {
        subject: `New message from ${contact.name}`,
        heading: 'New contact message',
        paragraphs: [contact.message],
        facts: [
          ['Name', contact.name],
          ['Email', contact.email],
          ['Phone', contact.phone],
        ],
        link: { label: 'Open the messages', url: `${site.siteUrl}/admin/manage-contacts` },
      };
    }
    case 'hold-ending':
      if (!booking) break;
      return {
        subject: `Hold ends soon: ${booking.reference} (${booking.name})`,
        heading: `The hold on ${booking.reference} ends within 24 hours`,
        paragraphs: [
          `No deposit has been received. The hold ends ${istDateTime(booking.holdUntil)}; then the booking is released.`,
        ],
        facts: [
          ['Name', booking.name],
          ['Phone', booking.phone],
          ...tripFacts,
          ['Quoted total', rupees(booking.quotedTotal)],
          ['Received', formatInr(booking.received)],
        ],
        link: admin,
      };
    case 'payment-recorded': {
      const receipt = data.receipt;
      if (!booking || !receipt) break;
      return {
        subject: `Payment received: ${formatInr(receipt.payment.amount)} for ${booking.reference}`,
        heading: 'Payment received',
        paragraphs: [
          dear,
          `We have received your payment for booking ${booking.reference}. This is your receipt.`,
        ],
        facts: [
          ['Receipt number', receipt.receiptNumber],
          ['Amount', formatInr(receipt.payment.amount)],
          ['In words', receipt.amountInWords],
          ['Paid on', dayText(receipt.payment.paidOn)],
          ['Method', PAYMENT_METHOD_LABELS[receipt.payment.method]],
          ['Transaction reference', receipt.payment.reference || null],
          ['Tour price', rupees(receipt.quotedTotal)],
          ['Received to date', formatInr(receipt.receivedToDate)],
          ['Balance due', rupees(receipt.balanceDue)],
          ...tripFacts,
        ],
        link: page,
      };
    }
    case 'booking-confirmed':
      if (!booking) break;
      return {
        subject: `Booking confirmed: ${booking.reference}`,
        heading: 'Your booking is confirmed',
        paragraphs: [
          dear,
          `Booking ${booking.reference} is confirmed. We look forward to your journey!`,
        ],
        facts: [
          ...tripFacts,
          ['Tour price', rupees(booking.quotedTotal)],
          ['Received', formatInr(booking.received)],
        ],
        link: page,
      };
    case 'booking-cancelled': {
      const cancellation = data.cancellation;
      if (!booking) break;
      return {
        subject: `Booking cancelled: ${booking.reference}`,
        heading: 'Your booking is cancelled',
        paragraphs: [
          dear,
          `Booking ${booking.reference} is cancelled.${cancellation && cancellation.refund > 0 ? ' The refund is paid by account payee cheque within 15 working days.' : ''}`,
        ],
        facts: [
          ...tripFacts,
          ['Cancellation charge', cancellation ? formatInr(cancellation.charge) : null],
          ['Refund', cancellation ? formatInr(cancellation.refund) : null],
        ],
        link: page,
      };
    }
    case 'quote-set':
    case 'instalment-due':
    case 'hold-expiring': {
      const email = paymentEmail(row, data, { dear, tripFacts, page });
      if (email) return email;
      break;
    }
    case 'backup-failed': {
      const backup = data.backup;
      if (!backup) break;
      return {
        subject: `Backup failed: ${istDateTime(backup.at)}`,
        heading: 'A backup of the booking records failed',
        paragraphs: [
          `The ${backup.trigger} backup of ${istDateTime(backup.at)} failed, so the agency's records have no fresh copy. Ask whoever runs the server to look at it today: docs/backups.md says what to check.`,
          backup.error,
        ],
        facts: [],
        link: { label: 'Open the dashboard', url: `${site.siteUrl}/admin/dashboard` },
      };
    }
    case 'booking-released':
      if (!booking) break;
      return {
        subject: `Booking released: ${booking.reference}`,
        heading: 'Your booking hold has ended',
        paragraphs: [
          dear,
          `The hold on booking ${booking.reference} ended without a deposit, so the booking is released. Call or write to us if you would still like to travel.`,
        ],
        facts: tripFacts,
        link: page,
      };
  }
  throw new Error(`Notification ${row.id} (${row.event}) has not the facts it needs.`);
}

export async function renderEmail(
  row: NotificationRow,
  site: SiteSettings,
): Promise<RenderedEmail> {
  const email = content(row, site);
  const { html, errors } = await mjml2html(mjmlOf(site, email), { validationLevel: 'soft' });
  if (errors.length > 0) {
    throw new Error(`MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  }
  return { subject: email.subject, text: textOf(site, email), html };
}

const WHATSAPP_MESSAGE_OF: Partial<Record<NotificationEvent, WhatsAppMessage>> = {
  'booking-created': 'received',
  'hold-ending': 'hold-ending',
  'payment-recorded': 'payment-received',
  'booking-confirmed': 'confirmed',
  'booking-cancelled': 'cancellation',
  'booking-released': 'released',
  // A departure's news: its 'received' text, with the new days and hold.
  'waitlist-promoted': 'received',
  'departure-moved': 'received',
};

/** The WhatsApp text of a traveller's notification (the same as the admin's prefilled one). */
export function renderWhatsApp(row: NotificationRow, site: SiteSettings): string {
  const data = row.data as NotificationData;
  const payment = paymentWhatsApp(row, data);
  const message = payment?.message ?? WHATSAPP_MESSAGE_OF[row.event];
  const booking = data.booking;
  if (!message || !booking) {
    throw new Error(`Notification ${row.id} (${row.event}) has no WhatsApp text.`);
  }
  return whatsappText(message, {
    siteName: site.siteName,
    name: booking.name,
    reference: booking.reference,
    destination: booking.destination,
    checkIn: dayText(booking.checkIn),
    holdUntil: istDateTime(booking.holdUntil),
    amount: data.receipt?.payment.amount ?? null,
    received: data.receipt?.receivedToDate ?? booking.received,
    balance: data.receipt?.balanceDue ?? booking.due,
    charge: data.cancellation?.charge ?? null,
    refund: data.cancellation?.refund ?? null,
    statusUrl: `${site.siteUrl}/booking-status?reference=${encodeURIComponent(booking.reference)}`,
    ...payment?.facts,
  });
}
