// The Privacy Policy page chunk (/privacy-policy): canonical link to itself, indexable; its words,
// title and description in the page's language.
import { injectPolicyTextsSlice } from '../lazy-slices';
import { policyRoute } from '../../features/policies/components/policy-route';
import { PrivacyPage } from '../../features/policies/components/privacy-page';

injectPolicyTextsSlice();

export default policyRoute('privacy', PrivacyPage, 'privacyTitle', 'privacyDescription');
