// Issuing GST documents (docs/gst.md), always inside the transaction of what causes them and
// under the booking's row lock the caller holds: a receipt voucher for an advance (CGST Rules,
// rule 50), a refund voucher for an advance refunded (rule 51), a tax invoice (rule 46) for a
// charge kept on a cancellation (CBIC Circular 178/10/2022-GST) or for the whole tour supplied.
// The number is taken from the series' counter row (gst_counters) in the same transaction, so a
// rollback gives it back and two replicas wait for each other: consecutive, never repeated.
// The printed facts are frozen in the row (`view`). GST off: nothing is issued.
import {
  PAYMENT_METHOD_LABELS,
  formatDayInWords,
  todayInIst,
  type IsoDate,
  type Payment,
} from '@tours/shared-ui/booking-office';
import {
  AUTHORISED_SIGNATORY,
  GST_DOCUMENT_RULES,
  balanceAfterAdvances,
  documentNumber,
  documentTax,
  financialYearOf,
  gstStateByCode,
  paiseInWords,
  placeOfSupply,
  rupeesToPaise,
  type GstAmounts,
  type GstDocumentReference,
  type GstDocumentType,
  type GstParty,
  type GstSettings,
} from '@tours/shared-ui/gst';

import type { BookingRow, GstDocumentCause, GstDocumentRow, GstFrozenView } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import { amountsOf } from '../../repositories/gst-documents-repository';
import { gstSettings } from './settings';

/** What a document is issued for, before the settings and the booking make it a document. */
interface Draft {
  type: GstDocumentType;
  cause: GstDocumentCause;
  /** Paise, tax included. */
  amount: number;
  /** The day it is dated (Asia/Kolkata). */
  issuedOn: IsoDate;
  description: string;
  paymentId?: string | null;
  paymentNote?: string;
  /** A refund voucher: the receipt voucher it cites (its rate and place of supply are used). */
  cites?: GstDocumentRow | null;
  /** A tax invoice: the receipt vouchers it is settled from, with the part of each applied. */
  advances?: GstDocumentReference[];
  reissueOf?: string | null;
}

const amountsPart = (heads: GstAmounts): GstAmounts => ({
  taxableValue: heads.taxableValue,
  cgst: heads.cgst,
  sgst: heads.sgst,
  igst: heads.igst,
  total: heads.total,
});

function stateName(code: string): string {
  return gstStateByCode(code)?.name ?? code;
}

/** 'Tour package: Puri, 12 October 2026 to 16 October 2026, 2 adults + 1 child (Deluxe)'. */
export function tourDescription(row: BookingRow): string {
  const days =
    row.check_in === row.check_out
      ? formatDayInWords(row.check_in)
      : `${formatDayInWords(row.check_in)} to ${formatDayInWords(row.check_out)}`;
  const adults = `${row.adults} adult${row.adults === 1 ? '' : 's'}`;
  const children =
    row.children > 0 ? ` + ${row.children} ${row.children === 1 ? 'child' : 'children'}` : '';
  return `Tour package: ${row.destination}, ${days}, ${adults}${children} (${row.category})`;
}

/** 'UPI, T2611230001': how an advance was paid, printed on its receipt voucher. */
function paymentNoteOf(payment: Payment): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return payment.reference ? `${method}, ${payment.reference}` : method;
}

const referenceOf = (row: GstDocumentRow, heads: GstAmounts = amountsOf(row)) => ({
  number: row.number,
  issuedOn: row.issued_on,
  ...amountsPart(heads),
});

/** A calendar day as an instant inside it in India (the financial year is taken in IST). */
const middayOf = (day: IsoDate) => `${day}T12:00:00+05:30`;

/**
 * Takes the next number of the draft's series and stores the document with its printed facts:
 * the settings of today, the booking's state and GSTIN of today (IGST Act s.12(2) place of
 * supply), the tax split to the paisa (documentTax).
 */
