// The tax documents an email carries (issue 27): the payment email its receipt voucher, the
// confirmation the deposit's receipt voucher, the cancellation email the tax invoice of a charge
// kept, the refund email (its cheque recorded) its refund voucher, the invoice email (the booking
// completed) the tour's tax invoice, issued at check-in or completion. The outbox
// row keeps the documents' ids (data.gstDocumentIds, written in the transaction that issued them);
// the sender draws each PDF when it sends (pdf.ts), from the document as it was frozen.
import { gstDocumentFileName } from '@tours/shared-ui/api';
import type { NotificationEvent } from '@tours/shared-ui/booking-office';
import type { Attachment } from 'nodemailer/lib/mailer';

import type { Db } from '../db/database';
import type { GstDocumentRow, NotificationRow } from '../db/schema';
import type { Repositories } from '../repositories/create-repositories';
import {
  createGstDocumentsRepository,
  toDocumentView,
} from '../repositories/gst-documents-repository';
import { renderGstPdf } from './gst/pdf';
import { languageOf } from './notification-texts';

/** Which of the booking's documents an event's email attaches, if it was issued. */
const ATTACHED: Partial<
  Record<NotificationEvent, (row: GstDocumentRow, paymentId: string | null) => boolean>
> = {
  'payment-recorded': (row, paymentId) => row.type === 'receipt' && row.payment_id === paymentId,
  // Confirmed by the deposit: its receipt voucher (the latest one).
  'booking-confirmed': (row) => row.type === 'receipt' && row.cause === 'payment',
  'booking-cancelled': (row) => row.type === 'invoice' && row.cause === 'cancellation',
  'refund-paid': (row) => row.type === 'refund',
  'invoice-issued': (row) => row.type === 'invoice' && row.cause === 'supply',
};

/** The emails that exist for their document alone: not written without one (GST off), nor on
 * WhatsApp (no PDF there). */
const DOCUMENT_EMAILS: ReadonlySet<NotificationEvent> = new Set(['refund-paid', 'invoice-issued']);

export const isDocumentEmail = (event: NotificationEvent) => DOCUMENT_EMAILS.has(event);

/**
 * The ids of the documents an event's email attaches: the latest issued document of the booking
 * that the event calls for (none when GST is off or none was issued).
 */
export async function documentsToAttach(
  repositories: Repositories,
  event: NotificationEvent,
  bookingId: string | null,
  paymentId: string | null,
): Promise<string[]> {
  const wanted = ATTACHED[event];
  if (!wanted || !bookingId) return [];
  const rows = await repositories.gstDocuments.ofBooking(bookingId);
  const latest = rows.filter((row) => row.status === 'issued' && wanted(row, paymentId)).at(-1);
  return latest ? [latest.id] : [];
}

/** The PDFs of a row's documents, drawn now (a document no longer there is left out). */
export async function gstAttachments(db: Db, row: NotificationRow): Promise<Attachment[]> {
  const ids = (row.data as { gstDocumentIds?: unknown }).gstDocumentIds;
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const documents = createGstDocumentsRepository(db);
  // The traveller's email: its PDFs' titles in the booking's language too (issue 29).
  const language = languageOf((row.data as { booking?: { language?: unknown } }).booking?.language);
  const attachments: Attachment[] = [];
  for (const id of ids) {
    const document = typeof id === 'string' ? await documents.find(id) : null;
    if (!document) continue;
    attachments.push({
      filename: gstDocumentFileName(document.number),
      content: await renderGstPdf(toDocumentView(document), language),
      contentType: 'application/pdf',
    });
  }
  return attachments;
}
