// The Refund Policy page chunk (/refund-policy): canonical link to itself, indexable; its words,
// title and description in the page's language.
import { injectPolicyTextsSlice } from '../lazy-slices';
import { policyRoute } from '../../features/policies/components/policy-route';
import { RefundPage } from '../../features/policies/components/refund-page';

injectPolicyTextsSlice();

export default policyRoute('refund', RefundPage, 'refundTitle', 'refundDescription');
