// The Refund Policy page chunk (/refund-policy): canonical link to itself, indexable.
import { RefundPage } from '../../features/policies/components/refund-page';
import {
  REFUND_DESCRIPTION,
  REFUND_PAGE_TITLE,
  ROBOTS_INDEX_FOLLOW,
} from '../../features/policies/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(RefundPage, REFUND_PAGE_TITLE, REFUND_DESCRIPTION, {
  robots: ROBOTS_INDEX_FOLLOW,
});
