// Manage Destinations side effects (SPEC §7): GET, POST, PUT, DELETE /api/destinations, the list
// fetched again after each save or delete. SPEC §8 only logs these failures; the admin is also
// told, with a notification.
import { createResourceSaga } from '../../../lib/manage-resource-saga';
import { DESTINATIONS_TEXTS } from '../texts';
import { destinationsActions } from '.';

export const destinationsSaga = createResourceSaga(destinationsActions, {
  label: 'destinations',
  endpoints: (api) => api.destinations,
  texts: DESTINATIONS_TEXTS,
});
