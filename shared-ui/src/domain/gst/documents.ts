// The three tax documents of a tour (receipt voucher, tax invoice, refund voucher), the rule each
// follows, and the tax lines a document prints for an amount, the settings and the place of supply.
import { formatDocumentNumber, type DocumentNumberResult } from './financial-year';
import type { GstSettings } from './settings';
import { formatGstState } from './states';
import { splitInclusiveAmount, type TaxSplit } from './tax';

export const GST_DOCUMENT_TYPES = ['receipt', 'invoice', 'refund'] as const;
export type GstDocumentType = (typeof GST_DOCUMENT_TYPES)[number];

export interface GstDocumentRule {
  /** The title printed at the top of the document. */
  title: string;
  /** Its rule in the Central Goods and Services Tax Rules, 2017. */
  rule: string;
  /** When it is issued. */
  issuedFor: string;
}

export const GST_DOCUMENT_RULES: Readonly<Record<GstDocumentType, GstDocumentRule>> = {
  receipt: {
    title: 'Receipt Voucher',
    rule: 'CGST Rules 2017, rule 50',
    issuedFor: 'Every advance received before the tour is supplied (CGST Act s.31(3)(d)).',
  },
  invoice: {
    title: 'Tax Invoice',
    rule: 'CGST Rules 2017, rule 46',
    issuedFor:
      'The whole tour when it is supplied (at check-in or completion, as set), showing the advances already received under receipt vouchers; also a charge kept on a cancellation (CBIC Circular 178/10/2022-GST).',
  },
  refund: {
    title: 'Refund Voucher',
    rule: 'CGST Rules 2017, rule 51',
    issuedFor:
      'An advance refunded with no supply made, citing its receipt voucher (CGST Act s.31(3)(e)).',
  },
};

/** The signature line every document ends with (rules 46, 50 and 51 ask for the supplier's or its
 * authorised representative's signature). */
export const AUTHORISED_SIGNATORY = 'Authorised signatory';

/**
 * Rules 46(p), 50(1)(g) and 51(1)(g): whether the tax is payable on reverse charge. Tour operator
 * services are not among the reverse-charge services (Notification 13/2017-Central Tax (Rate)).
 * Printed on every document, by the PDF and the print page alike.
 */
export const REVERSE_CHARGE_NOTE = 'Tax payable on reverse charge: No';

export interface TaxLine {
  /** 'CGST', 'SGST', 'UTGST' or 'IGST'. */
  head: string;
  ratePercent: number;
  /** Paise. */
  amount: number;
}

export interface DocumentTax extends TaxSplit {
  ratePercent: number;
  sac: string;
  /** 'West Bengal (19)'. */
  placeOfSupply: string;
  placeOfSupplyCode: string;
  /** The heads with a rate, in the order printed; a head of the other kind is left out. */
  lines: TaxLine[];
  inclusiveNote: string;
}

/**
 * The tax lines of a document of `amountPaise` (tax included) placed in `placeOfSupplyCode`
 * (tax.ts placeOfSupply). Null when GST is off: the receipt stays as before, with no tax.
 * Half the rate to each head within the state (2.5% + 2.5%), the whole rate as IGST between states.
 */
export function documentTax(
  amountPaise: number,
  settings: GstSettings,
  placeOfSupplyCode: string,
): DocumentTax | null {
  if (!settings.enabled) return null;
  const split = splitInclusiveAmount({
    amountPaise,
    ratePercent: settings.ratePercent,
    agencyStateCode: settings.stateCode,
    placeOfSupplyCode,
  });
  const half = settings.ratePercent / 2;
  const lines: TaxLine[] =
    split.kind === 'intra-state'
      ? [
          { head: 'CGST', ratePercent: half, amount: split.cgst },
          { head: split.stateTaxHead, ratePercent: half, amount: split.sgst },
        ]
      : [{ head: 'IGST', ratePercent: settings.ratePercent, amount: split.igst }];
  return {
    ...split,
    ratePercent: settings.ratePercent,
    sac: settings.sac,
    placeOfSupply: formatGstState(placeOfSupplyCode),
    placeOfSupplyCode,
    lines,
    inclusiveNote: settings.inclusiveNote,
  };
}

/** A document's number in its type's series: ('receipt', '2026-27', 1) -> 'RV/2026-27/0001'. */
export function documentNumber(
  settings: Pick<GstSettings, 'prefixes'>,
  type: GstDocumentType,
  financialYear: string,
  sequence: number,
): DocumentNumberResult {
  return formatDocumentNumber(settings.prefixes[type], financialYear, sequence);
}

export type TaxHeads = Pick<TaxSplit, 'total' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'>;

/**
 * What the tax invoice still charges after the advances taxed under receipt vouchers (rule 50
 * taxes an advance when received; the invoice shows them and the balance): each head of the whole
 * tour less the same head of the advances, so the vouchers and the balance add up to the invoice to
 * the paisa. A head may come out negative if the place of supply changed between an advance and the
 * invoice (then the advance's voucher is best cancelled and reissued before the invoice).
 */
export function balanceAfterAdvances(invoice: TaxHeads, advances: readonly TaxHeads[]): TaxHeads {
  const sum = (head: keyof TaxHeads) =>
    invoice[head] - advances.reduce((total, advance) => total + advance[head], 0);
  return {
    total: sum('total'),
    taxableValue: sum('taxableValue'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
  };
}
