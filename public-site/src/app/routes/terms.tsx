// The Terms and Conditions page chunk (/terms): canonical link to /terms on this host, indexable;
// its words, title and description in the page's language.
import { injectPolicyTextsSlice } from '../lazy-slices';
import { policyRoute } from '../../features/policies/components/policy-route';
import { TermsPage } from '../../features/policies/components/terms-page';

injectPolicyTextsSlice();

export default policyRoute('terms', TermsPage, 'termsTitle', 'termsDescription');
