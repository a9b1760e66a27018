// The GST feature's state (issue 27): the agency's settings (fetched, saved), the document a print
// page shows, a booking's documents being cancelled, reissued or downloaded, and the month export.
import type { GstMonthExport } from '@tours/shared-ui/api';
import type { GstDocumentView, GstSettings } from '@tours/shared-ui/gst';

import type { ServerRefusal } from '../../../components/checked-form';
import type { ValueState } from '../../../lib/load-status';
import type { SettingsState } from '../../../lib/settings-resource';

/** Fetched and saved as one value (settings-resource), like the booking office's settings. */
export type GstSettingsState = SettingsState<GstSettings>;

/** The print page's document (/admin/documents/:id). */
export interface GstDocumentState extends ValueState<GstDocumentView> {
  id: string | null;
}

/** A document to fetch as a PDF: its id, and its number for the file's name. */
export interface GstPdfRequest {
  id: string;
  number: string;
}

export interface GstCancelRequest {
  id: string;
  reason: string;
}

/**
 * Changes of a booking's documents: the one cancel or reissue on its way (the document's id), the
 * server's refusal of the last cancel (the dialog shows it), a count of changes done (the booking
 * page then fetches the booking again), and the PDFs being downloaded.
 */
export interface GstDocumentChangesState {
  cancelling: string | null;
  reissuing: string | null;
  refusal: ServerRefusal | null;
  /** Counts cancels done: the dialog closes. */
  cancelled: number;
  /** Counts cancels and reissues done: the booking's list is fetched again. */
  changed: number;
  downloading: string[];
}

/** The accountant's month (/admin/tax-documents): the month asked for and its export. */
export interface GstMonthState extends ValueState<GstMonthExport> {
  month: string | null;
  downloading: boolean;
}
