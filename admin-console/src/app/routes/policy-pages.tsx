// /admin/policy-pages, its own lazily loaded chunk.
import { PolicyPagesPage } from '../../features/policies/components/policy-pages-page';

export default PolicyPagesPage;
