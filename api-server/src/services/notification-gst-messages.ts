// The emails that carry a tax document of their own (issue 27): the refund paid, with its refund
// voucher, and the tour completed, with its tax invoice (notification-attachments.ts attaches the
// PDFs). Written only with GST on; email only.
import { formatDay, formatInr, type NotificationEvent } from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, Facts } from './notification-email-layout';
import type { NotificationData } from './notification-outbox';

interface Common {
  dear: string;
  tripFacts: Facts;
  page: { label: string; url: string } | null;
}

export function gstDocumentEmail(
  row: NotificationRow,
  data: NotificationData,
  { dear, tripFacts, page }: Common,
): EmailContent | null {
  const booking = data.booking;
  if (!booking) return null;
  switch (row.event as NotificationEvent) {
    case 'refund-paid': {
      const refund = data.refund;
      return {
        subject: `Refund paid: ${refund ? formatInr(refund.amount) : ''} for ${booking.reference}`,
        heading: 'Your refund is paid',
        paragraphs: [
          dear,
          `The refund of booking ${booking.reference} is paid by account payee cheque. Its refund voucher is attached (PDF).`,
        ],
        facts: [
          ['Refund', refund ? formatInr(refund.amount) : null],
          ['Cheque number', refund?.chequeNumber ?? null],
          ['Paid on', refund?.processedOn ? formatDay(refund.processedOn) : null],
          ...tripFacts,
        ],
        link: page,
      };
    }
    case 'invoice-issued':
      return {
        subject: `Tax invoice for your tour: ${booking.reference}`,
        heading: 'Thank you for travelling with us',
        paragraphs: [
          dear,
          `The tax invoice of your tour (booking ${booking.reference}) is attached (PDF): it shows the advances you paid and the balance.`,
        ],
        facts: tripFacts,
        link: page,
      };
    default:
      return null;
  }
}
