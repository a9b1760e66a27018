// What the API answers about a tax document (issue 27): the summary a booking's detail and the
// traveller's status list, the whole document a print page and a PDF are drawn from, and the
// accountant's month. One shape for the server (which builds it from the stored documents), the
// admin's pages, the PDF and the traveller's page. Amounts are integers in paise (docs/api.md, the
// OpenAPI document).
import type { GstDocumentType } from './documents';

export const GST_DOCUMENT_STATUSES = ['issued', 'cancelled'] as const;
export type GstDocumentStatus = (typeof GST_DOCUMENT_STATUSES)[number];

/** The five amounts every document carries, each in paise; taxableValue + cgst + sgst + igst = total. */
export interface GstAmounts {
  taxableValue: number;
  cgst: number;
  /** SGST, or UTGST for an agency in a union territory without a legislature (headOfStateTax). */
  sgst: number;
  igst: number;
  total: number;
}

/** One document in a list (`documents` of a booking's detail and of the traveller's status). */
export interface GstDocumentSummary extends GstAmounts {
  _id: string;
  type: GstDocumentType;
  /** 'RV/2026-27/0001'. */
  number: string;
  /** The day of issue in Asia/Kolkata, YYYY-MM-DD. */
  issuedOn: string;
  status: GstDocumentStatus;
  /** Why a cancelled document was cancelled; null while issued. */
  cancelReason: string | null;
}

/** A party as printed: the agency (supplier) or the traveller (recipient). */
export interface GstParty {
  name: string;
  /** Postal address; '' when none is on record (a traveller's booking holds only the state). */
  address: string;
  /** Two-digit GST state code. */
  stateCode: string;
  /** 'West Bengal'. */
  stateName: string;
  /** '' when none (an unregistered traveller). */
  gstin: string;
  phone?: string;
  email?: string;
}

/** An earlier document a document refers to: the advances an invoice shows, the voucher a refund cites. */
export interface GstDocumentReference extends GstAmounts {
  number: string;
  issuedOn: string;
}

/** GET /api/gst/documents/{id}: everything a print page and a PDF show, frozen when issued. */
export interface GstDocumentView extends GstDocumentSummary {
  /** 'Receipt Voucher', 'Tax Invoice', 'Refund Voucher' (GST_DOCUMENT_RULES). */
  title: string;
  bookingId: string;
  /** The booking's reference, 'ST-2026-0042'. */
  bookingReference: string;
  supplier: GstParty;
  recipient: GstParty;
  /** 'Tour package: Puri, 12-16 October 2026, 2 adults + 1 child (Deluxe)'. */
  description: string;
  sac: string;
  ratePercent: number;
  /** 'SGST' or 'UTGST': the name of the state head printed for sgst. */
  stateTaxHead: 'SGST' | 'UTGST';
  placeOfSupply: { code: string; name: string };
  /** 'Rupees Ten Thousand Five Hundred Only' (paiseInWords of total). */
  amountInWords: string;
  /** The inclusive-of-accommodation-and-transport wording of the settings when issued. */
  inclusiveNote: string;
  /** A tax invoice for the whole tour: the advances under receipt vouchers; [] otherwise. */
  advances: GstDocumentReference[];
  /** A tax invoice for the whole tour: what it still charges after the advances; null otherwise. */
  balance: GstAmounts | null;
  /** A refund voucher: the receipt voucher it refunds; null otherwise. */
  cites: GstDocumentReference | null;
  /** The payment's method and reference for a receipt voucher ('UPI, UTR 412345678901'); '' otherwise. */
  paymentNote: string;
  /** 'Authorised signatory' (AUTHORISED_SIGNATORY). */
  signatory: string;
}

/** A document of a month's export: the summary with the booking and the place of supply. */
export interface GstMonthDocument extends GstDocumentSummary {
  bookingReference: string;
  /** The traveller's name as printed on the document. */
  traveller: string;
  /** The place of supply's code and name. */
  stateCode: string;
  stateName: string;
  /** '' for an unregistered traveller. */
  gstin: string;
  ratePercent: number;
}

/**
 * One line of the month's summary by place of supply and rate (GSTR-1's table of
 * business-to-consumer supplies): receipts + invoices net of their advances - refunds, in paise.
 */
export interface GstMonthSummaryLine extends GstAmounts {
  placeOfSupply: string;
  stateName: string;
  ratePercent: number;
}

/** GET /api/gst/documents?month=YYYY-MM (the month in IST). Amounts in paise. */
export interface GstMonthExport {
  month: string;
  documents: GstMonthDocument[];
  summary: GstMonthSummaryLine[];
  totals: GstAmounts;
  /** The payments ledger of the month: money received, refunded, and the two netted. */
  ledger: { received: number; refunded: number; net: number };
}
