// The quoted total a new booking starts with, estimated from the destination's numeric prices.
import type { HotelCategory } from '../constants';

/**
 * A destination's prices that software can compute with, beside SPEC's display list `price`:
 * integer rupees per person for each hotel category, and per child (5-8 years). Null when unset.
 */
export interface DestinationPrices {
  Budget: number | null;
  Deluxe: number | null;
  Luxury: number | null;
  child: number | null;
}

export interface Party {
  adults: number;
  children: number;
  category: HotelCategory;
}

/**
 * adults × the category's price per person + children × the child price. Null (the booking then
 * awaits a quote by hand) when the destination has no prices, the category has none, or there are
 * children and no child price.
 */
export function estimateQuote(
  prices: DestinationPrices | null | undefined,
  party: Party,
): number | null {
  const perAdult = prices?.[party.category] ?? null;
  if (perAdult === null) return null;
  if (party.children === 0) return party.adults * perAdult;
  const perChild = prices?.child ?? null;
  return perChild === null ? null : party.adults * perAdult + party.children * perChild;
}
