// The words of a policy page in the page's language (issue 29, docs/i18n.md 'Policy pages'): in
// Bengali or Hindi the page's paragraphs as the agency translated them (GET /api/policies/:policy,
// fetched with the page and by its server render), put in the page's translation instance under
// `policy-texts`; a paragraph not translated reads in English, marked `lang="en"`. Each paragraph
// is a message with the agency's facts (its name, address, the booking office's figures) as values
// and its email, phone and the other policies' links as the elements of the message's tags.
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  BEFORE_JOURNEY_PERCENT,
  DEPOSIT_PERCENT,
  HOLD_WORKING_DAYS,
  REFUND_WORKING_DAYS,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { DEFAULT_LOCALE, HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import type { PolicyId, PolicyTexts } from '@tours/shared-ui/policies';
import { Link } from '@tours/shared-ui/router';
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';

import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { useLocale, useLocalePath, useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { RichText } from '../../../lib/rich-text';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { namespaced } from '../../../locales/namespaced';
import { fetchPolicyTexts } from '../api/get-policy-texts';
import { selectPolicyTexts, type PolicyTextsRootState } from '../slice/state';
import { policyTexts, type PolicyKey } from '../texts';

/** The answers each translation instance holds already (a page's, once per answer). */
const held = new WeakMap<I18n, WeakSet<PolicyTexts>>();

/** Which of the page's words read in English. */
export type IsEnglish = (key: PolicyKey) => boolean;

const NOTHING_IN_ENGLISH: IsEnglish = () => false;

/**
 * The page's translated words, fetched once per visit in Bengali or Hindi and put in the page's
 * translation instance. Null while they are on their way (the page shows that it is loading);
 * then which words read in English: those not translated, or all of them when the fetch failed.
 */
export function usePolicyCatalog(policy: PolicyId): IsEnglish | null {
  const { i18n } = useLingui();
  const locale = useLocale();
  const dispatch = useAppDispatch<PolicyTextsRootState>();
  const entry = useSelector((state: PolicyTextsRootState) => selectPolicyTexts(state, policy));
  const english = locale === DEFAULT_LOCALE;
  useEffect(() => {
    if (!english) void dispatch(fetchPolicyTexts(policy));
  }, [dispatch, english, policy]);
  if (english) return NOTHING_IN_ENGLISH;
  if (entry?.error) return () => true;
  if (!entry?.loaded) return null;
  // In the instance before the words are read (as usePageCatalog puts a page's catalogue).
  const answers = held.get(i18n) ?? new WeakSet<PolicyTexts>();
  if (!answers.has(entry)) {
    i18n.load(locale, namespaced({ [policyTexts.namespace]: entry.messages as never }));
    answers.add(entry);
    held.set(i18n, answers);
  }
  const fallback = new Set(entry.fallback);
  return (key) => fallback.has(key);
}

/** Words shown in English on a page in another language: marked so (screen readers, fonts). */
function inEnglish(isEnglish: IsEnglish, key: PolicyKey, words: ReactNode): ReactNode {
  return isEnglish(key) ? <span lang="en">{words}</span> : words;
}

/**
 * `text(key)`: a paragraph's words with its values and tags in place; `title(key)`: a heading's.
 * Each marked `lang="en"` where it reads in English on a Bengali or Hindi page.
 */
export function usePolicyText(
  isEnglish: IsEnglish,
  { emailClassName }: { emailClassName?: string } = {},
) {
  const { siteName, agency } = useRuntimeConfig();
  const localePath = useLocalePath();
  const shared = useTexts(sharedTexts);
  const t = useTexts(policyTexts);
  const values = {
    siteName,
    address: agency.address,
    categories: HOTEL_CATEGORIES.map((category) => sharedWord(shared, category)).join(', '),
    holdDays: HOLD_WORKING_DAYS,
    deposit: DEPOSIT_PERCENT,
    beforeJourney: BEFORE_JOURNEY_PERCENT,
    refundDays: REFUND_WORKING_DAYS,
  };
  const components = {
    email: (
      <a href={mailHref(agency.email)} className={emailClassName}>
        {agency.email}
      </a>
    ),
    phone: <PhoneLink phone={agency.phone} />,
    strong: <strong />,
    contact: <Link to={localePath('/contact-us')} />,
    terms: <Link to={localePath('/terms')} />,
    refund: <Link to={localePath('/refund-policy')} />,
  };
  return {
    text: (key: PolicyKey): ReactNode =>
      inEnglish(
        isEnglish,
        key,
        <RichText texts={policyTexts} id={key} values={values} components={components} />,
      ),
    title: (key: PolicyKey): ReactNode => inEnglish(isEnglish, key, t(key)),
    /** The words as text (a date inside another message). */
    plain: (key: PolicyKey): string => t(key),
  };
}
