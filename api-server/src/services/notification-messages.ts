// What a notification says: the email (responsive HTML built with MJML, plus a plain-text part)
// and the WhatsApp text (the shared prefilled texts of @tours/shared-ui/booking-office), rendered
// from the row's snapshot of facts when it is sent. UTF-8 throughout: a Bengali name arrives as
// it was typed.
import {
  DEPOSIT_PERCENT,
  depositFor,
  formatInr,
  formatIstDateTime,
  whatsappText,
  type NotificationEvent,
  type WhatsAppMessage,
} from '@tours/shared-ui/booking-office';
import { localizePath, type Locale } from '@tours/shared-ui/domain';
import mjml2html from 'mjml';

import type { NotificationRow } from '../db/schema';
import { mjmlOf, textOf, type EmailContent, type Facts } from './notification-email-layout';
import { departureEmail } from './notification-departure-messages';
import { gstDocumentEmail } from './notification-gst-messages';
import type { NotificationData } from './notification-outbox';
import { paymentEmail, paymentWhatsApp } from './notification-payment-messages';
import { languageOf, messagesIn, type Messages } from './notification-texts';

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
const istDateTime = formatIstDateTime;

const travellers = ({ t }: Messages, adults: number, children: number) =>
  `${t(adults === 1 ? 'adultOne' : 'adultOther', { count: adults })}, ${t(children === 1 ? 'childOne' : 'childOther', { count: children })}`;

/**
 * The language of a row's message (issue 29): the traveller's is the booking's, the agency's
 * copy English.
 */
export const languageOfRow = (row: NotificationRow): Locale =>
  row.audience === 'traveller'
    ? languageOf((row.data as NotificationData).booking?.language)
    : 'en';

/** The traveller's booking page in the booking's language (/bn/booking-status?reference=...). */
const bookingPageUrl = (site: SiteSettings, language: Locale, reference: string) =>
  `${site.siteUrl}${localizePath(language, `/booking-status?reference=${encodeURIComponent(reference)}`)}`;

