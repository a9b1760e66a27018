// One Redux Toolkit store per App instance: the shared client state of SPEC §3. The API client is
// the thunks' extra argument, so every fetch goes through the one client of this App.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@tours/shared-ui/api';

import { blogsReducer } from '../features/blogs/slice';
import { destinationsReducer } from '../features/destinations/slice';
import { popularReducer } from '../features/popular/slice';
import { modalReducer } from '../features/site-dialog/slice';
import { testimonialsReducer } from '../features/testimonials/slice';
import type { ThunkExtra } from '../lib/redux';

const rootReducer = combineReducers({
  modal: modalReducer,
  destinations: destinationsReducer,
  popular: popularReducer,
  testimonials: testimonialsReducer,
  blogs: blogsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  api: ApiClient;
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
