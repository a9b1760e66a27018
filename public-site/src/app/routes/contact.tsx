// The Contact page chunk (/contact-us).
import { ContactPage } from '../../features/contact/components/contact-page';
import { contactTexts } from '../../features/contact/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(ContactPage, contactTexts, 'pageTitle', 'description');
