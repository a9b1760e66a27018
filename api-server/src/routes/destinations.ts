// /api/destinations (SPEC §7): the list is public; creating, replacing and deleting are for admins.
import { destinationSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { collectionRoutes } from './resource-routes';

export default collectionRoutes('destinations', {
  entity: 'Destination',
  label: 'Destination',
  slugConstraint: 'destinations_slug_key',
  listSummary: 'All destinations, by name',
  body: { schema: destinationSchema, doc: bodies.destination },
  repository: (repositories) => repositories.destinations,
});
