// GET /api/popular (SPEC §7): the array is stored as it comes; a failure keeps its message or
// 'Failed to fetch data.' (SPEC §8). Fetched once per visit (lib/list-state).
import type { PopularDestination } from '@tours/shared-ui/domain';

import { createFetchOnceThunk } from '../../../lib/list-state';
import { POPULAR_FETCH_FAILED } from '../texts';

export const fetchPopular = createFetchOnceThunk<PopularDestination, 'popular'>(
  'popular',
  (api) => api.popular.list(),
  POPULAR_FETCH_FAILED,
);
