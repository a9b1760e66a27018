// GET /api/trips (issue 26): the trip finder's answer for the filters of /places, keyed by the
// query it answers (the store keeps the answer of the address the page shows). One loader for the
// server's render and the browser: `loadTrips(dispatch, search)`.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { TripItem } from '@tours/shared-ui/domain';

import type { AppDispatch, AppThunkConfig } from '../../../lib/redux';
import { filtersFromQuery, queryOfFilters } from '../trip-query';
import { selectTrips } from '../slice/trips-state';
import type { TripsRootState } from '../slice/trips-types';
import { TRIPS_FETCH_FAILED } from '../fetch-errors';
import { fetchErrorText } from './fetch-error-text';

/** `query` is the canonical query string of the filters ('' for none). */
export const fetchTrips = createAsyncThunk<TripItem[], string, AppThunkConfig<TripsRootState>>(
  'trips/fetch',
  async (query, { extra, rejectWithValue }) => {
    try {
      const { http } = await extra.api();
      // Loaded with the client above (the api entry is not in the page's first scripts).
      const { createDeparturesApi } = await import('@tours/shared-ui/api');
      const answer = await createDeparturesApi(http).trips(filtersFromQuery(query));
      if (!answer || !Array.isArray(answer.items)) return rejectWithValue(TRIPS_FETCH_FAILED);
      return answer.items;
    } catch (error) {
      return rejectWithValue(fetchErrorText(error, TRIPS_FETCH_FAILED));
    }
  },
  {
    // Every visit asks again (seats change); only the same search already on its way is skipped.
    condition: (query, { getState }) => {
      const trips = selectTrips(getState());
      return !(trips.query === query && trips.loading);
    },
  },
);

/** Fetches the answer of an address's query (its filters in their canonical form). */
export function loadTrips(dispatch: AppDispatch<TripsRootState>, search: string) {
  return dispatch(fetchTrips(queryOfFilters(filtersFromQuery(search))));
}
