import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinPan,
  gstinProblem,
  gstinStateCode,
  isValidGstin,
  normalizeGstin,
} from '../gstin';

// 27AAPFU0939F1ZV is GSTN's own sample (e-invoice schema); the others were made for these tests
// with the algorithm: a valid shape and check character, no real taxpayer behind them.
const VALID = [
  '27AAPFU0939F1ZV',
  '19AABCT1332L1ZB',
  '21AAAFJ2345K1ZQ',
  '07AAACR5055K2Z8',
  '38ABCPL1234M1ZM',
];

describe('gstinCheckCharacter', () => {
  it("computes GSTN's mod-36 check character", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('19AABCT1332L1Z')).toBe('B');
  });

  it('refuses anything but 14 upper-case letters and digits', () => {
    expect(() => gstinCheckCharacter('19aabct1332l1z')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('19AABCT1332L1')).toThrow(RangeError);
  });
});

describe('gstinProblem', () => {
  it.each(VALID)('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('names the wrong part, the first from the left', () => {
    expect(gstinProblem('19AABCT1332L1ZC')).toBe('checkDigit');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checkDigit');
    expect(gstinProblem('19AABCT1332L1Z')).toBe('length');
    expect(gstinProblem('19AABCT1332L1ZBB')).toBe('length');
    expect(gstinProblem('19AABCT1332L1Z-')).toBe('characters');
    expect(gstinProblem('19aabct1332l1zb')).toBe('characters');
    // 25 (Daman and Diu before the merger) and 40 are no state's code.
    expect(gstinProblem('25AABCT1332L1ZB')).toBe('stateCode');
    expect(gstinProblem('40AABCT1332L1ZB')).toBe('stateCode');
    expect(gstinProblem('19AABC11332L1ZB')).toBe('pan');
    expect(gstinProblem('19AABCT133ZL1ZB')).toBe('pan');
    expect(gstinProblem('19AABCT13321100')).toBe('pan');
    expect(gstinProblem('19AABCT1332L0ZB')).toBe('entity');
    expect(gstinProblem('19AABCT1332L1YD')).toBe('default');
  });

  it('accepts another 14th character when asked, still checking the check character', () => {
    expect(gstinProblem('19AABCT1332L1YD', true)).toBeNull();
    expect(gstinProblem('19AABCT1332L1YE', true)).toBe('checkDigit');
  });

  it('has a message for every problem, saying which part is wrong', () => {
    expect(GSTIN_MESSAGES.checkDigit).toMatch(/last character/);
    expect(GSTIN_MESSAGES.pan).toMatch(/PAN/);
    expect(GSTIN_MESSAGES.stateCode).toMatch(/state code/);
  });
});

describe('GSTIN parts', () => {
  it('normalises what people type and reads the state and PAN', () => {
    expect(normalizeGstin(' 19 aabct 1332l1zb ')).toBe('19AABCT1332L1ZB');
    expect(gstinStateCode('19AABCT1332L1ZB')).toBe('19');
    expect(gstinPan('19AABCT1332L1ZB')).toBe('AABCT1332L');
  });
});
