import {
  MAX_RUPEES,
  balanceDue,
  depositFor,
  formatInr,
  isRupees,
  nextPayment,
  percentOf,
  rupeesInWords,
} from '../money';
import { numberTag } from '../../locales';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(1000)).toBe('₹1,000');
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
  });

  it('shows a reversal with a minus sign and rounds fractions to the rupee', () => {
    expect(formatInr(-500)).toBe('-₹500');
    expect(formatInr(1999.6)).toBe('₹2,000');
    expect(formatInr(-0.4)).toBe('₹0');
  });

  it("writes a language's own digits when its tag asks (NATIVE_DIGITS), grouped the Indian way", () => {
    expect(formatInr(100000, numberTag('bn', true))).toBe('₹১,০০,০০০');
    expect(formatInr(-12345678, numberTag('hi', true))).toBe('-₹१,२३,४५,६७८');
    expect(formatInr(-0.4, numberTag('bn', true))).toBe('₹০');
    // Latin digits in Bengali and Hindi unless asked: the same text as English.
    expect(formatInr(100000, numberTag('bn'))).toBe('₹1,00,000');
  });
});

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Five Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [21, 'Rupees Twenty-One Only'],
    [105, 'Rupees One Hundred Five Only'],
    [999, 'Rupees Nine Hundred Ninety-Nine Only'],
    [1500, 'Rupees One Thousand Five Hundred Only'],
    [100000, 'Rupees One Lakh Only'],
    [125000, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [9999999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10000000, 'Rupees One Crore Only'],
    [
      12345678,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    ],
    [MAX_RUPEES, 'Rupees One Hundred Crore Only'],
    [-500, 'Minus Rupees Five Hundred Only'],
  ])('%d → %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('refuses a fraction', () => {
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it('accepts only whole rupees within range', () => {
    expect(isRupees(1500)).toBe(true);
    expect(isRupees(-1500)).toBe(true);
    expect(isRupees(10.5)).toBe(false);
    expect(isRupees('1500')).toBe(false);
    expect(isRupees(MAX_RUPEES + 1)).toBe(false);
  });

  it('rounds shares up to the rupee', () => {
    expect(percentOf(12345, 85)).toBe(10494);
    expect(percentOf(1000, 40)).toBe(400);
    expect(depositFor(10000)).toBe(2000);
    expect(depositFor(10001)).toBe(2001);
    expect(depositFor(5)).toBe(1);
    expect(depositFor(0)).toBe(0);
  });

  it('has no balance without a quote, and never a negative one', () => {
    expect(balanceDue(null, 500)).toBeNull();
    expect(balanceDue(10000, 2500)).toBe(7500);
    expect(balanceDue(10000, 12000)).toBe(0);
  });
});

describe('nextPayment', () => {
  it('asks a provisional booking for the rest of the 20% deposit', () => {
    expect(nextPayment({ stage: 'provisional', quotedTotal: 45001, received: 0 })).toEqual({
      kind: 'deposit',
      amount: 9001,
    });
    expect(nextPayment({ stage: 'provisional', quotedTotal: 45000, received: 4000 })).toEqual({
      kind: 'deposit',
      amount: 5000,
    });
  });

  it('asks a confirmed booking for the rest of 60% before the journey, never the on-site balance', () => {
    expect(nextPayment({ stage: 'confirmed', quotedTotal: 45000, received: 9000 })).toEqual({
      kind: 'before-journey',
      amount: 18000,
    });
    expect(nextPayment({ stage: 'confirmed', quotedTotal: 45000, received: 27000 })).toBeNull();
  });

  it('asks nothing without a quote or at a later stage', () => {
    expect(nextPayment({ stage: 'provisional', quotedTotal: null, received: 0 })).toBeNull();
    expect(nextPayment({ stage: 'provisional', quotedTotal: 0, received: 0 })).toBeNull();
    for (const stage of ['paid', 'completed', 'cancelled', 'released'] as const) {
      expect(nextPayment({ stage, quotedTotal: 45000, received: 0 })).toBeNull();
    }
  });
});
