// Input schemas of GST (issue 27, docs/gst.md): the agency's GST settings (PUT /api/settings/gst,
// the admin's form) and a GSTIN field (the settings' and a booking's). The rules themselves are in
// src/domain/gst; these only say which input is accepted and with what message.
import { z } from 'zod';

import { DOCUMENT_PREFIX_MAX_LENGTH, DOCUMENT_PREFIX_PATTERN } from '../domain/gst/financial-year';
import { GSTIN_MESSAGES, gstinProblem, gstinStateCode, normalizeGstin } from '../domain/gst/gstin';
import {
  DEFAULT_GST_PREFIXES,
  DEFAULT_GST_SETTINGS,
  INVOICE_MOMENTS,
  MAX_GST_RATE_PERCENT,
  TOUR_OPERATOR_RATE_PERCENT,
  type GstSettings,
} from '../domain/gst/settings';
import { isGstStateCode } from '../domain/gst/states';
import { optionalText } from './fields';

export const GST_SETTINGS_MESSAGES = {
  enabled: 'GST is on or off.',
  legalName: 'The legal name (as registered for GST) is required when GST is on.',
  address: 'The address of the registered place of business is required when GST is on.',
  stateCode: 'Choose the state of the GST registration.',
  gstinState: "The GSTIN's first two digits must be the state's code.",
  ratePercent: `The rate is a percentage above 0 and at most ${MAX_GST_RATE_PERCENT}, with at most two decimals.`,
  sac: 'The SAC is six digits starting with 99 (998555 for tour operator services).',
  inclusiveNote:
    'The 5% rate for tour operators needs the bill to say that the amount includes accommodation and transportation.',
  invoiceOn: 'The tax invoice is issued at check-in or when the booking is completed.',
  prefix: `A prefix is 1 to ${DOCUMENT_PREFIX_MAX_LENGTH} letters, digits or '-', so that numbers stay within 16 characters.`,
  prefixesDiffer: 'Each document type needs its own prefix (each series is numbered apart).',
} as const;

const M = GST_SETTINGS_MESSAGES;

/**
 * A GSTIN as typed (spaces dropped, upper case); '' for none. A wrong one is refused with the
 * message of its first wrong part (GSTIN_MESSAGES), never stored.
 */
export const gstinSchema = z
  .string({ error: GSTIN_MESSAGES.characters })
  .transform(normalizeGstin)
  .superRefine((value, context) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

export const BOOKING_GST_MESSAGES = {
  stateCode: "Choose the traveller's state or union territory (the place of supply).",
} as const;

/**
 * A booking's state: a GST state code of states.ts ('19' West Bengal). Optional on a new booking
 * (the server takes the agency's state, IGST Act s.12(2)(b)(ii)).
 */
export const gstStateCodeSchema = z
  .string({ error: BOOKING_GST_MESSAGES.stateCode })
  .trim()
  .refine(isGstStateCode, BOOKING_GST_MESSAGES.stateCode);

const prefix = z
  .string({ error: M.prefix })
  .trim()
  .toUpperCase()
  .min(1, M.prefix)
  .max(DOCUMENT_PREFIX_MAX_LENGTH, M.prefix)
  .regex(DOCUMENT_PREFIX_PATTERN, M.prefix);

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const gstSettingsSchema = z
  .object({
    enabled: z.boolean({ error: M.enabled }),
    gstin: gstinSchema.optional().default(''),
    legalName: optionalText(200),
    address: optionalText(500),
    stateCode: z.string({ error: M.stateCode }).refine(isGstStateCode, M.stateCode),
    ratePercent: z
      .number({ error: M.ratePercent })
      .gt(0, M.ratePercent)
      .max(MAX_GST_RATE_PERCENT, M.ratePercent)
      .refine(hasTwoDecimalsAtMost, M.ratePercent)
      .default(DEFAULT_GST_SETTINGS.ratePercent),
    sac: z
      .string({ error: M.sac })
      .trim()
      .regex(/^99\d{4}$/, M.sac)
      .default(DEFAULT_GST_SETTINGS.sac),
    inclusiveNote: optionalText(500).default(DEFAULT_GST_SETTINGS.inclusiveNote),
    invoiceOn: z.enum(INVOICE_MOMENTS, { error: M.invoiceOn }).default('completed'),
    prefixes: z
      .object({ receipt: prefix, invoice: prefix, refund: prefix }, { error: M.prefix })
      .default({ ...DEFAULT_GST_PREFIXES }),
  })
  .superRefine((settings, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', message, path });
    // Off: nothing is printed with these, so only what is typed is checked (a wrong GSTIN is still
    // refused).
    if (settings.enabled) {
      if (settings.gstin === '') problem(['gstin'], GSTIN_MESSAGES.required);
      if (settings.legalName === '') problem(['legalName'], M.legalName);
      if (settings.address === '') problem(['address'], M.address);
      if (settings.ratePercent === TOUR_OPERATOR_RATE_PERCENT && settings.inclusiveNote === '') {
        problem(['inclusiveNote'], M.inclusiveNote);
      }
    }
    if (settings.gstin !== '' && gstinStateCode(settings.gstin) !== settings.stateCode) {
      problem(['gstin'], M.gstinState);
    }
    const { receipt, invoice, refund } = settings.prefixes;
    if (new Set([receipt, invoice, refund]).size < 3) problem(['prefixes'], M.prefixesDiffer);
  });

// The schema's output is the domain's settings type, so the API stores what the rules read.
export type GstSettingsInput = z.input<typeof gstSettingsSchema>;
const outputIsSettings: (value: z.output<typeof gstSettingsSchema>) => GstSettings = (value) =>
  value;
void outputIsSettings;

export const GST_DOCUMENT_MESSAGES = {
  cancelReason: 'Say why the document is cancelled (3 to 500 characters).',
  month: 'Choose a month (YYYY-MM).',
  format: 'The format is json or csv.',
} as const;

/** POST /api/gst/documents/{id}/cancel: why (kept with the document, which keeps its number). */
export const gstDocumentCancelSchema = z.object({
  reason: z
    .string({ error: GST_DOCUMENT_MESSAGES.cancelReason })
    .trim()
    .min(3, GST_DOCUMENT_MESSAGES.cancelReason)
    .max(500, GST_DOCUMENT_MESSAGES.cancelReason),
});
export type GstDocumentCancelInput = z.output<typeof gstDocumentCancelSchema>;

/** GET /api/gst/documents?month=YYYY-MM&format=json|csv: the accountant's month (Asia/Kolkata). */
export const gstMonthQuerySchema = z.object({
  month: z
    .string({ error: GST_DOCUMENT_MESSAGES.month })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GST_DOCUMENT_MESSAGES.month),
  format: z.enum(['json', 'csv'], { error: GST_DOCUMENT_MESSAGES.format }).default('json'),
});
export type GstMonthQuery = z.output<typeof gstMonthQuerySchema>;
