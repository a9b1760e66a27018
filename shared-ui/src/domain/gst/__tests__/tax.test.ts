import {
  placeOfSupply,
  rupeesToPaise,
  splitInclusiveAmount,
  supplyKind,
  taxableValueOf,
} from '../tax';

const WEST_BENGAL = '19';
const ODISHA = '21';
const split = (rupees: number, placeOfSupplyCode = WEST_BENGAL, ratePercent = 5) =>
  splitInclusiveAmount({
    amountPaise: rupeesToPaise(rupees),
    ratePercent,
    agencyStateCode: WEST_BENGAL,
    placeOfSupplyCode,
  });

describe('splitInclusiveAmount', () => {
  it('₹10,500 inclusive in West Bengal: ₹10,000 + ₹250 CGST + ₹250 SGST', () => {
    expect(split(10_500)).toEqual({
      total: 1_050_000,
      taxableValue: 1_000_000,
      cgst: 25_000,
      sgst: 25_000,
      igst: 0,
      kind: 'intra-state',
      stateTaxHead: 'SGST',
    });
  });

  it('₹10,500 for Odisha: ₹10,000 + ₹500 IGST', () => {
    expect(split(10_500, ODISHA)).toMatchObject({
      taxableValue: 1_000_000,
      cgst: 0,
      sgst: 0,
      igst: 50_000,
      kind: 'inter-state',
    });
  });

  it('rounds odd amounts to the paisa, CGST taking the odd paisa', () => {
    // ₹1: 100 x 100 / 105 = 95.24 paise -> 95; tax 5 paise -> CGST 3, SGST 2.
    expect(split(1)).toMatchObject({ taxableValue: 95, cgst: 3, sgst: 2 });
    // ₹999: 99,900 x 100 / 105 = 95,142.86 -> 95,143; tax 4,757 -> 2,379 + 2,378.
    expect(split(999)).toMatchObject({ taxableValue: 95_143, cgst: 2_379, sgst: 2_378 });
    // ₹8,333: 833,300 x 100 / 105 = 793,619.05 -> 793,619; tax 39,681 -> 19,841 + 19,840.
    expect(split(8_333)).toMatchObject({ taxableValue: 793_619, cgst: 19_841, sgst: 19_840 });
    expect(split(999, ODISHA)).toMatchObject({ taxableValue: 95_143, igst: 4_757 });
  });

  it('adds up to the amount to the paisa for every amount, the heads a paisa apart at most', () => {
    const wrong: string[] = [];
    for (let amountPaise = 0; amountPaise <= 300_000; amountPaise += 7) {
      for (const placeOfSupplyCode of [WEST_BENGAL, ODISHA]) {
        const heads = splitInclusiveAmount({
          amountPaise,
          ratePercent: 5,
          agencyStateCode: WEST_BENGAL,
          placeOfSupplyCode,
        });
        const sum = heads.taxableValue + heads.cgst + heads.sgst + heads.igst;
        const gap = heads.cgst - heads.sgst;
        if (sum !== amountPaise || gap < 0 || gap > 1)
          wrong.push(`${amountPaise}/${placeOfSupplyCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes another rate (the 18% scheme), and rounds a half paisa up', () => {
    expect(split(11_800, WEST_BENGAL, 18)).toMatchObject({
      taxableValue: 1_000_000,
      cgst: 90_000,
      sgst: 90_000,
    });
    expect(taxableValueOf(21, 5)).toBe(20); // exactly 20
    expect(taxableValueOf(3, 100)).toBe(2); // 1.5 paise: half up (at 5% no amount falls on a half)
  });

  it('uses UTGST for an agency in a union territory without a legislature', () => {
    const heads = splitInclusiveAmount({
      amountPaise: 1_050_000,
      ratePercent: 5,
      agencyStateCode: '04',
      placeOfSupplyCode: '04',
    });
    expect(heads).toMatchObject({ cgst: 25_000, sgst: 25_000, stateTaxHead: 'UTGST' });
  });

  it('refuses what is not an amount in paise or a rate of two decimals', () => {
    expect(() => taxableValueOf(-100, 5)).toThrow(RangeError);
    expect(() => taxableValueOf(10.5, 5)).toThrow(RangeError);
    expect(() => taxableValueOf(100, 5.125)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.5)).toThrow(RangeError);
  });
});

describe('placeOfSupply (IGST Act s.12(2))', () => {
  it("is the registered recipient's state, then the traveller's state, then the agency's", () => {
    expect(
      placeOfSupply({
        agencyStateCode: WEST_BENGAL,
        travellerStateCode: ODISHA,
        travellerGstin: '27AAPFU0939F1ZV',
      }),
    ).toEqual({ stateCode: '27', basis: 'recipient-gstin' });
    expect(placeOfSupply({ agencyStateCode: WEST_BENGAL, travellerStateCode: ODISHA })).toEqual({
      stateCode: ODISHA,
      basis: 'recipient-address',
    });
    expect(
      placeOfSupply({ agencyStateCode: WEST_BENGAL, travellerStateCode: null, travellerGstin: '' }),
    ).toEqual({ stateCode: WEST_BENGAL, basis: 'supplier-location' });
  });

  it('is intra-state only in the agency state', () => {
    expect(supplyKind(WEST_BENGAL, WEST_BENGAL)).toBe('intra-state');
    expect(supplyKind(WEST_BENGAL, ODISHA)).toBe('inter-state');
  });
});