async function issue(
  repositories: Repositories,
  settings: GstSettings,
  row: BookingRow,
  draft: Draft,
  now: Date,
): Promise<GstDocumentRow> {
  const citedView = draft.cites?.view;
  const place = citedView
    ? citedView.placeOfSupply.code
    : placeOfSupply({
        agencyStateCode: settings.stateCode,
        travellerStateCode: row.state_code,
        travellerGstin: row.gstin,
      }).stateCode;
  // A refund voucher takes back the tax its receipt voucher charged: the same rate and place.
  const rated = citedView ? { ...settings, ratePercent: citedView.ratePercent } : settings;
  const tax = documentTax(draft.amount, rated, place);
  if (!tax) throw new Error('GST is off: no document is issued.');
  const financialYear = financialYearOf(middayOf(draft.issuedOn));
  const sequence = await repositories.gstCounters.next(draft.type, financialYear);
  const numbered = documentNumber(settings, draft.type, financialYear, sequence);
  if (!numbered.ok) throw new HttpError(409, numbered.message);
  const supplier: GstParty = {
    name: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode,
    stateName: stateName(settings.stateCode),
    gstin: settings.gstin,
  };
  const recipient: GstParty = {
    name: row.name,
    address: '',
    stateCode: row.state_code,
    stateName: stateName(row.state_code),
    gstin: row.gstin ?? '',
    phone: row.phone,
    email: row.email,
  };
  const heads = amountsPart(tax);
  const advances = draft.advances ?? [];
  const view: GstFrozenView = {
    title: GST_DOCUMENT_RULES[draft.type].title,
    bookingId: row.id,
    bookingReference: row.reference,
    supplier,
    recipient,
    description: draft.description,
    sac: tax.sac,
    ratePercent: tax.ratePercent,
    stateTaxHead: tax.stateTaxHead,
    placeOfSupply: { code: place, name: stateName(place) },
    amountInWords: paiseInWords(draft.amount),
    inclusiveNote: tax.inclusiveNote,
    advances,
    balance: draft.type === 'invoice' ? balanceAfterAdvances(heads, advances) : null,
    cites: draft.cites ? referenceOf(draft.cites) : null,
    paymentNote: draft.paymentNote ?? '',
    signatory: AUTHORISED_SIGNATORY,
  };
  return repositories.gstDocuments.add({
    bookingId: row.id,
    type: draft.type,
    financialYear,
    sequence,
    number: numbered.number,
    issuedAt: now,
    issuedOn: draft.issuedOn,
    cause: draft.cause,
    paymentId: draft.paymentId ?? null,
    citesId: draft.cites?.id ?? null,
    reissueOf: draft.reissueOf ?? null,
    ...heads,
    view,
  });
}

/** The booking's issued documents of a type and cause, oldest first. */
async function issuedOf(
  repositories: Repositories,
  bookingId: string,
  type: GstDocumentType,
): Promise<GstDocumentRow[]> {
  const rows = await repositories.gstDocuments.ofBooking(bookingId);
  return rows.filter((row) => row.type === type && row.status === 'issued');
}

/** Whether the tour's own invoice was issued (cancelled ones count: the admin reissues those). */
async function hasSupplyInvoice(repositories: Repositories, bookingId: string): Promise<boolean> {
  const rows = await repositories.gstDocuments.ofBooking(bookingId);
  return rows.some((row) => row.type === 'invoice' && row.cause === 'supply');
}

/**
 * The advances an invoice of `amount` paise is settled from: the booking's issued receipt
 * vouchers, oldest first, each for as much of it as the invoice still needs. Every part but the
 * last is split like a document of its own; the last takes what is left of each head, so the
 * advances add up to the invoice head by head (its balance is then zero to the paisa).
 */
async function advancesFor(
  repositories: Repositories,
  settings: GstSettings,
  row: BookingRow,
  invoice: GstAmounts,
  place: string,
): Promise<GstDocumentReference[]> {
  const vouchers = await issuedOf(repositories, row.id, 'receipt');
  const applied: GstDocumentReference[] = [];
  let left = invoice.total;
  for (const voucher of vouchers) {
    if (left <= 0) break;
    const whole = amountsOf(voucher);
    const part = Math.min(whole.total, left);
    left -= part;
    if (left === 0) {
      // The last part: whatever the invoice's heads still lack.
      applied.push(referenceOf(voucher, balanceAfterAdvances(invoice, applied)));
      break;
    }
    const split = part === whole.total ? null : documentTax(part, settings, place);
    applied.push(referenceOf(voucher, split ? amountsPart(split) : whole));
  }
  return applied;
}

/** The settings when GST is on; null when off (nothing is issued). */
async function enabledSettings(repositories: Repositories): Promise<GstSettings | null> {
  const settings = await gstSettings.get(repositories);
  return settings.enabled ? settings : null;
}

