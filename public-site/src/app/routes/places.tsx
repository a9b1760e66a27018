// The Explore Destinations page chunk (/places).
import { Places } from '../../features/destinations/components/places';
import { PLACES_DESCRIPTION, PLACES_PAGE_TITLE } from '../../features/destinations/texts';
import { usePageTitle } from '../../lib/page-title';

export default function PlacesRoute() {
  usePageTitle(PLACES_PAGE_TITLE, PLACES_DESCRIPTION);
  return <Places />;
}
