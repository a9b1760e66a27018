// The Terms and Conditions page chunk (/terms): canonical link to /terms on this host, indexable.
import { TermsPage } from '../../features/policies/components/terms-page';
import {
  ROBOTS_INDEX_FOLLOW,
  TERMS_DESCRIPTION,
  TERMS_PAGE_TITLE,
} from '../../features/policies/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(TermsPage, TERMS_PAGE_TITLE, TERMS_DESCRIPTION, {
  robots: ROBOTS_INDEX_FOLLOW,
});
