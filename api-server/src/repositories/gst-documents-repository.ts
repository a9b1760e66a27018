// The `gst_documents` table (migration 0008): the tax documents issued, each with its printed view
// frozen when issued. A document is never edited or deleted (a trigger refuses it); it is only
// cancelled with a reason. What they say and when they are issued: services/gst/.
import type { IsoDate } from '@tours/shared-ui/booking-office';
import type {
  GstAmounts,
  GstDocumentSummary,
  GstDocumentType,
  GstDocumentView,
} from '@tours/shared-ui/gst';

import type { Db } from '../db/database';
import type { GstDocumentRow, GstFrozenView, NewGstDocumentRow } from '../db/schema';
import { isUuid } from './entity-repository';

/** bigint columns come back as text from both drivers: paise as numbers (below 2^53). */
const paise = (value: string | number) => Number(value);

export function amountsOf(row: GstDocumentRow): GstAmounts {
  return {
    taxableValue: paise(row.taxable_value),
    cgst: paise(row.cgst),
    sgst: paise(row.sgst),
    igst: paise(row.igst),
    total: paise(row.total),
  };
}

export function toDocumentSummary(row: GstDocumentRow): GstDocumentSummary {
  return {
    _id: row.id,
    type: row.type,
    number: row.number,
    issuedOn: row.issued_on,
    ...amountsOf(row),
    status: row.status,
    cancelReason: row.cancel_reason,
  };
}

/** The whole document: its frozen view with its number, amounts and status as they are now. */
export function toDocumentView(row: GstDocumentRow): GstDocumentView {
  return { ...row.view, ...toDocumentSummary(row) };
}

export interface NewGstDocument extends GstAmounts {
  bookingId: string;
  type: GstDocumentType;
  financialYear: string;
  sequence: number;
  number: string;
  issuedAt: Date;
  issuedOn: IsoDate;
  cause: GstDocumentRow['cause'];
  paymentId: string | null;
  citesId: string | null;
  reissueOf: string | null;
  view: GstFrozenView;
}

export function createGstDocumentsRepository(db: Db) {
  const rows = () => db.selectFrom('gst_documents').selectAll();
  return {
    async add(document: NewGstDocument): Promise<GstDocumentRow> {
      const values: NewGstDocumentRow = {
        booking_id: document.bookingId,
        type: document.type,
        series: document.type,
        financial_year: document.financialYear,
        sequence: document.sequence,
        number: document.number,
        issued_at: document.issuedAt.toISOString(),
        issued_on: document.issuedOn,
        cause: document.cause,
        payment_id: document.paymentId,
        cites_id: document.citesId,
        reissue_of: document.reissueOf,
        taxable_value: document.taxableValue,
        cgst: document.cgst,
        sgst: document.sgst,
        igst: document.igst,
        total: document.total,
        view: JSON.stringify(document.view),
      };
      return db.insertInto('gst_documents').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async find(id: string): Promise<GstDocumentRow | null> {
      if (!isUuid(id)) return null;
      return (await rows().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The row, locked until the transaction ends (a cancel or a reissue takes it first). */
    async lock(id: string): Promise<GstDocumentRow | null> {
      if (!isUuid(id)) return null;
      return (await rows().where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
    },

    /** A booking's documents, oldest first. */
    async ofBooking(bookingId: string): Promise<GstDocumentRow[]> {
      return rows()
        .where('booking_id', '=', bookingId)
        .orderBy('issued_at')
        .orderBy('number')
        .execute();
    },

    /** The issued receipt voucher of a payment, if any. */
    async issuedForPayment(paymentId: string): Promise<GstDocumentRow | null> {
      const row = await rows()
        .where('payment_id', '=', paymentId)
        .where('status', '=', 'issued')
        .executeTakeFirst();
      return row ?? null;
    },

    /** The document issued in place of a cancelled one, if any. */
    async reissueOf(id: string): Promise<GstDocumentRow | null> {
      return (await rows().where('reissue_of', '=', id).executeTakeFirst()) ?? null;
    },

    async cancel(id: string, reason: string, at: Date): Promise<GstDocumentRow> {
      return db
        .updateTable('gst_documents')
        .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: at.toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The documents dated in a month (from and to: its first and last day), by type and number. */
    async datedBetween(from: IsoDate, to: IsoDate): Promise<GstDocumentRow[]> {
      return rows()
        .where('issued_on', '>=', from)
        .where('issued_on', '<=', to)
        .orderBy('type')
        .orderBy('financial_year')
        .orderBy('sequence')
        .execute();
    },
  };
}
