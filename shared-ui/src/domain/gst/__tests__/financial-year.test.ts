import {
  DOCUMENT_NUMBER_PATTERN,
  DOCUMENT_PREFIX_MAX_LENGTH,
  financialYearOf,
  formatDocumentNumber,
} from '../financial-year';

describe('financialYearOf (April to March, in IST)', () => {
  it('turns at 1 April 00:00 IST, not at midnight UTC', () => {
    expect(financialYearOf('2027-03-31T23:59:59.999+05:30')).toBe('2026-27');
    expect(financialYearOf('2027-03-31T18:29:59.999Z')).toBe('2026-27');
    expect(financialYearOf('2027-04-01T00:00:00.000+05:30')).toBe('2027-28');
    expect(financialYearOf('2027-03-31T18:30:00.000Z')).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(Date.parse('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
  });

  it('writes the end year in two digits, across a century', () => {
    expect(financialYearOf('2026-11-27T10:00:00Z')).toBe('2026-27');
    expect(financialYearOf('2027-01-15T10:00:00Z')).toBe('2026-27');
    expect(financialYearOf('2099-12-01T00:00:00Z')).toBe('2099-00');
  });

  it('refuses what is not an instant', () => {
    expect(() => financialYearOf('not a date')).toThrow(RangeError);
  });
});

describe('formatDocumentNumber (CGST Rules, rule 46(b))', () => {
  it('numbers each series with four digits at least', () => {
    expect(formatDocumentNumber('RV', '2026-27', 1)).toEqual({
      ok: true,
      number: 'RV/2026-27/0001',
    });
    expect(formatDocumentNumber('INV', '2026-27', 42)).toEqual({
      ok: true,
      number: 'INV/2026-27/0042',
    });
    expect(formatDocumentNumber('RF', '2026-27', 12345)).toEqual({
      ok: true,
      number: 'RF/2026-27/12345',
    });
  });

  it('keeps within sixteen characters of the allowed ones, refusing rather than cutting', () => {
    expect(DOCUMENT_PREFIX_MAX_LENGTH).toBe(3);
    const longest = formatDocumentNumber('INV', '2026-27', 9999);
    expect(longest).toEqual({ ok: true, number: 'INV/2026-27/9999' });
    if (longest.ok) {
      expect(longest.number).toHaveLength(16);
      expect(longest.number).toMatch(DOCUMENT_NUMBER_PATTERN);
    }
    const tooLong = formatDocumentNumber('INVC', '2026-27', 1);
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.message).toMatch(/longer than 16 characters/);
    expect(formatDocumentNumber('INV', '2026-27', 10_000).ok).toBe(false);
    expect(formatDocumentNumber('R V', '2026-27', 1).ok).toBe(false);
    expect(formatDocumentNumber('R/V', '2026-27', 1).ok).toBe(false);
    expect(formatDocumentNumber('RV', '2026', 1).ok).toBe(false);
    expect(formatDocumentNumber('RV', '2026-27', 0).ok).toBe(false);
  });
});
