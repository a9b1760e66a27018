// The trip finder's answer (/places with filters) and each destination's upcoming departures: slices
// that join the store with the pages that show them (app/lazy-slices.ts), starting from the
// server's state on a page it rendered (lib/lazy-slice-state.ts).
import { createSlice } from '@reduxjs/toolkit';

import { addKeyedFetchCases } from '../../../lib/keyed-fetch-state';
import { fetchDepartures } from '../api/get-departures';
import { fetchTrips } from '../api/get-trips';
import { departuresStartState, tripsStartState } from './trips-state';

const tripsSlice = createSlice({
  name: 'trips',
  initialState: tripsStartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTrips.pending, (state, { meta }) => {
        // The previous answer stays on screen (marked busy) until this one comes.
        state.query = meta.arg;
        state.loading = true;
        state.error = null;
        state.loaded = false;
      })
      // An answer to a search the visitor has already left is dropped.
      .addCase(fetchTrips.fulfilled, (state, { meta, payload }) => {
        if (meta.arg !== state.query) return;
        state.items = payload;
        state.loading = false;
        state.loaded = true;
      })
      .addCase(fetchTrips.rejected, (state, { meta, payload, error }) => {
        if (meta.arg !== state.query || meta.condition) return;
        state.loading = false;
        state.items = [];
        state.error = payload ?? error.message ?? null;
      });
  },
});

const departuresSlice = createSlice({
  name: 'departures',
  initialState: departuresStartState,
  reducers: {},
  extraReducers: (builder) => {
    addKeyedFetchCases(
      builder,
      fetchDepartures,
      (state) => state.bySlug,
      (items) => ({ items: items ?? [] }),
    );
  },
});

export { tripsSlice, departuresSlice };
