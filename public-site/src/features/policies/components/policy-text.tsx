// The paragraphs of a policy page in the page's language: each a message of the policies
// catalogue, with the agency's facts (its name, address, the booking office's figures) as values
// and its email, phone and the other policies' links as the elements of the message's tags.
import {
  BEFORE_JOURNEY_PERCENT,
  DEPOSIT_PERCENT,
  HOLD_WORKING_DAYS,
  REFUND_WORKING_DAYS,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';
import { Link } from '@tours/shared-ui/router';
import type { ReactNode } from 'react';

import { PhoneLink } from '../../../components/phone-link';
import { mailHref } from '../../../lib/contact-links';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { policiesTexts } from '../texts';

export type PolicyKey = keyof typeof policiesTexts.en;

/** `text(key)`: a paragraph's words with its values and tags in place. */
export function usePolicyText({ emailClassName }: { emailClassName?: string } = {}) {
  const { siteName, agency } = useRuntimeConfig();
  const localePath = useLocalePath();
  const shared = useTexts(sharedTexts);
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
  return (id: PolicyKey): ReactNode => (
    <RichText texts={policiesTexts} id={id} values={values} components={components} />
  );
}
