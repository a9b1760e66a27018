// GET /api/destinations (SPEC §7): a non-OK answer is 'HTTP error! Status: {status}', a body that is
// not an array is 'Invalid API response: Expected an array.', anything else its own message or
// 'Failed to fetch destinations.' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isApiError, type Destination } from '@tours/shared-ui/domain';

import { messageOf } from '../../../lib/list-state';
import type { AppThunkConfig } from '../../../lib/redux';
import { DESTINATIONS_FETCH_FAILED, DESTINATIONS_NOT_ARRAY, httpErrorText } from '../fetch-errors';
import type { DestinationsRootState } from '../slice/types';

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
      // status 0 means the server was not reached: that is not an HTTP status to report.
      if (isApiError(error) && error.status > 0)
        return rejectWithValue(httpErrorText(error.status));
      return rejectWithValue(messageOf(error, DESTINATIONS_FETCH_FAILED));
    }
    if (!Array.isArray(body)) return rejectWithValue(DESTINATIONS_NOT_ARRAY);
    return body as Destination[];
  },
  {
    // Places reloads on every visit; only an overlapping second request is skipped.
    condition: (_, { getState }) => !getState().destinations.loading,
  },
);
