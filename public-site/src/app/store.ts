// One Redux Toolkit store per App instance: the shared client state of SPEC §3. The API client is
// the thunks' extra argument, so every fetch goes through the one client of this App.
import { combineSlices, configureStore } from '@reduxjs/toolkit';

import type { BlogsState } from '../features/blogs/slice/types';
import { destinationsReducer } from '../features/destinations/slice';
import { departuresReducer, tripsReducer } from '../features/destinations/slice/trips';
import { popularReducer } from '../features/popular/slice';
import { modalReducer } from '../features/site-dialog/slice';
import { testimonialsReducer } from '../features/testimonials/slice';
import type { ApiSource } from '../lib/api';
import type { ThunkExtra } from '../lib/redux';

/** Slices that join the store when the page chunk that needs them loads (RTK `inject`). */
export interface LazyLoadedSlices {
  /** features/blogs/slice, injected by the blogs pages. */
  blogs: BlogsState;
}

export const rootReducer = combineSlices({
  modal: modalReducer,
  destinations: destinationsReducer,
  trips: tripsReducer,
  departures: departuresReducer,
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
