// A wrong GST document is never edited (CGST Rules: a consecutive number, never reused): it is
// cancelled with a reason and keeps its number, then a new one is issued in its place with a new
// number (docs/gst.md). Both under the booking's row lock, audited.
import { todayInIst } from '@tours/shared-ui/booking-office';
import type { GstDocumentView } from '@tours/shared-ui/gst';

import type { GstDocumentRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import { toDocumentView } from '../../repositories/gst-documents-repository';
import { conflict, locked } from '../booking-office/steps';
import { GST_ISSUE_ERRORS, gstIssue } from './issue';

/** The document and its booking's row, both locked (the booking first, as every write does). */
async function lockedDocument(repositories: Repositories, id: string) {
  const found = await repositories.gstDocuments.find(id);
  if (!found) throw notFound('Document');
  const row = await locked(repositories, found.booking_id);
  const document = (await repositories.gstDocuments.lock(id)) as GstDocumentRow;
  return { row, document };
}

export const gstCorrections = {
  /** POST /api/gst/documents/{id}/cancel: 409 when cancelled already. */
  async cancel(
    repositories: Repositories,
    id: string,
    reason: string,
    now = new Date(),
  ): Promise<GstDocumentView> {
    const { row, document } = await lockedDocument(repositories, id);
    if (document.status === 'cancelled') throw conflict(GST_ISSUE_ERRORS.alreadyCancelled);
    const cancelled = await repositories.gstDocuments.cancel(document.id, reason, now);
    await repositories.audit.record({
      entity: 'booking',
      entityId: row.id,
      action: 'document-cancel',
      summary: `${document.number} of ${row.reference} cancelled: ${reason}`,
      changes: {
        [document.number]: { from: 'issued', to: 'cancelled' },
        reason: { from: null, to: reason },
      },
    });
    return toDocumentView(cancelled);
  },

  /** POST /api/gst/documents/{id}/reissue: a new document for a cancelled one, once. */
  async reissue(
    repositories: Repositories,
    id: string,
    now = new Date(),
  ): Promise<GstDocumentView> {
    const { row, document } = await lockedDocument(repositories, id);
    if (document.status !== 'cancelled') throw conflict(GST_ISSUE_ERRORS.notCancelled);
    if (await repositories.gstDocuments.reissueOf(document.id)) {
      throw new HttpError(409, GST_ISSUE_ERRORS.reissued);
    }
    const issued = await gstIssue.reissue(repositories, row, document, todayInIst(now), now);
    await repositories.audit.record({
      entity: 'booking',
      entityId: row.id,
      action: 'document-reissue',
      summary: `${issued.number} of ${row.reference} issued in place of ${document.number}`,
      changes: { [issued.number]: { from: null, to: document.number } },
    });
    return toDocumentView(issued);
  },
};
