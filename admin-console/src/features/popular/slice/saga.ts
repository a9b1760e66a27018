// Manage Popular Destinations side effects (SPEC §7): GET, POST, PUT, DELETE /api/popular, the
// list fetched again after each save or delete. SPEC §8 only logs these failures; the admin is
// also told, with a notification. SPEC §5 does not check this list's shape; a non-array answer is
// still refused here, since the grid could not show it.
import { createResourceSaga } from '../../../lib/manage-resource-saga';
import { POPULAR_TEXTS } from '../texts';
import { popularActions } from '.';

export const popularSaga = createResourceSaga(popularActions, {
  label: 'popular destinations',
  endpoints: (api) => api.popular,
  texts: POPULAR_TEXTS,
});
