// The About Us page chunk (/about).
import { AboutPage } from '../../features/about/components/about-page';
import { aboutTexts } from '../../features/about/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(AboutPage, aboutTexts, 'pageTitle', 'description');
