// Response schemas of GST (issue 27, docs/gst.md; the types GstSettings, GstDocumentSummary and
// GstDocumentView of @tours/shared-ui/gst). Every amount of a document is an integer in paise.
import { GST_DOCUMENT_STATUSES, GST_DOCUMENT_TYPES, INVOICE_MOMENTS } from '@tours/shared-ui/gst';

import { day } from './booking-office';
import { entitySchema, ref, text } from './common';

const paise = { type: 'integer', description: 'Paise (₹1 = 100), an integer' } as const;
const stateCode = { type: 'string', description: "Two-digit GST state code ('19' West Bengal)" };

const amounts = {
  taxableValue: { ...paise, description: 'Taxable value in paise' },
  cgst: { ...paise, description: 'CGST in paise' },
  sgst: { ...paise, description: 'SGST (or UTGST, see stateTaxHead) in paise' },
  igst: { ...paise, description: 'IGST in paise' },
  total: {
    ...paise,
    description: 'The amount, tax included, in paise: the four heads add up to it',
  },
} as const;

export const gstAmountsSchema = entitySchema('GstAmounts', amounts);

export const gstSettingsSchema = entitySchema('GstSettings', {
  enabled: { type: 'boolean', description: 'Off: no document is issued, receipts as before' },
  gstin: { ...text, description: "The agency's GSTIN; '' while GST is off" },
  legalName: text,
  address: text,
  stateCode,
  ratePercent: {
    type: 'number',
    description: 'The whole rate (5: 2.5% CGST + 2.5% SGST, or 5% IGST)',
  },
  sac: { ...text, description: 'Services Accounting Code (998555 tour operator services)' },
  inclusiveNote: text,
  invoiceOn: { type: 'string', enum: [...INVOICE_MOMENTS] },
  prefixes: {
    type: 'object',
    properties: { receipt: text, invoice: text, refund: text },
    required: ['receipt', 'invoice', 'refund'],
  },
});

const summaryFields = {
  _id: text,
  type: { type: 'string', enum: [...GST_DOCUMENT_TYPES] },
  number: { ...text, description: "'RV/2026-27/0001': consecutive per type and financial year" },
  issuedOn: { ...day, description: 'The day it is dated (Asia/Kolkata)' },
  ...amounts,
  status: { type: 'string', enum: [...GST_DOCUMENT_STATUSES] },
  cancelReason: { type: 'string', nullable: true },
} as const;

export const gstDocumentSummarySchema = entitySchema('GstDocumentSummary', summaryFields);

const party = {
  type: 'object',
  properties: {
    name: text,
    address: text,
    stateCode,
    stateName: text,
    gstin: { ...text, description: "'' for none" },
    phone: text,
    email: text,
  },
  required: ['name', 'address', 'stateCode', 'stateName', 'gstin'],
} as const;

const reference = {
  type: 'object',
  properties: { number: text, issuedOn: day, ...amounts },
  required: ['number', 'issuedOn', ...Object.keys(amounts)],
} as const;

export const gstDocumentViewSchema = entitySchema('GstDocumentView', {
  ...summaryFields,
  title: text,
  bookingId: text,
  bookingReference: text,
  supplier: party,
  recipient: party,
  description: text,
  sac: text,
  ratePercent: { type: 'number' },
  stateTaxHead: { type: 'string', enum: ['SGST', 'UTGST'] },
  placeOfSupply: {
    type: 'object',
    properties: { code: text, name: text },
    required: ['code', 'name'],
  },
  amountInWords: text,
  inclusiveNote: text,
  advances: {
    type: 'array',
    description: 'A tax invoice: the advances under receipt vouchers it is settled from',
    items: reference,
  },
  balance: {
    ...ref('GstAmounts'),
    nullable: true,
    description: 'A tax invoice: what it charges after the advances; null otherwise',
  },
  cites: { ...reference, nullable: true, description: 'A refund voucher: its receipt voucher' },
  paymentNote: text,
  signatory: text,
});

const monthDocument = {
  type: 'object',
  properties: {
    ...summaryFields,
    bookingReference: text,
    traveller: text,
    stateCode,
    stateName: text,
    gstin: text,
    ratePercent: { type: 'number' },
  },
  required: [
    ...Object.keys(summaryFields),
    'bookingReference',
    'traveller',
    'stateCode',
    'stateName',
    'gstin',
    'ratePercent',
  ],
} as const;

export const gstMonthSchema = entitySchema('GstMonth', {
  month: { ...text, description: 'YYYY-MM (Asia/Kolkata)' },
  documents: { type: 'array', items: monthDocument },
  summary: {
    type: 'array',
    description:
      "GSTR-1's business-to-consumer (small) table: by place of supply and rate, receipt vouchers + invoices net of their advances - refund vouchers, issued documents only",
    items: {
      type: 'object',
      properties: {
        placeOfSupply: stateCode,
        stateName: text,
        ratePercent: { type: 'number' },
        ...amounts,
      },
      required: ['placeOfSupply', 'stateName', 'ratePercent', ...Object.keys(amounts)],
    },
  },
  totals: ref('GstAmounts'),
  ledger: {
    type: 'object',
    description:
      "The month's payments ledger in paise: payments (reversals included) by their day, refunds by the cheque's day",
    properties: { received: paise, refunded: paise, net: paise },
    required: ['received', 'refunded', 'net'],
  },
});

export const gstSchemas = [
  gstAmountsSchema,
  gstSettingsSchema,
  gstDocumentSummarySchema,
  gstDocumentViewSchema,
  gstMonthSchema,
];
