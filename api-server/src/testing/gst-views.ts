// Sample tax documents (GstDocumentView) for the PDF's tests and for looking at a rendered page
// (render-gst-samples.ts): a receipt voucher in West Bengal for a traveller with a Bengali name, a
// tax invoice with advances for an Odisha traveller with a Hindi name (IGST), a refund voucher
// citing its receipt voucher, and a cancelled receipt voucher. The amounts are the domain's split.
import {
  AUTHORISED_SIGNATORY,
  balanceAfterAdvances,
  GST_DOCUMENT_RULES,
  gstStateByCode,
  paiseInWords,
  splitInclusiveAmount,
  TOUR_OPERATOR_INCLUSIVE_NOTE,
  type GstAmounts,
  type GstDocumentType,
  type GstDocumentView,
  type GstParty,
} from '@tours/shared-ui/gst';

const AGENCY_STATE = '19';

export const SAMPLE_SUPPLIER: GstParty = {
  name: 'Sonarpur Tours & Travels',
  address: '12 Station Road, Sonarpur, Kolkata 700150, West Bengal',
  stateCode: AGENCY_STATE,
  stateName: 'West Bengal',
  gstin: '19AAPFU0939F1ZS',
  phone: '+91 98300 12345',
  email: 'accounts@sonarpurtours.example',
};

function amounts(rupees: number, stateCode: string): GstAmounts {
  const { total, taxableValue, cgst, sgst, igst } = splitInclusiveAmount({
    amountPaise: rupees * 100,
    ratePercent: 5,
    agencyStateCode: AGENCY_STATE,
    placeOfSupplyCode: stateCode,
  });
  return { total, taxableValue, cgst, sgst, igst };
}

function party(name: string, stateCode: string, gstin = ''): GstParty {
  return {
    name,
    address: '',
    stateCode,
    stateName: gstStateByCode(stateCode)?.name ?? '',
    gstin,
    phone: '+91 98310 55555',
  };
}

export function sampleView(
  type: GstDocumentType,
  input: {
    number: string;
    rupees: number;
    recipient: GstParty;
    overrides?: Partial<GstDocumentView>;
  },
): GstDocumentView {
  const money = amounts(input.rupees, input.recipient.stateCode);
  return {
    _id: `doc-${input.number}`,
    type,
    number: input.number,
    issuedOn: '2026-10-12',
    status: 'issued',
    cancelReason: null,
    ...money,
    title: GST_DOCUMENT_RULES[type].title,
    bookingId: 'booking-42',
    bookingReference: 'ST-2026-0042',
    supplier: SAMPLE_SUPPLIER,
    recipient: input.recipient,
    description: 'Tour package: Puri, 12-16 October 2026, 2 adults + 1 child (Deluxe)',
    sac: '998555',
    ratePercent: 5,
    stateTaxHead: 'SGST',
    placeOfSupply: { code: input.recipient.stateCode, name: input.recipient.stateName },
    amountInWords: paiseInWords(money.total),
    inclusiveNote: TOUR_OPERATOR_INCLUSIVE_NOTE,
    advances: [],
    balance: null,
    cites: null,
    paymentNote: '',
    signatory: AUTHORISED_SIGNATORY,
    ...input.overrides,
  };
}

/** ₹10,500 received in West Bengal: ₹10,000 + ₹250 CGST + ₹250 SGST. */
export const RECEIPT_BENGALI = sampleView('receipt', {
  number: 'RV/2026-27/0001',
  rupees: 10_500,
  recipient: party('সুমিতা দাস', '19'),
  overrides: { paymentNote: 'UPI, UTR 412345678901' },
});

const ODISHA = party('अनीता शर्मा', '21');
const odishaAdvances = [
  { number: 'RV/2026-27/0007', issuedOn: '2026-08-02', ...amounts(10_500, '21') },
  { number: 'RV/2026-27/0012', issuedOn: '2026-09-20', ...amounts(8_333, '21') },
];
const odishaTour = amounts(31_500, '21');

/** The whole tour for an Odisha traveller (IGST), less two advances. */
export const INVOICE_HINDI = sampleView('invoice', {
  number: 'INV/2026-27/0003',
  rupees: 31_500,
  recipient: ODISHA,
  overrides: {
    issuedOn: '2026-10-16',
    advances: odishaAdvances,
    balance: balanceAfterAdvances(odishaTour, odishaAdvances),
  },
});

/** ₹4,200 of an advance refunded, citing its receipt voucher. */
export const REFUND_BENGALI = sampleView('refund', {
  number: 'RF/2026-27/0002',
  rupees: 4_200,
  recipient: party('শ্রীমতী কৃষ্ণা চক্রবর্তী', '19'),
  overrides: {
    issuedOn: '2026-10-20',
    cites: { number: 'RV/2026-27/0001', issuedOn: '2026-10-12', ...amounts(10_500, '19') },
  },
});

/** A receipt voucher cancelled with its reason (a school with a GSTIN in Bihar). */
export const CANCELLED_RECEIPT = sampleView('receipt', {
  number: 'RV/2026-27/0005',
  rupees: 50_000,
  recipient: {
    ...party('জ্যোতির্ময় বন্দ্যোপাধ্যায় (রবীন্দ্রনাথ বিদ্যালয়)', '10', '10AAPFU0939F1ZA'),
    address: 'Station Road, Gaya, Bihar 823001',
  },
  overrides: {
    status: 'cancelled',
    cancelReason: 'Wrong amount entered: the payment was ₹5,000, not ₹50,000.',
    paymentNote: 'Bank transfer, NEFT N123456789',
  },
});

export const SAMPLE_VIEWS = {
  'receipt-bengali': RECEIPT_BENGALI,
  'invoice-hindi': INVOICE_HINDI,
  'refund-bengali': REFUND_BENGALI,
  'receipt-cancelled': CANCELLED_RECEIPT,
} as const;