function placeOf(settings: GstSettings, row: BookingRow): string {
  return placeOfSupply({
    agencyStateCode: settings.stateCode,
    travellerStateCode: row.state_code,
    travellerGstin: row.gstin,
  }).stateCode;
}

/** A tax invoice for `amount` paise settled from the booking's receipt vouchers. */
async function invoiceDraft(
  repositories: Repositories,
  settings: GstSettings,
  row: BookingRow,
  input: {
    amount: number;
    cause: 'cancellation' | 'supply';
    issuedOn: IsoDate;
    reissueOf?: string;
  },
): Promise<Draft> {
  const place = placeOf(settings, row);
  const tax = documentTax(input.amount, settings, place);
  const advances = tax
    ? await advancesFor(repositories, settings, row, amountsPart(tax), place)
    : [];
  const tour = tourDescription(row);
  return {
    type: 'invoice',
    cause: input.cause,
    amount: input.amount,
    issuedOn: input.issuedOn,
    description:
      input.cause === 'supply' ? tour : `Charge kept on the cancellation of the booking. ${tour}`,
    advances,
    reissueOf: input.reissueOf ?? null,
  };
}

/** The receipt voucher of an advance (rule 50), dated the day it was paid. */
function receiptDraft(row: BookingRow, payment: Payment, reissueOf: string | null = null): Draft {
  return {
    type: 'receipt',
    cause: 'payment',
    amount: rupeesToPaise(payment.amount),
    issuedOn: payment.paidOn,
    description: `Advance for the tour. ${tourDescription(row)}`,
    paymentId: payment.id,
    paymentNote: paymentNoteOf(payment),
    reissueOf,
  };
}

/** The receipt voucher a refund voucher cites: the booking's latest issued one (rule 51). */
async function latestReceipt(
  repositories: Repositories,
  bookingId: string,
): Promise<GstDocumentRow | null> {
  return (await issuedOf(repositories, bookingId, 'receipt')).at(-1) ?? null;
}

const refundDescription = (row: BookingRow) =>
  `Refund of the advance: no supply made. ${tourDescription(row)}`;

/**
 * The refund voucher of `amount` paise (rule 51), dated the day the refund was paid, citing the
 * receipt voucher whose tax it takes back (its rate and place of supply).
 */
function refundDraft(
  amount: number,
  issuedOn: IsoDate,
  description: string,
  cites: GstDocumentRow | null,
  reissueOf: string | null = null,
): Draft {
  return { type: 'refund', cause: 'refund', amount, issuedOn, description, cites, reissueOf };
}

