// Manage Popular Destinations side effects (SPEC §7): GET, POST, PUT, DELETE /api/popular, the
// list fetched again after each save or delete. SPEC §8 only logs these failures; the admin is
// also told, with a notification. SPEC §5 does not check this list's shape; a non-array answer is
// still refused here, since the grid could not show it.
import type { PopularDestination, PopularDestinationInput } from '@tours/shared-ui/domain';

import { createResourceSaga, parseArray } from '../../../lib/manage-resource-saga';
import {
  POPULAR_CREATED,
  POPULAR_DELETE_FAILED,
  POPULAR_DELETED,
  POPULAR_FETCH_FAILED,
  POPULAR_SAVE_FAILED,
  POPULAR_UPDATED,
} from '../texts';
import { popularActions } from '.';

export const popularSagas = createResourceSaga<PopularDestination, PopularDestinationInput>(
  popularActions,
  {
    label: 'popular destinations',
    endpoints: (api) => api.popular,
    parseList: (data) => parseArray<PopularDestination>(data),
    texts: {
      fetchFailed: POPULAR_FETCH_FAILED,
      notifyFetchFailure: true,
      created: POPULAR_CREATED,
      updated: POPULAR_UPDATED,
      deleted: POPULAR_DELETED,
      saveFailed: () => POPULAR_SAVE_FAILED,
      deleteFailed: POPULAR_DELETE_FAILED,
    },
  },
);

export const popularSaga = popularSagas.saga;
