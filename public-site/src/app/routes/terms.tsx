// The Terms and Conditions page chunk (/terms): canonical link to /terms on this host, indexable; its title and description in the page's language.
import { TermsPage } from '../../features/policies/components/terms-page';
import { policiesTexts, ROBOTS_INDEX_FOLLOW } from '../../features/policies/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(TermsPage, policiesTexts, 'termsTitle', 'termsDescription', {
  robots: ROBOTS_INDEX_FOLLOW,
});
