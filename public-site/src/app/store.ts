// One Redux Toolkit store per App instance: the shared client state of SPEC §3. The API client is
// the thunks' extra argument, so every fetch goes through the one client of this App.
import { combineSlices, configureStore } from '@reduxjs/toolkit';

import type { BlogsState } from '../features/blogs/slice/types';
import type { DeparturesState, TripsState } from '../features/destinations/slice/trips-types';
import { destinationsReducer } from '../features/destinations/slice';
import type { PolicyTextsState } from '../features/policies/slice/state';
import { popularReducer } from '../features/popular/slice';
import { modalReducer } from '../features/site-dialog/slice';
import { testimonialsReducer } from '../features/testimonials/slice';
import type { ApiSource } from '../lib/api';
import type { ThunkExtra } from '../lib/redux';

/** Slices that join the store when the page chunk that needs them loads (RTK `inject`, app/
 * lazy-slices.ts); a server render's state of them waits aside until then (app/app.tsx). */
export interface LazyLoadedSlices {
  /** features/blogs/slice, injected by the blogs pages. */
  blogs: BlogsState;
  /** features/destinations/slice/trips, injected by /places and the destination page. */
  trips: TripsState;
  departures: DeparturesState;
  /** features/policies/slice, injected by the policy pages. */
  policyTexts: PolicyTextsState;
}

export const rootReducer = combineSlices({
  modal: modalReducer,
  destinations: destinationsReducer,
  popular: popularReducer,
  testimonials: testimonialsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  api: ApiSource;
  preloadedState?: Partial<RootState>;
}

export function makeStore({ api, preloadedState }: StoreOptions) {
  const extra: ThunkExtra = { api };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
