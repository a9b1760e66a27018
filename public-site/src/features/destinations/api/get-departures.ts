// GET /api/destinations/{slug}/departures (issue 26): a destination's upcoming open departures
// (dates, prices, seats left, pickup points), fetched by the destination page and its server render.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PublicDeparture } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import type { DeparturesRootState } from '../slice/trips-types';
import { selectDepartures } from '../slice/trips-state';
import { DEPARTURES_FETCH_FAILED } from '../fetch-errors';
import { fetchErrorText } from './fetch-error-text';

export const fetchDepartures = createAsyncThunk<
  PublicDeparture[],
  string,
  AppThunkConfig<DeparturesRootState>
>(
  'departures/fetch',
  async (slug, { extra, rejectWithValue }) => {
    try {
      const { http } = await extra.api();
      // Loaded with the client above (the api entry is not in the page's first scripts).
      const { createDeparturesApi } = await import('@tours/shared-ui/api');
      const data = await createDeparturesApi(http).ofDestination(slug);
      return Array.isArray(data) ? data : [];
    } catch (error) {
      return rejectWithValue(fetchErrorText(error, DEPARTURES_FETCH_FAILED));
    }
  },
  { condition: (slug, { getState }) => !selectDepartures(getState(), slug)?.loading },
);
