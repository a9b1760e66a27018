// GET /api/popular (SPEC §7): the array is stored as it comes; a failure keeps its message or
// 'Failed to fetch data.' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PopularDestination } from '@tours/shared-ui/domain';

import { messageOf } from '../../../lib/list-state';
import type { AppThunkConfig } from '../../../lib/redux';
import { POPULAR_FETCH_FAILED } from '../texts';
import type { PopularRootState } from '../slice/types';

export const fetchPopular = createAsyncThunk<
  PopularDestination[],
  void,
  AppThunkConfig<PopularRootState>
>(
  'popular/fetch',
  async (_, { extra, rejectWithValue }) => {
    try {
      const body: unknown = await extra.api.popular.list();
      // SPEC §5 does not validate this answer; a non-array is shown as an empty list, not a crash.
      return Array.isArray(body) ? (body as PopularDestination[]) : [];
    } catch (error) {
      return rejectWithValue(messageOf(error, POPULAR_FETCH_FAILED));
    }
  },
  {
    // Fetched once per visit: a second Home mount (or React's dev double effect) reuses the list.
    condition: (_, { getState }) => {
      const { loading, loaded } = getState().popular;
      return !loading && !loaded;
    },
  },
);
