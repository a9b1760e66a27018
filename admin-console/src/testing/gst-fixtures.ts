// GST documents as the API answers them (issue 27; amounts in paise), for the admin's tests.
import type { GstMonthExport } from '@tours/shared-ui/api';
import {
  DEFAULT_GST_SETTINGS,
  type GstDocumentReference,
  type GstDocumentSummary,
  type GstDocumentView,
  type GstSettings,
} from '@tours/shared-ui/gst';

/** A valid West Bengal GSTIN (GSTN's sample PAN, the mod-36 check character computed). */
export const AGENCY_GSTIN = '19AAPFU0939F1ZS';
/** A valid Odisha GSTIN: a school travelling from Bhubaneswar. */
export const SCHOOL_GSTIN = '21AAPFU0939F1Z7';

export const gstSettingsOn = (overrides: Partial<GstSettings> = {}): GstSettings => ({
  ...DEFAULT_GST_SETTINGS,
  prefixes: { ...DEFAULT_GST_SETTINGS.prefixes },
  enabled: true,
  gstin: AGENCY_GSTIN,
  legalName: 'Sonarpur Tours and Travels',
  address: '12 Station Road, Sonarpur, Kolkata 700150',
  ...overrides,
});

/** A receipt voucher of ₹10,500 paid by a traveller from West Bengal: CGST + SGST. */
export const receiptSummary = (
  overrides: Partial<GstDocumentSummary> = {},
): GstDocumentSummary => ({
  _id: 'doc1',
  type: 'receipt',
  number: 'RV/2026-27/0001',
  issuedOn: '2026-11-20',
  taxableValue: 1000000,
  cgst: 25000,
  sgst: 25000,
  igst: 0,
  total: 1050000,
  status: 'issued',
  cancelReason: null,
  ...overrides,
});

/** That receipt voucher as a later document cites it (an invoice's advance, a refund's voucher). */
export const receiptReference = (): GstDocumentReference => {
  const { number, issuedOn, taxableValue, cgst, sgst, igst, total } = receiptSummary();
  return { number, issuedOn, taxableValue, cgst, sgst, igst, total };
};

export const documentView = (overrides: Partial<GstDocumentView> = {}): GstDocumentView => ({
  ...receiptSummary(),
  title: 'Receipt Voucher',
  bookingId: 'b1',
  bookingReference: 'SPT-2611-0042',
  supplier: {
    name: 'Sonarpur Tours and Travels',
    address: '12 Station Road, Sonarpur, Kolkata 700150',
    stateCode: '19',
    stateName: 'West Bengal',
    gstin: AGENCY_GSTIN,
    phone: '+91 98300 00000',
    email: 'office@example.com',
  },
  recipient: {
    name: 'Asha Roy',
    address: '',
    stateCode: '19',
    stateName: 'West Bengal',
    gstin: '',
  },
  description: 'Tour package: Darjeeling, 1-5 May 2099, 2 adults + 1 child (Deluxe)',
  sac: '998555',
  ratePercent: 5,
  stateTaxHead: 'SGST',
  placeOfSupply: { code: '19', name: 'West Bengal' },
  amountInWords: 'Rupees Ten Thousand Five Hundred Only',
  inclusiveNote: DEFAULT_GST_SETTINGS.inclusiveNote,
  advances: [],
  balance: null,
  cites: null,
  paymentNote: 'UPI, UTR 412345678901',
  signatory: 'Authorised signatory',
  ...overrides,
});

/** November 2026: one receipt voucher in West Bengal and one in Odisha, equal to the ledger. */
export const monthExport = (overrides: Partial<GstMonthExport> = {}): GstMonthExport => ({
  month: '2026-11',
  documents: [
    {
      ...receiptSummary(),
      bookingReference: 'SPT-2611-0042',
      traveller: 'Asha Roy',
      stateCode: '19',
      stateName: 'West Bengal',
      gstin: '',
      ratePercent: 5,
    },
    {
      ...receiptSummary({
        _id: 'doc2',
        number: 'RV/2026-27/0002',
        issuedOn: '2026-11-21',
        cgst: 0,
        sgst: 0,
        igst: 50000,
      }),
      bookingReference: 'SPT-2611-0043',
      traveller: 'DAV School Bhubaneswar',
      stateCode: '21',
      stateName: 'Odisha',
      gstin: SCHOOL_GSTIN,
      ratePercent: 5,
    },
  ],
  summary: [
    {
      placeOfSupply: '19',
      stateName: 'West Bengal',
      ratePercent: 5,
      taxableValue: 1000000,
      cgst: 25000,
      sgst: 25000,
      igst: 0,
      total: 1050000,
    },
    {
      placeOfSupply: '21',
      stateName: 'Odisha',
      ratePercent: 5,
      taxableValue: 1000000,
      cgst: 0,
      sgst: 0,
      igst: 50000,
      total: 1050000,
    },
  ],
  totals: { taxableValue: 2000000, cgst: 25000, sgst: 25000, igst: 50000, total: 2100000 },
  ledger: { received: 2100000, refunded: 0, net: 2100000 },
  ...overrides,
});
