// Entry point @tours/shared-ui/policies: the words of the three policy pages (SPEC §2 Policy
// pages, §4, §9; issue 29, docs/i18n.md "Policy pages"), English verbatim, one catalogue per page
// (`<policy>/locales/en.json`, ICU messages: `{deposit}` a value the page passes in, `<email/>`
// or `<terms>...</terms>` an element it puts in place). The English is the source everywhere:
// the public site shows it (its build compiles the catalogues for Lingui, as it does its own), and
// the API stores the Bengali and Hindi as content translations of kind 'policies', checked
// against it (`marksMissing`). The pages' frame (the date line, the cancellation table and the
// calculator) is the public site's own catalogue. Not shared by Module Federation (pure data).
import privacy from './privacy/locales/en.json';
import refund from './refund/locales/en.json';
import terms from './terms/locales/en.json';

/** The policy pages by id, each its paragraphs' English by key, in the page's order. */
export const POLICY_TEXTS_EN = { terms, privacy, refund };

export type PolicyId = keyof typeof POLICY_TEXTS_EN;
export const POLICY_IDS = Object.keys(POLICY_TEXTS_EN) as PolicyId[];

/** A paragraph's key on one page ('generalIntro' of 'terms'), or on any. */
export type PolicyTextKey<P extends PolicyId = PolicyId> = P extends PolicyId
  ? keyof (typeof POLICY_TEXTS_EN)[P] & string
  : never;

/** Each page's English name (the admin's list) and its address on the public site. */
export const POLICY_PAGES: Record<PolicyId, { name: string; path: string }> = {
  terms: { name: 'Terms and Conditions', path: '/terms' },
  privacy: { name: 'Privacy Policy', path: '/privacy-policy' },
  refund: { name: 'Refund Policy', path: '/refund-policy' },
};

/**
 * GET /api/policies/:policy?lang=bn|hi: the page's translated paragraphs by key, compiled for
 * Lingui (the site ships no message parser), and the keys still shown in English.
 */
export interface PolicyTexts {
  messages: Record<string, unknown>;
  fallback: string[];
}

export function isPolicyId(value: unknown): value is PolicyId {
  return typeof value === 'string' && Object.hasOwn(POLICY_TEXTS_EN, value);
}

/** The page's paragraphs in English (the API's English side of the record). */
export function policyEnglish(policy: PolicyId): Record<string, string> {
  return POLICY_TEXTS_EN[policy] as Record<string, string>;
}

/**
 * The marks of a message a translation must keep as the English has them: its values (`{deposit}`)
 * and its tags (`<email/>`, `<terms>`, `</terms>`). A value lost drops a figure of the booking
 * office from the page; a tag lost, a link or the agency's email.
 */
export function messageMarks(message: string): string[] {
  const marks = new Set<string>();
  for (const [mark] of message.matchAll(/\{\s*\w+\s*\}|<\/?\s*\w+\s*\/?>/g)) {
    marks.add(mark.replace(/\s+/g, ''));
  }
  return [...marks];
}

/** The marks of `english` that `translated` lacks, and those it has that the English has not. */
export function marksMismatch(
  english: string,
  translated: string,
): { missing: string[]; extra: string[] } {
  const own = messageMarks(translated);
  const source = messageMarks(english);
  return {
    missing: source.filter((mark) => !own.includes(mark)),
    extra: own.filter((mark) => !source.includes(mark)),
  };
}
