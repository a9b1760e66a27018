// /api/destinations (SPEC §7): the list is public; creating, replacing and deleting are for admins.
import { destinationSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { collectionRoutes } from './collection-routes';

export default collectionRoutes({
  path: '/destinations',
  tag: 'destinations',
  entitySchemaId: 'Destination',
  label: 'Destination',
  listSummary: 'All destinations, by name (public)',
  schema: destinationSchema,
  bodyDoc: bodies.destination,
  list: (repositories) => repositories.destinations.list(),
  repository: (repositories) => repositories.destinations,
  uniqueSlug: { constraint: 'destinations_slug_key', of: (input) => input.slug },
});
