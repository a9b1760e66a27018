// /api/destinations (SPEC §7): the list is public; creating, replacing and deleting are for admins.
import type { Destination } from '@tours/shared-ui/domain';
import { destinationSchema } from '@tours/shared-ui/schemas';

import { collectionRoutes } from './resource-routes';

export default collectionRoutes('destinations', {
  entity: 'Destination',
  label: 'Destination',
  slugConstraint: 'destinations_slug_key',
  audit: {
    entity: 'destination',
    describe: (record: Destination) => `destination "${record.name}"`,
  },
  listSummary: 'All destinations, by name',
  body: destinationSchema,
  repository: (repositories) => repositories.destinations,
});
