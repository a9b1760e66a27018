import { formatIstDateTime, formatPriceList } from '../format';

describe('formatPriceList', () => {
  it('shows whole rupees with the sign and Indian grouping, other text as written', () => {
    expect(formatPriceList(['12000', '1,50,000', ' ', 'On request, per couple'])).toBe(
      '₹12,000 / ₹1,50,000 / ₹On request, per couple',
    );
  });
});

describe('formatIstDateTime', () => {
  it("shows an instant in the agency's time (IST), whatever the admin's own zone", () => {
    expect(formatIstDateTime('2026-11-25T18:29:59.999Z')).toBe('25 Nov 2026, 11:59 pm IST');
    expect(formatIstDateTime('')).toBe('');
  });
});
