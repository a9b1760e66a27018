// /api/popular (SPEC §7): the home page's popular destinations; writing is for admins.
import { popularSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { collectionRoutes } from './collection-routes';

export default collectionRoutes({
  path: '/popular',
  tag: 'popular',
  entitySchemaId: 'PopularDestination',
  label: 'Popular destination',
  listSummary: 'Popular destinations, in the order they were added (public)',
  schema: popularSchema,
  bodyDoc: bodies.popular,
  list: (repositories) => repositories.popularDestinations.list(),
  repository: (repositories) => repositories.popularDestinations,
});
