// The About Us page chunk (/about).
import { AboutPage } from '../../features/about/components/about-page';
import { ABOUT_DESCRIPTION, ABOUT_PAGE_TITLE } from '../../features/about/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(AboutPage, ABOUT_PAGE_TITLE, ABOUT_DESCRIPTION);
