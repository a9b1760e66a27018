import { estimateQuote, type DestinationPrices } from '../quote';

const prices: DestinationPrices = { Budget: 8000, Deluxe: 12500, Luxury: 21000, child: 4000 };

describe('estimateQuote', () => {
  it('multiplies the per-person price of the category and the child price', () => {
    expect(estimateQuote(prices, { adults: 2, children: 1, category: 'Deluxe' })).toBe(29000);
    expect(estimateQuote(prices, { adults: 3, children: 0, category: 'Luxury' })).toBe(63000);
  });

  it('needs no child price when there are no children', () => {
    const noChild = { ...prices, child: null };
    expect(estimateQuote(noChild, { adults: 2, children: 0, category: 'Budget' })).toBe(16000);
    expect(estimateQuote(noChild, { adults: 2, children: 2, category: 'Budget' })).toBeNull();
  });

  it('gives no estimate without prices or without the category price', () => {
    expect(estimateQuote(null, { adults: 2, children: 0, category: 'Budget' })).toBeNull();
    expect(estimateQuote(undefined, { adults: 2, children: 0, category: 'Budget' })).toBeNull();
    expect(
      estimateQuote({ ...prices, Luxury: null }, { adults: 1, children: 0, category: 'Luxury' }),
    ).toBeNull();
  });
});
