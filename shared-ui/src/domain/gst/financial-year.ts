// The financial year (1 April - 31 March, India's time) and the document numbers unique within it.
import { istDateOf } from '../booking-office/calendar';

/**
 * The financial year of an instant in Asia/Kolkata, as '2026-27' (the year it starts, a hyphen, the
 * last two digits of the year it ends). "Financial year" is April to March (General Clauses Act
 * 1897, s.3(21)); the documents' numbers are unique within one (CGST Rules, rules 46(b), 50, 51).
 * 31 March 2027 23:59:59.999 IST is '2026-27'; 1 April 2027 00:00 IST is '2027-28'.
 */
export function financialYearOf(instant: Date | string | number): string {
  const day = istDateOf(instant);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * CGST Rules 2017, rule 46(b) (and rules 50(2)(b), 51(2)(b) for receipt and refund vouchers): "a
 * consecutive serial number not exceeding sixteen characters, in one or multiple series, containing
 * alphabets or numerals or special characters hyphen or dash and slash symbolised as '-' and '/'
 * respectively, and any combination thereof, unique for a financial year".
 */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
/** The sequence's least digits: 'RV/2026-27/0001'. */
export const DOCUMENT_SEQUENCE_DIGITS = 4;
/**
 * The longest prefix that keeps a number of the fourth digit within sixteen characters:
 * 16 - '/2026-27/'.length - 4 = 3 ('INV/2026-27/0001' is exactly sixteen).
 */
export const DOCUMENT_PREFIX_MAX_LENGTH =
  DOCUMENT_NUMBER_MAX_LENGTH - '/2026-27/'.length - DOCUMENT_SEQUENCE_DIGITS;
/** A prefix: letters, digits and '-' ('/' separates the parts, so a prefix holds none). */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Za-z0-9-]+$/;

export type DocumentNumberResult = { ok: true; number: string } | { ok: false; message: string };

/**
 * `${prefix}/${financialYear}/${sequence}` with the sequence in at least four digits:
 * ('RV', '2026-27', 1) -> 'RV/2026-27/0001'. Refused (never cut) when it would break rule 46(b):
 * a prefix with other characters, or a number over sixteen characters (a long prefix, or a
 * sequence past what the prefix leaves room for).
 */
export function formatDocumentNumber(
  prefix: string,
  financialYear: string,
  sequence: number,
): DocumentNumberResult {
  if (!DOCUMENT_PREFIX_PATTERN.test(prefix)) {
    return { ok: false, message: "A prefix has only letters, digits and '-'." };
  }
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    return { ok: false, message: `Not a financial year: ${financialYear}` };
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    return { ok: false, message: `A sequence starts at 1: ${sequence}` };
  }
  const number = `${prefix}/${financialYear}/${String(sequence).padStart(DOCUMENT_SEQUENCE_DIGITS, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) {
    return {
      ok: false,
      message: `${number} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters (CGST Rules, rule 46(b)): use a shorter prefix.`,
    };
  }
  return { ok: true, number };
}
