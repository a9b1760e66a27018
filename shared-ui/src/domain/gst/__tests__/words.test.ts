import { formatPaise, paiseInWords } from '../words';

describe('paiseInWords', () => {
  it('writes rupees and paise as tax documents do', () => {
    expect(paiseInWords(1_050_050)).toBe('Rupees Ten Thousand Five Hundred and Paise Fifty Only');
    expect(paiseInWords(1_050_000)).toBe('Rupees Ten Thousand Five Hundred Only');
    expect(paiseInWords(4_757)).toBe('Rupees Forty-Seven and Paise Fifty-Seven Only');
    expect(paiseInWords(12_500_001)).toBe(
      'Rupees One Lakh Twenty-Five Thousand and Paise One Only',
    );
    expect(paiseInWords(5)).toBe('Paise Five Only');
    expect(paiseInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => paiseInWords(-1)).toThrow(RangeError);
    expect(() => paiseInWords(1.5)).toThrow(RangeError);
  });
});

describe('formatPaise', () => {
  it('groups the Indian way and always shows the paise', () => {
    expect(formatPaise(1_050_050)).toBe('₹10,500.50');
    expect(formatPaise(1_000_000)).toBe('₹10,000.00');
    expect(formatPaise(79_361_905)).toBe('₹7,93,619.05');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0.00');
  });

  it('prints a negative balance (advances above the invoice) with a minus sign, and refuses a fraction', () => {
    expect(formatPaise(-1_250)).toBe('-₹12.50');
    expect(formatPaise(-79_361_905)).toBe('-₹7,93,619.05');
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});
