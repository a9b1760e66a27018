// /api/popular (SPEC §7): the home page's popular destinations; writing is for admins.
import { popularSchema } from '@tours/shared-ui/schemas';

import { collectionRoutes } from './resource-routes';

export default collectionRoutes('popular', {
  entity: 'PopularDestination',
  label: 'Popular destination',
  listSummary: 'Popular destinations, in the order they were added',
  body: popularSchema,
  repository: (repositories) => repositories.popularDestinations,
});
