// The agency's GST settings (GET/PUT /api/settings/gst of issue 27) and their defaults: a
// GST-registered tour operator in West Bengal on the 5% scheme without input tax credit.
import type { GstDocumentType } from './documents';
import { DEFAULT_AGENCY_STATE_CODE } from './states';

export const INVOICE_MOMENTS = ['check-in', 'completed'] as const;
/** When the whole tour's tax invoice is issued: at check-in, or when the booking completes. */
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];

/** Each document type's series prefix ('RV', 'INV', 'RF'). */
export type GstPrefixes = Record<GstDocumentType, string>;

export interface GstSettings {
  /** Off for an agency below the registration threshold: receipts as before, with no tax. */
  enabled: boolean;
  /** The agency's GSTIN (gstin.ts); '' while GST is off. */
  gstin: string;
  legalName: string;
  address: string;
  /** The agency's GST state code (states.ts): intra-state supplies are those placed there. */
  stateCode: string;
  /** The whole rate, split half CGST and half SGST/UTGST within the state, or all IGST. */
  ratePercent: number;
  /** Services Accounting Code printed on every document. */
  sac: string;
  /** The wording the 5% rate is conditioned on (TOUR_OPERATOR_INCLUSIVE_NOTE). */
  inclusiveNote: string;
  invoiceOn: InvoiceMoment;
  /** The series' prefixes, one per document type (documents.ts); each at most 3 characters. */
  prefixes: GstPrefixes;
}

/**
 * Tour operator services at 5% without input tax credit: Notification 11/2017-Central Tax (Rate)
 * of 28 June 2017, entry 23(i) of the table (Heading 9985), as amended; 2.5% central tax, and the same state tax (the States' matching
 * notifications) or 5% integrated tax (Notification 8/2017-Integrated Tax (Rate)). An agency that
 * takes input tax credit is on 18% (entry 23(iii)) and changes the rate and the note.
 */
export const TOUR_OPERATOR_RATE_PERCENT = 5;

/** SAC 998555, "Tour operator services" (the Annexure scheme of classification of services). */
export const TOUR_OPERATOR_SAC = '998555';

/**
 * The condition of entry 23(i): "the bill issued for supply of this service indicates that it is
 * inclusive of charges of accommodation and transportation required for such tour and the amount
 * charged in the bill is the gross amount charged for such a tour including the charges of
 * accommodation and transportation required for such tour".
 */
export const TOUR_OPERATOR_INCLUSIVE_NOTE =
  'The amount charged is the gross amount for the tour, inclusive of the charges for accommodation and transportation required for the tour.';

export const DEFAULT_GST_PREFIXES: Readonly<GstPrefixes> = {
  receipt: 'RV',
  invoice: 'INV',
  refund: 'RF',
};

export const DEFAULT_GST_SETTINGS: Readonly<GstSettings> = {
  enabled: false,
  gstin: '',
  legalName: '',
  address: '',
  stateCode: DEFAULT_AGENCY_STATE_CODE,
  ratePercent: TOUR_OPERATOR_RATE_PERCENT,
  sac: TOUR_OPERATOR_SAC,
  inclusiveNote: TOUR_OPERATOR_INCLUSIVE_NOTE,
  invoiceOn: 'completed',
  prefixes: { ...DEFAULT_GST_PREFIXES },
};

/** The highest rate the settings take: the top GST slab (28% until September 2025, 40% since). */
export const MAX_GST_RATE_PERCENT = 40;