function content(row: NotificationRow, site: SiteSettings): EmailContent {
  const data = row.data as NotificationData;
  const booking = data.booking;
  const m = messagesIn(languageOfRow(row));
  const { t } = m;
  const rupees = (amount: number | null | undefined) =>
    typeof amount === 'number' ? formatInr(amount) : t('notQuoted');
  const admin = booking
    ? {
        label: 'Open the booking',
        url: `${site.siteUrl}/admin/bookings/${encodeURIComponent(booking._id)}`,
      }
    : null;
  const page = booking
    ? { label: t('seeBooking'), url: bookingPageUrl(site, m.language, booking.reference) }
    : null;
  const tripFacts: Facts = booking
    ? [
        [t('reference'), booking.reference],
        [t('destination'), booking.destination],
        [t('checkIn'), m.day(booking.checkIn)],
        [t('checkOut'), m.day(booking.checkOut)],
        [t('travellers'), travellers(m, booking.adults, booking.children)],
        [t('category'), booking.category],
        [t('stage'), t(`stage.${booking.stage}`)],
      ]
    : [];
  const dear = booking ? t('dear', { name: booking.name }) : '';
  const parts = { m, dear, tripFacts, page };
  const departureNews = departureEmail(row, data, parts);
  if (departureNews) return departureNews;
  const documentNews = gstDocumentEmail(row, data, parts);
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
        subject: t('receivedSubject', { reference: booking.reference }),
        heading: t('receivedHeading'),
        paragraphs: [
          dear,
          t('receivedThanks', { siteName: site.siteName, reference: booking.reference }),
          t(booking.quotedTotal ? 'receivedHoldAmount' : 'receivedHold', {
            holdUntil: m.dateTime(booking.holdUntil),
            percent: DEPOSIT_PERCENT,
            deposit: booking.quotedTotal ? formatInr(depositFor(booking.quotedTotal)) : '',
          }),
        ],
        facts: [...tripFacts, [t('estimatedPrice'), rupees(booking.quotedTotal)]],
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
      const amount = formatInr(receipt.payment.amount);
      return {
        subject: t('paymentSubject', { amount, reference: booking.reference }),
        heading: t('paymentHeading'),
        paragraphs: [dear, t('paymentBody', { reference: booking.reference })],
        facts: [
          [t('receiptNumber'), receipt.receiptNumber],
          [t('amount'), amount],
          // The receipt's own words (English, as the receipt voucher prints them).
          [t('inWords'), receipt.amountInWords],
          [t('paidOn'), m.day(receipt.payment.paidOn)],
          [t('method'), t(`method.${receipt.payment.method}`)],
          [t('transactionReference'), receipt.payment.reference || null],
          [t('tourPrice'), rupees(receipt.quotedTotal)],
          [t('receivedToDate'), formatInr(receipt.receivedToDate)],
          [t('balanceDue'), rupees(receipt.balanceDue)],
          ...tripFacts,
        ],
        link: page,
      };
    }
    case 'booking-confirmed':
      if (!booking) break;
      return {
        subject: t('confirmedSubject', { reference: booking.reference }),
        heading: t('confirmedHeading'),
        paragraphs: [dear, t('confirmedBody', { reference: booking.reference })],
        facts: [
          ...tripFacts,
          [t('tourPrice'), rupees(booking.quotedTotal)],
          [t('received'), formatInr(booking.received)],
        ],
        link: page,
      };
    case 'booking-cancelled': {
      const cancellation = data.cancellation;
      if (!booking) break;
      const refunded = cancellation && cancellation.refund > 0;
      return {
        subject: t('cancelledSubject', { reference: booking.reference }),
        heading: t('cancelledHeading'),
        paragraphs: [
          dear,
          [t('cancelledBody', { reference: booking.reference }), refunded && t('cancelledRefund')]
            .filter(Boolean)
            .join(' '),
        ],
        facts: [
          ...tripFacts,
          [t('cancellationCharge'), cancellation ? formatInr(cancellation.charge) : null],
          [t('refund'), cancellation ? formatInr(cancellation.refund) : null],
        ],
        link: page,
      };
    }
    case 'quote-set':
    case 'instalment-due':
    case 'hold-expiring': {
      const email = paymentEmail(row, data, parts);
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
          `The ${backup.trigger} backup of ${istDateTime(backup.at)} failed, so the agency's records have no fresh copy. Ask whoever runs the server to look at it today: docs/operations.md says what to check.`,
          backup.error,
        ],
        facts: [],
        link: { label: 'Open the dashboard', url: `${site.siteUrl}/admin/dashboard` },
      };
    }
    case 'booking-released':
      if (!booking) break;
      return {
        subject: t('releasedSubject', { reference: booking.reference }),
        heading: t('releasedHeading'),
        paragraphs: [dear, t('releasedBody', { reference: booking.reference })],
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
  const language = languageOfRow(row);
  const { html, errors } = await mjml2html(mjmlOf(site, email, language), {
    validationLevel: 'soft',
  });
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
  // In the booking's language (issue 29), as its emails.
  const language = languageOfRow(row);
  return whatsappText(
    message,
    {
      siteName: site.siteName,
      name: booking.name,
      reference: booking.reference,
      destination: booking.destination,
      checkIn: booking.checkIn,
      holdUntil: formatIstDateTime(booking.holdUntil, { locale: language }),
      amount: data.receipt?.payment.amount ?? null,
      received: data.receipt?.receivedToDate ?? booking.received,
      balance: data.receipt?.balanceDue ?? booking.due,
      charge: data.cancellation?.charge ?? null,
      refund: data.cancellation?.refund ?? null,
      statusUrl: bookingPageUrl(site, language, booking.reference),
      ...payment?.facts,
    },
    language,
  );
}
