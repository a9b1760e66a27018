// The booking's tax documents (BookingStatusView.documents, issued ones only, oldest first): each
// one's title, number, day of issue and total to the paisa, with a link to its PDF. Nothing shows
// while there are none (GST off, or nothing paid yet).
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { formatPaise, type GstDocumentSummary } from '@tours/shared-ui/gst';

import { documentPdfUrl } from '../api/document-pdf-url';
import type { StatusLookup } from '../api/get-booking-status';
import { useBookingDates } from '../../../lib/booking-dates';
import { useTexts } from '../../../lib/i18n';
import { bookingStatusTexts, documentTitle } from '../texts';
import { StatusPanel } from './status-panel';

export interface TaxDocumentsProps {
  documents: readonly GstDocumentSummary[];
  /** The reference and phone number the booking was looked up with: the PDF asks for both. */
  lookup: StatusLookup;
}

export function TaxDocuments({ documents, lookup }: TaxDocumentsProps) {
  const t = useTexts(bookingStatusTexts);
  const { day } = useBookingDates();
  const { apiBaseUrl } = useRuntimeConfig();
  if (documents.length === 0) return null;
  return (
    <StatusPanel name="documents" heading={t('documentsHeading')}>
      <p>{t('documentsIntro')}</p>
      <ul className="ps-documents">
        {documents.map((document) => {
          const title = documentTitle(t, document.type);
          return (
            <li key={document._id} className="ps-documents__item">
              <span className="ps-documents__title">
                {title} <span className="ps-documents__number">{document.number}</span>
              </span>
              <span>{t('documentIssued', { day: day(document.issuedOn) })}</span>
              <span className="ps-documents__amount">{formatPaise(document.total)}</span>
              <a
                className="ps-documents__pdf"
                href={documentPdfUrl(apiBaseUrl, document._id, lookup)}
                type="application/pdf"
                rel="nofollow"
              >
                {t('downloadPdf')}
                {/* The same visible words on every row: the name also says which document. */}
                <span className="tui-visually-hidden">{` ${t('pdfOf', { title, number: document.number })}`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </StatusPanel>
  );
}
