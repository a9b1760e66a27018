// Every text of the GST feature (issue 27, docs/gst.md): the settings, the document's print page,
// a booking's tax documents and the accountant's month.
import type { GstDocumentStatus, GstDocumentType, InvoiceMoment } from '@tours/shared-ui/gst';

export const GST_SETTINGS_TEXTS = {
  heading: 'GST tax documents',
  intro:
    'When GST is on, the product issues the documents the GST law asks of a registered tour operator: a receipt voucher for every advance received, a tax invoice when the tour is supplied (showing the advances and the balance), and a refund voucher when an advance is paid back. Each is numbered in its own series per financial year (April to March) and never edited: a wrong one is cancelled with a reason and a new one issued. When GST is off, receipts stay as they are, with no tax.',
  accountant:
    'Ask your accountant to check the rate, the SAC and the wording against your scheme (5% without input tax credit, or 18% with it), and the GSTIN, legal name and address against your registration certificate.',
  monthLink: 'See the documents of a month and download them for your accountant',
  loading: 'Loading the GST settings...',
  failed: 'Failed to load the GST settings.',
  enabled: 'Issue GST documents',
  enabledHelp: 'Turn on once the agency is registered for GST.',
  gstin: 'GSTIN',
  gstinHelp: 'As on the registration certificate; its first two digits are the state below.',
  legalName: 'Legal name',
  legalNameHelp: 'The name the GST registration is in.',
  address: 'Address of the registered place of business',
  stateCode: 'State of registration',
  stateHelp: 'Travellers from this state pay CGST + SGST; from any other, IGST.',
  ratePercent: 'Rate (%)',
  rateHelp: 'Tour operators: 5% without input tax credit; 18% if you take input tax credit.',
  sac: 'SAC',
  sacHelp: '998555 is "Tour operator services".',
  inclusiveNote: 'Wording printed on every document',
  inclusiveHelp:
    'The 5% rate needs the bill to say the amount includes accommodation and transport for the tour.',
  invoiceOn: 'Issue the tour’s tax invoice',
  prefixes: 'Number prefixes',
  prefixesHelp:
    "1 to 3 letters, digits or '-', a different one per document type: numbers look like RV/2026-27/0001.",
  submit: 'Save GST settings',
  saved: 'GST settings saved.',
  saveFailed: 'Failed to save the GST settings.',
} as const;

export const INVOICE_MOMENT_LABELS: Readonly<Record<InvoiceMoment, string>> = {
  'check-in': 'At check-in (the first day of the tour)',
  completed: 'When the booking is completed',
};

/** The series' prefix fields, by document type. */
export const PREFIX_LABELS: Readonly<Record<GstDocumentType, string>> = {
  receipt: 'Receipt vouchers',
  invoice: 'Tax invoices',
  refund: 'Refund vouchers',
};

export const DOCUMENT_TYPE_LABELS: Readonly<Record<GstDocumentType, string>> = {
  receipt: 'Receipt voucher',
  invoice: 'Tax invoice',
  refund: 'Refund voucher',
};

export const DOCUMENT_STATUS_LABELS: Readonly<Record<GstDocumentStatus, string>> = {
  issued: 'Issued',
  cancelled: 'Cancelled',
};

/** The print page of one document (/admin/documents/:id). */
export const DOCUMENT_TEXTS = {
  title: 'Tax document',
  loading: 'Loading the document...',
  failed: 'Failed to load the document.',
  back: 'Back to the booking',
  print: 'Print',
  download: 'Download PDF',
  downloadFailed: 'Failed to download the PDF.',
  cancelled: 'CANCELLED',
  cancelReason: 'Reason',
  supplier: 'Supplier',
  recipient: 'Recipient',
  gstin: 'GSTIN',
  state: 'State',
  phone: 'Phone',
  email: 'Email',
  number: 'Number',
  date: 'Date',
  booking: 'Booking reference',
  placeOfSupply: 'Place of supply',
  unregistered: 'Unregistered',
  description: 'Description',
  sac: 'SAC',
  taxableValue: 'Taxable value',
  amountCaption: 'Amounts',
  rate: 'Rate',
  amount: 'Amount',
  total: 'Total',
  inWords: 'In words',
  payment: 'Payment',
  advancesCaption: 'Advances received under receipt vouchers',
  balance: 'Balance',
  cites: 'Refund of receipt voucher',
  citesText: (number: string, date: string, total: string) => `${number} of ${date} (${total})`,
  for: (name: string) => `For ${name}`,
} as const;

/** A booking's 'Tax documents' section and its cancel dialog. */
export const BOOKING_DOCUMENTS_TEXTS = {
  title: 'Tax documents',
  empty:
    'None yet. A receipt voucher is issued with each payment, the tax invoice when the tour is supplied.',
  loading: 'Loading the GST settings...',
  open: 'Open',
  openLabel: (number: string) => `Open ${number}`,
  pdf: 'PDF',
  pdfLabel: (number: string) => `Download ${number} as PDF`,
  cancel: 'Cancel',
  cancelLabel: (number: string) => `Cancel ${number}`,
  reissue: 'Reissue',
  reissueLabel: (number: string) => `Reissue ${number}`,
  cancelTitle: (number: string) => `Cancel ${number}`,
  cancelIntro:
    'A cancelled document keeps its number and stays in the records. Say why it is wrong; then issue a new one with Reissue.',
  reason: 'Reason (3 to 500 characters)',
  confirmCancel: 'Cancel the document',
  keep: 'Keep it',
  cancelled: (number: string) => `${number} cancelled.`,
  reissued: (number: string) => `${number} issued in its place.`,
  cancelFailed: 'Failed to cancel the document.',
  reissueFailed: 'Failed to reissue the document.',
  reasonShown: (reason: string) => `Cancelled: ${reason}`,
} as const;

/** The accountant's month (/admin/tax-documents). */
export const MONTH_TEXTS = {
  title: 'Tax documents',
  intro:
    "Every GST document issued in a month (India time), the month's summary by place of supply and rate in the shape of GSTR-1's table of supplies to consumers, and its total checked against the payments received and refunded.",
  month: 'Month',
  loading: 'Loading the month...',
  failed: "Failed to load the month's documents.",
  download: 'Download CSV',
  downloadFailed: 'Failed to download the CSV.',
  summaryCaption: 'Summary by place of supply and rate',
  placeOfSupply: 'Place of supply',
  rate: 'Rate',
  taxableValue: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST/UTGST',
  igst: 'IGST',
  total: 'Total',
  totals: 'Total',
  noSummary: 'Nothing to report for this month.',
  ledgerHeading: 'Against the payments ledger',
  ledger: (received: string, refunded: string, net: string) =>
    `Payments received ${received}, refunds paid ${refunded}: net ${net}.`,
  matches: (total: string) => `Matches: the documents total ${total}, the same as the ledger.`,
  differs: (total: string, difference: string) =>
    `Differs: the documents total ${total}, ${difference} from the ledger. Check for a payment without its receipt voucher, or a cancelled document not yet reissued.`,
  documentsCaption: 'Documents',
  type: 'Type',
  number: 'Number',
  date: 'Date',
  booking: 'Booking',
  traveller: 'Traveller',
  state: 'State',
  gstin: 'GSTIN',
  status: 'Status',
  noDocuments: 'No documents were issued in this month.',
  gstOff: 'GST is off: no documents are issued. Turn it on in the settings.',
  settingsLink: 'GST settings',
} as const;
