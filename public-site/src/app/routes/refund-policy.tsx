// The Refund Policy page chunk (/refund-policy): canonical link to itself, indexable; its title and description in the page's language.
import { RefundPage } from '../../features/policies/components/refund-page';
import { policiesTexts, ROBOTS_INDEX_FOLLOW } from '../../features/policies/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(RefundPage, policiesTexts, 'refundTitle', 'refundDescription', {
  robots: ROBOTS_INDEX_FOLLOW,
});
