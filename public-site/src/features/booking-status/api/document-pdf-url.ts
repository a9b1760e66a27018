// GET /api/bookings/status/documents/{id}/pdf?reference=R&phone=P (docs/gst.md): a tax document of
// the traveller's booking as a PDF (Content-Disposition attachment). A plain link, not a call: it
// downloads without the page's scripts, and the phone number stays out of the page's own address.
import type { StatusLookup } from './get-booking-status';

/** The address of document `id`'s PDF, proven the booking's by its reference and phone number. */
export function documentPdfUrl(apiBaseUrl: string, id: string, lookup: StatusLookup): string {
  const query = new URLSearchParams({ reference: lookup.reference, phone: lookup.phone });
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/bookings/status/documents/${encodeURIComponent(id)}/pdf?${query.toString()}`;
}