export const gstIssue = {
  /**
   * A payment > 0 recorded before the tour's invoice: its receipt voucher, dated the day it was
   * paid (rule 50: issued on receipt of the advance). After the invoice, none (the invoice's
   * balance is what it pays).
   */
  async receipt(
    repositories: Repositories,
    row: BookingRow,
    payment: Payment,
    now: Date,
  ): Promise<GstDocumentRow | null> {
    const settings = await enabledSettings(repositories);
    if (!settings || payment.amount <= 0) return null;
    if (await hasSupplyInvoice(repositories, row.id)) return null;
    return issue(repositories, settings, row, receiptDraft(row, payment), now);
  },

  /** A reversal of a payment: its receipt voucher is cancelled with the reversal's reason. */
  async reversed(
    repositories: Repositories,
    paymentId: string,
    reason: string,
    now: Date,
  ): Promise<void> {
    const voucher = await repositories.gstDocuments.issuedForPayment(paymentId);
    if (voucher) await repositories.gstDocuments.cancel(voucher.id, reason, now);
  },

  /**
   * A refund paid (the cheque): a refund voucher for it, citing the booking's latest issued
   * receipt voucher (rule 51). None when no advance of the booking was documented.
   */
  async refund(
    repositories: Repositories,
    row: BookingRow,
    amountRupees: number,
    paidOn: IsoDate,
    now: Date,
    reissueOf: string | null = null,
  ): Promise<GstDocumentRow | null> {
    const settings = await enabledSettings(repositories);
    if (!settings || amountRupees <= 0) return null;
    // After the tour's invoice a refund is a credit note's matter (CGST Act s.34): not built.
    if (await hasSupplyInvoice(repositories, row.id)) return null;
    const cites = await latestReceipt(repositories, row.id);
    if (!cites) return null;
    const amount = rupeesToPaise(amountRupees);
    const draft = refundDraft(amount, paidOn, refundDescription(row), cites, reissueOf);
    return issue(repositories, settings, row, draft, now);
  },

  /**
   * A cancellation that keeps a charge out of the money received: a tax invoice for the part
   * kept, settled from the receipt vouchers (CBIC Circular 178/10/2022-GST: consideration for
   * the same tour service, at the same rate).
   */
  async cancellationCharge(
    repositories: Repositories,
    row: BookingRow,
    keptRupees: number,
    on: IsoDate,
    now: Date,
  ): Promise<GstDocumentRow | null> {
    const settings = await enabledSettings(repositories);
    if (!settings || keptRupees <= 0) return null;
    if (await hasSupplyInvoice(repositories, row.id)) return null;
    const draft = await invoiceDraft(repositories, settings, row, {
      amount: rupeesToPaise(keptRupees),
      cause: 'cancellation',
      issuedOn: on,
    });
    return issue(repositories, settings, row, draft, now);
  },

  /**
   * The tour supplied (at check-in or completion, as settings.invoiceOn says; at completion in
   * any case when none was issued): a tax invoice for the whole tour (its quoted total), with the
   * advances under receipt vouchers and the balance. Once per booking.
   */
  async supplied(
    repositories: Repositories,
    row: BookingRow,
    moment: 'check-in' | 'completed',
    today: IsoDate,
    now: Date,
  ): Promise<GstDocumentRow | null> {
    const settings = await enabledSettings(repositories);
    if (!settings) return null;
    if (moment === 'check-in' && settings.invoiceOn !== 'check-in') return null;
    const amount = rupeesToPaise(row.quoted_total ?? row.received);
    if (amount <= 0 || (await hasSupplyInvoice(repositories, row.id))) return null;
    const draft = await invoiceDraft(repositories, settings, row, {
      amount,
      cause: 'supply',
      issuedOn: today,
    });
    return issue(repositories, settings, row, draft, now);
  },

  /**
   * The daily trip job's pass (settings.invoiceOn 'check-in'): the tax invoice of each trip whose
   * check-in day has come, once. Answers how many it issued.
   */
  async startedTrips(repositories: Repositories, now: Date, limit: number): Promise<number> {
    const settings = await enabledSettings(repositories);
    if (!settings || settings.invoiceOn !== 'check-in') return 0;
    const today = todayInIst(now);
    const rows = await repositories.bookings.claimTripsToInvoice(today, limit);
    for (const row of rows) await gstIssue.supplied(repositories, row, 'check-in', today, now);
    return rows.length;
  },

  /**
   * A new document in place of a cancelled one: a new number, today's settings and the booking's
   * state and GSTIN as they are now, the same cause and amount (an invoice's advances taken
   * again). The caller holds the booking's lock and has checked the old one may be reissued.
   */
  async reissue(
    repositories: Repositories,
    row: BookingRow,
    old: GstDocumentRow,
    today: IsoDate,
    now: Date,
  ): Promise<GstDocumentRow> {
    const settings = await gstSettings.get(repositories);
    if (!settings.enabled) throw new HttpError(409, GST_ISSUE_ERRORS.off);
    const amount = amountsOf(old).total;
    if (old.type === 'invoice') {
      const cause = old.cause === 'supply' ? 'supply' : 'cancellation';
      const draft = await invoiceDraft(repositories, settings, row, {
        amount,
        cause,
        issuedOn: today,
        reissueOf: old.id,
      });
      return issue(repositories, settings, row, draft, now);
    }
    if (old.type === 'refund') {
      const cites = await latestReceipt(repositories, row.id);
      const draft = refundDraft(amount, old.issued_on, old.view.description, cites, old.id);
      return issue(repositories, settings, row, draft, now);
    }
    const payment = old.payment_id
      ? await repositories.payments.find(row.id, old.payment_id)
      : null;
    if (!payment || (await repositories.payments.isReversed(payment.id))) {
      throw new HttpError(409, GST_ISSUE_ERRORS.paymentReversed);
    }
    return issue(repositories, settings, row, receiptDraft(row, payment, old.id), now);
  },
};

export const GST_ISSUE_ERRORS = {
  off: 'GST is off in the settings: no document can be issued.',
  paymentReversed: 'The payment of this receipt voucher was reversed: there is nothing to reissue.',
  notCancelled: 'Only a cancelled document is reissued: cancel it first, with the reason.',
  reissued: 'This document was reissued already.',
  alreadyCancelled: 'This document is cancelled already.',
} as const;
