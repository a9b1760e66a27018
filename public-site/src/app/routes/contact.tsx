// The Contact page chunk (/contact-us).
import { ContactPage } from '../../features/contact/components/contact-page';
import { CONTACT_DESCRIPTION, CONTACT_PAGE_TITLE } from '../../features/contact/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(ContactPage, CONTACT_PAGE_TITLE, CONTACT_DESCRIPTION);
