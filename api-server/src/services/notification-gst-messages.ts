// The emails that carry a tax document of their own (issue 27): the refund paid, with its refund
// voucher, and the tour completed, with its tax invoice (notification-attachments.ts attaches the
// PDFs). Written only with GST on; email only. The words are the catalogues'
// (notification-texts/), in the booking's language (issue 29).
import { formatInr, type NotificationEvent } from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, MessageParts } from './notification-email-layout';
import type { NotificationData } from './notification-outbox';

export function gstDocumentEmail(
  row: NotificationRow,
  data: NotificationData,
  { m, dear, tripFacts, page }: MessageParts,
): EmailContent | null {
  const booking = data.booking;
  if (!booking) return null;
  const { t } = m;
  const reference = booking.reference;
  switch (row.event as NotificationEvent) {
    case 'refund-paid': {
      const refund = data.refund;
      return {
        subject: t('refundSubject', { amount: refund ? formatInr(refund.amount) : '', reference }),
        heading: t('refundHeading'),
        paragraphs: [
          dear,
          t(refund?.onlineRefundId ? 'refundOnlineBody' : 'refundBody', { reference }),
        ],
        facts: [
          [t('refund'), refund ? formatInr(refund.amount) : null],
          [t('chequeNumber'), refund?.chequeNumber ?? null],
          [t('onlineRefund'), refund?.onlineRefundId ?? null],
          [t('paidOn'), refund?.processedOn ? m.day(refund.processedOn) : null],
          ...tripFacts,
        ],
        link: page,
      };
    }
    case 'invoice-issued':
      return {
        subject: t('invoiceSubject', { reference }),
        heading: t('invoiceHeading'),
        paragraphs: [dear, t('invoiceBody', { reference })],
        facts: tripFacts,
        link: page,
      };
    default:
      return null;
  }
}
