// The Privacy Policy page chunk (/privacy-policy).
import { PrivacyPage } from '../../features/policies/components/privacy-page';
import { PRIVACY_DESCRIPTION, PRIVACY_PAGE_TITLE } from '../../features/policies/texts';
import { usePageTitle } from '../../lib/page-title';

export default function PrivacyPolicyRoute() {
  usePageTitle(PRIVACY_PAGE_TITLE, PRIVACY_DESCRIPTION);
  return <PrivacyPage />;
}
