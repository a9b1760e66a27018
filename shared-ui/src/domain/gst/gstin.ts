// The GSTIN check: the 15-character Goods and Services Tax Identification Number of a registered
// person, as the agency's settings and a booking's optional GSTIN (a school, a company) hold it.
//
// Layout, as GSTN and CBIC publish it (the GSTIN comes with the registration certificate, CGST
// Rules 2017, rule 10):
//   1-2   the GST state code of the registration (states.ts)
//   3-12  the holder's PAN: 5 letters, 4 digits, 1 letter
//   13    the entity number: the registrations of that PAN in that state, 1-9 then A-Z
//   14    'Z' by default (the character GSTN keeps for future use)
//   15    the check character: Luhn mod N over the 36-character alphabet 0-9A-Z, the algorithm
//         GSTN publishes (each of the first 14 characters' place value times a factor 1, 2, 1,
//         2, ... from the left; each product's quotient and remainder by 36 added; the check
//         character is the one whose value brings the sum to a multiple of 36).
// Out of scope: the other 15-character registrations (UINs of UN bodies and embassies, TDS/TCS and
// non-resident online service registrations), which a tour's traveller does not hold.
import { isGstStateCode } from './states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_LENGTH = 15;

export const GSTIN_MESSAGES = {
  required: 'GSTIN is required when GST is on.',
  length: 'A GSTIN has 15 characters (letters and digits).',
  characters: 'A GSTIN has only the letters A-Z and the digits 0-9.',
  stateCode:
    'The GSTIN starts with an unknown state code (its first two digits, e.g. 19 for West Bengal).',
  pan: 'Characters 3 to 12 of the GSTIN must be a PAN: five letters, four digits and a letter.',
  entity: 'Character 13 of the GSTIN (the entity number) must be 1-9 or A-Z.',
  default: "Character 14 of the GSTIN must be 'Z'.",
  checkDigit:
    'The last character of the GSTIN does not match the rest: check it for a typing error.',
} as const;

export type GstinProblem = keyof typeof GSTIN_MESSAGES;

/** The check character of the first 14 characters of a GSTIN (upper case), by GSTN's mod-36. */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`Not 14 GSTIN characters: ${first14}`);
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as people type it: spaces taken out, letters in upper case. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a GSTIN (already normalised), the first problem from the left; null when it is
 * valid. `allowNonDefault` accepts a 14th character other than 'Z' (GSTN reserves it; every GSTIN
 * issued so far has 'Z').
 */
export function gstinProblem(gstin: string, allowNonDefault = false): GstinProblem | null {
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'characters';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'stateCode';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'pan';
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return 'entity';
  if (!allowNonDefault && gstin.charAt(13) !== 'Z') return 'default';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checkDigit';
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** The state code of a GSTIN: its first two digits (the registration's state). */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function gstinPan(gstin: string): string {
  return gstin.slice(2, 12);
}
