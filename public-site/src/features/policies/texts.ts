// Texts of the policy pages (SPEC §2 Policy pages, §4, §9), in two parts:
// - `policyTexts`, the pages' own words (titles, dates, paragraphs): SPEC's and the pages' English
//   verbatim in @tours/shared-ui/policies; their Bengali and Hindi are the agency's content,
//   translated in the admin and fetched with the page (docs/i18n.md 'Policy pages').
// - `policiesTexts`, the pages' frame (the 'Last updated on' line, the note that the English
//   version prevails, the cancellation table and calculator): the site's catalogue, locales/.
// Paragraphs with a link, a bold word, the agency's email or phone carry tags (<terms>, <email/>)
// that lib/rich-text puts in place. The figures of SPEC §9 (hold, deposit, cancellation bands,
// refund days) are the booking office's own (@tours/shared-ui/booking-office): the pages pass
// them in, never a copy here; the bands' words (CANCELLATION_RULES'), here verbatim for their
// translations, are checked against shared-ui by the catalogue test.
import { CANCELLATION_RULES, CANCELLATION_TEXTS } from '@tours/shared-ui/booking-office';
import { POLICY_TEXTS_EN } from '@tours/shared-ui/policies';

import { defineTexts, type Translate } from '../../lib/i18n';
import en from './locales/en.json';

/** The pages' own words, every page's in one namespace (their keys are distinct). */
export const policyTexts = defineTexts('policy-texts', {
  ...POLICY_TEXTS_EN.terms,
  ...POLICY_TEXTS_EN.privacy,
  ...POLICY_TEXTS_EN.refund,
});

export type PolicyKey = keyof typeof policyTexts.en;

export const policiesTexts = defineTexts(
  'policies',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "policies-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`
    ),
);

export const ROBOTS_INDEX_FOLLOW = 'index, follow';

type Key = keyof typeof en;

/** The key of a cancellation band's words (CANCELLATION_RULES' ids). */
export const ruleKey = (id: string) => `rule-${id}` as Key;

const NOTE_KEYS: Record<string, Key> = {
  [CANCELLATION_TEXTS.provisional]: 'ruleProvisional',
  [CANCELLATION_TEXTS.minimum]: 'ruleMinimum',
  [CANCELLATION_TEXTS.atMostPrice]: 'ruleAtMostPrice',
  [CANCELLATION_TEXTS.noPrice]: 'ruleNoPrice',
};
const BAND_KEYS = new Map(CANCELLATION_RULES.map((rule) => [rule.text, ruleKey(rule.id)]));

/**
 * A quote's rule in the page's language: the band's words and its notes, as quoteCancellation
 * joins them ('...: 40% of the tour price; at least ₹1,000 once the booking is confirmed').
 */
export function ruleText(t: Translate<Key>, rule: string): string {
  return rule
    .split('; ')
    .map((part) => {
      const key = BAND_KEYS.get(part) ?? NOTE_KEYS[part];
      return key ? t(key) : part;
    })
    .join('; ');
}
