// The Privacy Policy page chunk (/privacy-policy): canonical link to itself, indexable.
import { PrivacyPage } from '../../features/policies/components/privacy-page';
import {
  PRIVACY_DESCRIPTION,
  PRIVACY_PAGE_TITLE,
  ROBOTS_INDEX_FOLLOW,
} from '../../features/policies/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(PrivacyPage, PRIVACY_PAGE_TITLE, PRIVACY_DESCRIPTION, {
  robots: ROBOTS_INDEX_FOLLOW,
});
