// GET /api/destinations (SPEC §7): a non-OK answer is 'HTTP error! Status: {status}', a body that is
// not an array is 'Invalid API response: Expected an array.', anything else its own message or
// 'Failed to fetch destinations.' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Destination } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import { DESTINATIONS_FETCH_FAILED, DESTINATIONS_NOT_ARRAY } from '../fetch-errors';
import type { DestinationsRootState } from '../slice/types';
import { fetchErrorText } from './fetch-error-text';

export const fetchDestinations = createAsyncThunk<
  Destination[],
  void,
  AppThunkConfig<DestinationsRootState>
>(
  'destinations/fetch',
  async (_, { extra, rejectWithValue }) => {
    let body: unknown;
    try {
      const api = await extra.api();
      body = await api.destinations.list();
    } catch (error) {
      return rejectWithValue(fetchErrorText(error, DESTINATIONS_FETCH_FAILED));
    }
    if (!Array.isArray(body)) return rejectWithValue(DESTINATIONS_NOT_ARRAY);
    return body as Destination[];
  },
  {
    // Places reloads on every visit; only an overlapping second request is skipped.
    condition: (_, { getState }) => !getState().destinations.loading,
  },
);
