// The tax inside a tax-inclusive price, and the place of supply that decides its heads. Amounts are
// integers in paise: the traveller pays whole rupees, the tax comes out to the paisa, and the heads
// always add up to the amount paid.
import { gstStateByCode, type StateTaxHead } from './states';

/** The largest amount a document takes: ₹100 crore, in paise (far above any tour). */
export const MAX_PAISE = 10_000_000_000;

export function isPaise(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PAISE;
}

/** Whole rupees (the booking office's amounts) in paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees))
    throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  return rupees * 100;
}

/** A rate in hundredths of a percent (5 -> 500, 2.5 -> 250): the arithmetic stays in integers. */
function rateBasisPoints(ratePercent: number): number {
  const points = Math.round(ratePercent * 100);
  if (points < 0 || Math.abs(points - ratePercent * 100) > 1e-6) {
    throw new RangeError(`Not a rate of at most two decimals: ${ratePercent}`);
  }
  return points;
}

/**
 * The taxable value inside a tax-inclusive amount: amount x 100 / (100 + rate) (s.15 of the CGST
 * Act: the value is the price excluding the tax), rounded to the nearest paisa, a half paisa up.
 * ₹10,500 at 5% -> ₹10,000.
 */
export function taxableValueOf(amountPaise: number, ratePercent: number): number {
  if (!isPaise(amountPaise)) throw new RangeError(`Not an amount in paise: ${amountPaise}`);
  const denominator = 10_000 + rateBasisPoints(ratePercent);
  // Integers below 2^53 throughout (MAX_PAISE x 20,000 < 9 x 10^15): exact, no float rounding.
  return Math.floor((2 * amountPaise * 10_000 + denominator) / (2 * denominator));
}

export type SupplyKind = 'intra-state' | 'inter-state';

export interface PlaceOfSupply {
  /** The GST state code of the place of supply. */
  stateCode: string;
  /** Which clause of IGST Act s.12(2) placed it (for the accountant's check). */
  basis: 'recipient-gstin' | 'recipient-address' | 'supplier-location';
}

/**
 * The place of supply of a tour sold in India (IGST Act 2017, s.12(2), services where supplier and
 * recipient are in India): (a) to a registered person, the location of that person (the state of
 * its GSTIN); (b)(i) to anyone else, the recipient's location where an address is on record (the
 * traveller's state); (b)(ii) otherwise, the location of the supplier (the agency's state).
 */
export function placeOfSupply(input: {
  agencyStateCode: string;
  travellerStateCode?: string | null;
  travellerGstin?: string | null;
}): PlaceOfSupply {
  const { agencyStateCode, travellerStateCode, travellerGstin } = input;
  if (travellerGstin) return { stateCode: travellerGstin.slice(0, 2), basis: 'recipient-gstin' };
  if (travellerStateCode) return { stateCode: travellerStateCode, basis: 'recipient-address' };
  return { stateCode: agencyStateCode, basis: 'supplier-location' };
}

/**
 * Intra-state when the place of supply is the supplier's state (IGST Act s.8(2): CGST + SGST, or
 * UTGST in a union territory without a legislature), inter-state otherwise (s.7(3): IGST).
 */
export function supplyKind(agencyStateCode: string, placeOfSupplyCode: string): SupplyKind {
  return agencyStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
}

export interface TaxSplit {
  /** The whole amount, tax included, in paise. */
  total: number;
  taxableValue: number;
  cgst: number;
  /** SGST, or UTGST where stateTaxHead says so. */
  sgst: number;
  igst: number;
  kind: SupplyKind;
  stateTaxHead: StateTaxHead;
}

/**
 * The tax heads of a tax-inclusive amount in paise. Intra-state the tax is halved between CGST and
 * SGST/UTGST; an odd paisa goes to CGST (our rule: the heads must add up to the amount, and one of
 * them has to carry it; the Acts set no rule). Always taxableValue + cgst + sgst + igst = total.
 *   ₹10,500 in West Bengal by a West Bengal agency -> ₹10,000 + ₹250 CGST + ₹250 SGST
 *   ₹10,500 for Odisha -> ₹10,000 + ₹500 IGST
 */
export function splitInclusiveAmount(input: {
  amountPaise: number;
  ratePercent: number;
  agencyStateCode: string;
  placeOfSupplyCode: string;
}): TaxSplit {
  const { amountPaise, ratePercent, agencyStateCode, placeOfSupplyCode } = input;
  const taxableValue = taxableValueOf(amountPaise, ratePercent);
  const tax = amountPaise - taxableValue;
  const kind = supplyKind(agencyStateCode, placeOfSupplyCode);
  const stateTaxHead = gstStateByCode(agencyStateCode)?.stateTaxHead ?? 'SGST';
  if (kind === 'inter-state') {
    return { total: amountPaise, taxableValue, cgst: 0, sgst: 0, igst: tax, kind, stateTaxHead };
  }
  const sgst = Math.floor(tax / 2);
  return { total: amountPaise, taxableValue, cgst: tax - sgst, sgst, igst: 0, kind, stateTaxHead };
}
