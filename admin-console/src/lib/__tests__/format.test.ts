import { formatPriceList } from '../format';

describe('formatPriceList', () => {
  it('shows whole rupees with the sign and Indian grouping, other text as written', () => {
    expect(formatPriceList(['12000', '1,50,000', ' ', 'On request, per couple'])).toBe(
      '₹12,000 / ₹1,50,000 / ₹On request, per couple',
    );
  });
});
