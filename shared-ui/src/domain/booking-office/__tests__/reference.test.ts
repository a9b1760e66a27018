import {
  formatBookingReference,
  normalizeBookingReference,
  parseBookingReference,
  referenceMonth,
} from '../reference';

describe('booking references', () => {
  it('are numbered in the Asia/Kolkata month of the request', () => {
    expect(referenceMonth('2026-11-23T06:00:00Z')).toBe('2611');
    // 00:30 IST on 1 December is still November in UTC.
    expect(referenceMonth('2026-11-30T19:00:00Z')).toBe('2612');
    expect(referenceMonth('2026-12-31T18:30:00Z')).toBe('2701');
  });

  it('read SPT-YYMM-NNNN, the sequence padded to 4 digits and growing past 9999', () => {
    expect(formatBookingReference('2611', 42)).toBe('SPT-2611-0042');
    expect(formatBookingReference('2611', 10000)).toBe('SPT-2611-10000');
  });

  it('refuse a month or a sequence that cannot be', () => {
    expect(() => formatBookingReference('2613', 1)).toThrow(RangeError);
    expect(() => formatBookingReference('261', 1)).toThrow(RangeError);
    expect(() => formatBookingReference('2611', 0)).toThrow(RangeError);
    expect(() => formatBookingReference('2611', 1.5)).toThrow(RangeError);
  });

  it('parse what a traveller types: any case, spaces, missing hyphens', () => {
    const parts = { month: '2611', sequence: 42 };
    expect(parseBookingReference('SPT-2611-0042')).toEqual(parts);
    expect(parseBookingReference(' spt 2611 0042 ')).toEqual(parts);
    expect(parseBookingReference('SPT26110042')).toEqual(parts);
    expect(parseBookingReference('spt-2611--0042')).toEqual(parts);
    expect(normalizeBookingReference('spt26110042')).toBe('SPT-2611-0042');
  });

  it('refuse anything else', () => {
    for (const text of [
      '',
      'SPT-2611-0000',
      'SPT-2613-0042',
      'SPT-2611-42',
      'ABC-2611-0042',
      '42',
    ]) {
      expect(parseBookingReference(text)).toBeNull();
      expect(normalizeBookingReference(text)).toBeNull();
    }
  });
});
