// Typed Redux helpers every feature uses. The API client reaches thunks as their extra argument,
// so one client per App instance serves every fetch and tests swap it at this boundary.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

import type { ApiSource } from './api';

export interface ThunkExtra {
  api: ApiSource;
}

/**
 * createAsyncThunk config of a feature thunk. `S` is only the part of the root state the thunk
 * reads, so a feature never imports the app's store type (the import direction is app -> features).
 */
export interface AppThunkConfig<S = unknown> {
  extra: ThunkExtra;
  rejectValue: string;
  state: S;
}

/** A dispatch that runs thunks reading the state `S` (the part a feature knows about). */
export type AppDispatch<S = unknown> = ThunkDispatch<S, ThunkExtra, UnknownAction>;

/** `useAppDispatch<PopularRootState>()` in a component that dispatches that feature's thunks. */
export function useAppDispatch<S = unknown>(): AppDispatch<S> {
  return useDispatch<AppDispatch<S>>();
}
