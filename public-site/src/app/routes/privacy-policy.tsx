// The Privacy Policy page chunk (/privacy-policy): canonical link to itself, indexable; its title and description in the page's language.
import { PrivacyPage } from '../../features/policies/components/privacy-page';
import { policiesTexts, ROBOTS_INDEX_FOLLOW } from '../../features/policies/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(PrivacyPage, policiesTexts, 'privacyTitle', 'privacyDescription', {
  robots: ROBOTS_INDEX_FOLLOW,
});
