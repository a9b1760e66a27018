// /api/popular (SPEC §7): the home page's popular destinations; writing is for admins.
import type { PopularDestination } from '@tours/shared-ui/domain';
import { popularSchema } from '@tours/shared-ui/schemas';

import { collectionRoutes } from './resource-routes';

export default collectionRoutes('popular', {
  entity: 'PopularDestination',
  label: 'Popular destination',
  audit: {
    entity: 'popular',
    describe: (record: PopularDestination) => `popular destination "${record.title}"`,
  },
  listSummary: 'Popular destinations, in the order they were added',
  body: popularSchema,
  repository: (repositories) => repositories.popularDestinations,
});
