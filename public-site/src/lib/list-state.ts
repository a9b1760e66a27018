// The list state of SPEC §3/§4, shared by every fetched list (destinations, popular, testimonials):
// fetch start sets loading and clears the error, success replaces the list, failure stores the text.
import type { ActionReducerMapBuilder, AsyncThunk, AsyncThunkConfig } from '@reduxjs/toolkit';

export interface ListState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  /** True once a fetch has succeeded: lets a page tell "not fetched yet" from "empty". */
  loaded: boolean;
}

export function initialListState<T>(): ListState<T> {
  return { items: [], loading: false, error: null, loaded: false };
}

export function addListCases<T, S extends ListState<T>, A, C extends AsyncThunkConfig>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<T[], A, C>,
) {
  builder
    .addCase(thunk.pending, (state) => {
      state.loading = true;
      state.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      state.loading = false;
      state.loaded = true;
      // Immer drafts are typed by the slice state; the payload is the plain list.
      (state as ListState<T>).items = action.payload;
    })
    .addCase(thunk.rejected, (state, action) => {
      state.loading = false;
      // Thunks reject with their SPEC §8 text; an unexpected throw still leaves a readable text.
      const { payload, error } = action as { payload?: unknown; error?: { message?: string } };
      state.error = typeof payload === 'string' ? payload : (error?.message ?? 'Request failed.');
    });
}

/** The text of a failure: its own message when it has one, else the screen's fallback (SPEC §8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
