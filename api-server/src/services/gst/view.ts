// What the API answers about issued GST documents (docs/gst.md): one document's whole view (the
// admin's print page, the PDF), a booking's list, and the traveller's list and document.
import type { Locale } from '@tours/shared-ui/domain';
import type { GstDocumentSummary, GstDocumentView } from '@tours/shared-ui/gst';
import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';

import { HttpError, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import { toDocumentSummary, toDocumentView } from '../../repositories/gst-documents-repository';

/** GET /api/gst/documents/{id}: the document as printed (404 when there is none). */
export async function documentView(
  repositories: Repositories,
  id: string,
): Promise<GstDocumentView> {
  const row = await repositories.gstDocuments.find(id);
  if (!row) throw notFound('Document');
  return toDocumentView(row);
}

/** The traveller's list: the booking's documents in force (a cancelled one is not theirs to keep). */
export async function issuedSummariesOf(
  repositories: Repositories,
  bookingId: string,
): Promise<GstDocumentSummary[]> {
  const rows = await repositories.gstDocuments.ofBooking(bookingId);
  return rows.filter((row) => row.status === 'issued').map(toDocumentSummary);
}

/**
 * The traveller's document (GET /api/bookings/status/documents/{id}/pdf): one of their booking's
 * documents in force, found by the booking's reference and phone like the status page; the same
 * 404 for a wrong reference or phone, and for a document that is not theirs or is cancelled. With
 * the booking's language, its PDF's title's too (issue 29).
 */
export async function travellerDocumentView(
  repositories: Repositories,
  reference: string,
  phone: string,
  id: string,
): Promise<{ view: GstDocumentView; language: Locale }> {
  const booking = await repositories.bookings.findByReference(reference, phone);
  if (!booking) throw new HttpError(404, BOOKING_OFFICE_ERRORS.statusNotFound);
  const row = await repositories.gstDocuments.find(id);
  if (!row || row.booking_id !== booking.id || row.status !== 'issued') throw notFound('Document');
  return { view: toDocumentView(row), language: booking.language };
}
