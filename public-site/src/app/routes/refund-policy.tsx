// The Refund Policy page chunk (/refund-policy).
import { RefundPage } from '../../features/policies/components/refund-page';
import { REFUND_DESCRIPTION, REFUND_PAGE_TITLE } from '../../features/policies/texts';
import { usePageTitle } from '../../lib/page-title';

export default function RefundPolicyRoute() {
  usePageTitle(REFUND_PAGE_TITLE, REFUND_DESCRIPTION);
  return <RefundPage />;
}
