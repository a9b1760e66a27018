// Typed calls of the GST tax documents (issue 27, docs/gst.md) on the http instance of
// createApiClient, so they carry the admin's ID token and answer its ApiError:
//   const gst = createGstApi(api.http);
// The CSV and the PDF are fetched through the client too (they need the token), as the departure
// manifest's CSV is; the admin's saga hands them to the browser as a download.
import type { AxiosInstance } from 'axios';

import type { GstSettings } from '../domain/gst/settings';
import type { GstDocumentView, GstMonthExport } from '../domain/gst/view';
import type { GstSettingsInput } from '../schemas/gst';

// The month's shapes are the domain's (@tours/shared-ui/gst), which the API builds them with.
export type { GstMonthDocument, GstMonthExport, GstMonthSummaryLine } from '../domain/gst/view';

/** PUT /api/settings/gst: the settings as the form sends them (gstSettingsSchema's input). */
export type GstSettingsRequest = GstSettingsInput;

/** A document's PDF file name: its number with '/' as '-' ('RV-2026-27-0001.pdf'). */
export function gstDocumentFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}

/** The month export's CSV file name ('gst-documents-2026-11.csv'). */
export function gstMonthFileName(month: string): string {
  return `gst-documents-${month}.csv`;
}

const documentPath = (id: string) => `/gst/documents/${encodeURIComponent(id)}`;

export function createGstApi(http: AxiosInstance) {
  return {
    settings: {
      /** The agency's GST settings (DEFAULT_GST_SETTINGS until saved). */
      get: async () => (await http.get<GstSettings>('/settings/gst')).data,
      /** Answers the saved settings; a 400 names the wrong fields. */
      save: async (input: GstSettingsRequest) =>
        (await http.put<GstSettings>('/settings/gst', input)).data,
    },
    documents: {
      /** Everything the print page and the PDF show, frozen when it was issued. */
      get: async (id: string) => (await http.get<GstDocumentView>(documentPath(id))).data,
      /** The document as a PDF (application/pdf). */
      pdf: async (id: string) =>
        (await http.get<Blob>(`${documentPath(id)}/pdf`, { responseType: 'blob' })).data,
      /** A wrong document is cancelled with a reason (3-500 characters); it keeps its number. 409 when already cancelled. */
      cancel: async (id: string, reason: string) =>
        (await http.post<GstDocumentView>(`${documentPath(id)}/cancel`, { reason })).data,
      /** A new number for the same cause, with today's settings and the booking's state and GSTIN. */
      reissue: async (id: string) =>
        (await http.post<GstDocumentView>(`${documentPath(id)}/reissue`)).data,
      /** The month's documents, their summary and totals against the payments ledger. */
      month: async (month: string) =>
        (await http.get<GstMonthExport>('/gst/documents', { params: { month } })).data,
      /** The same as CSV text (UTF-8, starting with a BOM for Excel). */
      monthCsv: async (month: string) =>
        (
          await http.get<string>('/gst/documents', {
            params: { month, format: 'csv' },
            responseType: 'text',
          })
        ).data,
    },
  };
}

export type GstApi = ReturnType<typeof createGstApi>;
