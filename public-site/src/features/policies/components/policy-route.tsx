// A policy page's route (/terms, /privacy-policy, /refund-policy in every language): its words
// fetched first in Bengali or Hindi (policy-text.tsx; a server render has them before it renders),
// its title and description in the page's language, canonical to itself and indexable.
import type { PolicyId } from '@tours/shared-ui/policies';
import { Spinner } from '@tours/shared-ui/components';
import type { ComponentType } from 'react';

import '../../../components/page.css';
import { useTexts } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { policiesTexts, policyTexts, ROBOTS_INDEX_FOLLOW, type PolicyKey } from '../texts';
import { usePolicyCatalog, type IsEnglish } from './policy-text';

export function policyRoute(
  policy: PolicyId,
  Page: ComponentType<{ isEnglish: IsEnglish }>,
  title: PolicyKey,
  description: PolicyKey,
): ComponentType {
  return function PolicyRoute() {
    const isEnglish = usePolicyCatalog(policy);
    const t = useTexts(policyTexts);
    const frame = useTexts(policiesTexts);
    usePageTitle(t(title), t(description), { robots: ROBOTS_INDEX_FOLLOW });
    if (!isEnglish) {
      return (
        <article className="ps-page ps-page--narrow ps-policy">
          <Spinner label={frame('loading')} />
        </article>
      );
    }
    return <Page isEnglish={isEnglish} />;
  };
}
