// The Explore Destinations page chunk (/places).
import { Places } from '../../features/destinations/components/places';
import { PLACES_DESCRIPTION, PLACES_PAGE_TITLE } from '../../features/destinations/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(Places, PLACES_PAGE_TITLE, PLACES_DESCRIPTION);
