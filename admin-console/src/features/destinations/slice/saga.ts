// Manage Destinations side effects (SPEC §7): GET, POST, PUT, DELETE /api/destinations, the list
// fetched again after each save or delete. SPEC §8 only logs these failures; the admin is also
// told, with a notification.
import type { Destination, DestinationInput } from '@tours/shared-ui/domain';

import { createResourceSaga, parseArray } from '../../../lib/manage-resource-saga';
import {
  DESTINATION_CREATED,
  DESTINATION_DELETE_FAILED,
  DESTINATION_DELETED,
  DESTINATION_SAVE_FAILED,
  DESTINATION_UPDATED,
  DESTINATIONS_FETCH_FAILED,
} from '../texts';
import { destinationsActions } from '.';

export const destinationsSagas = createResourceSaga<Destination, DestinationInput>(
  destinationsActions,
  {
    label: 'destinations',
    endpoints: (api) => api.destinations,
    parseList: (data) => parseArray<Destination>(data),
    texts: {
      fetchFailed: DESTINATIONS_FETCH_FAILED,
      notifyFetchFailure: true,
      created: DESTINATION_CREATED,
      updated: DESTINATION_UPDATED,
      deleted: DESTINATION_DELETED,
      saveFailed: () => DESTINATION_SAVE_FAILED,
      deleteFailed: DESTINATION_DELETE_FAILED,
    },
  },
);

export const destinationsSaga = destinationsSagas.saga;
