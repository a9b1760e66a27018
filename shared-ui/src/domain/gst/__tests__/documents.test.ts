import {
  GST_DOCUMENT_RULES,
  GST_DOCUMENT_TYPES,
  balanceAfterAdvances,
  documentNumber,
  documentTax,
} from '../documents';
import { DEFAULT_GST_SETTINGS, type GstSettings } from '../settings';

const SETTINGS: GstSettings = {
  ...DEFAULT_GST_SETTINGS,
  enabled: true,
  gstin: '19AABCT1332L1ZB',
  legalName: 'Shanti Tours Private Limited',
  address: '12 Park Street, Kolkata 700016',
};

describe('the document types', () => {
  it('name the rule of each', () => {
    expect(GST_DOCUMENT_TYPES).toEqual(['receipt', 'invoice', 'refund']);
    expect(GST_DOCUMENT_RULES.receipt).toMatchObject({
      title: 'Receipt Voucher',
      rule: 'CGST Rules 2017, rule 50',
    });
    expect(GST_DOCUMENT_RULES.invoice).toMatchObject({
      title: 'Tax Invoice',
      rule: 'CGST Rules 2017, rule 46',
    });
    expect(GST_DOCUMENT_RULES.refund).toMatchObject({
      title: 'Refund Voucher',
      rule: 'CGST Rules 2017, rule 51',
    });
  });

  it('number each series with its prefix', () => {
    expect(documentNumber(SETTINGS, 'receipt', '2026-27', 1)).toEqual({
      ok: true,
      number: 'RV/2026-27/0001',
    });
    expect(documentNumber(SETTINGS, 'invoice', '2026-27', 7)).toEqual({
      ok: true,
      number: 'INV/2026-27/0007',
    });
    expect(documentNumber(SETTINGS, 'refund', '2027-28', 1)).toEqual({
      ok: true,
      number: 'RF/2027-28/0001',
    });
  });
});

describe('documentTax', () => {
  it('prints 2.5% CGST and 2.5% SGST within West Bengal', () => {
    const tax = documentTax(1_050_000, SETTINGS, '19');
    expect(tax).toMatchObject({
      total: 1_050_000,
      taxableValue: 1_000_000,
      cgst: 25_000,
      sgst: 25_000,
      igst: 0,
      ratePercent: 5,
      sac: '998555',
      placeOfSupply: 'West Bengal (19)',
      inclusiveNote: SETTINGS.inclusiveNote,
    });
    expect(tax?.lines).toEqual([
      { head: 'CGST', ratePercent: 2.5, amount: 25_000 },
      { head: 'SGST', ratePercent: 2.5, amount: 25_000 },
    ]);
  });

  it('prints 5% IGST for Odisha', () => {
    const tax = documentTax(1_050_000, SETTINGS, '21');
    expect(tax).toMatchObject({ igst: 50_000, cgst: 0, sgst: 0, placeOfSupply: 'Odisha (21)' });
    expect(tax?.lines).toEqual([{ head: 'IGST', ratePercent: 5, amount: 50_000 }]);
  });

  it('gives no tax at all while GST is off', () => {
    expect(documentTax(1_050_000, { ...SETTINGS, enabled: false }, '19')).toBeNull();
  });
});

describe('balanceAfterAdvances', () => {
  it('charges on the invoice what the receipt vouchers did not, to the paisa', () => {
    const invoice = documentTax(3_000_000, SETTINGS, '19');
    const deposit = documentTax(600_000, SETTINGS, '19');
    const second = documentTax(1_200_000, SETTINGS, '19');
    if (!invoice || !deposit || !second) throw new Error('GST is on');
    const balance = balanceAfterAdvances(invoice, [deposit, second]);
    expect(balance.total).toBe(1_200_000);
    for (const head of ['taxableValue', 'cgst', 'sgst', 'igst'] as const) {
      expect(deposit[head] + second[head] + balance[head]).toBe(invoice[head]);
    }
    expect(balance.taxableValue + balance.cgst + balance.sgst + balance.igst).toBe(balance.total);
  });
});
