// The state of a fetch kept by its argument (a destination's departures, a policy page's words):
// used only by slices that join the store with their page, so it stays out of the first scripts.
import {
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type AsyncThunkConfig,
  type Draft,
  type SerializedError,
} from '@reduxjs/toolkit';

/** A fetch's flags, kept beside its result in a state of fetches by key. */
export interface FetchFlags {
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

/**
 * The transitions of a fetch kept by its argument (a destination's departures by slug, a policy
 * page's words by page): start marks that key loading and clears its error, success stores
 * `stored(result)` with the flags, failure keeps the text. A fetch its condition skipped changes
 * nothing.
 */
export function addKeyedFetchCases<
  S,
  K extends string,
  E extends FetchFlags,
  R,
  C extends AsyncThunkConfig,
>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<R, K, C>,
  entries: (state: Draft<S>) => Partial<Record<K, E>>,
  stored: (result: R | null) => Omit<E, keyof FetchFlags>,
) {
  // The thunk's actions, as every configuration shapes them.
  type Settled = {
    meta: { arg: K; condition?: boolean };
    payload?: unknown;
    error?: SerializedError;
  };
  const entryOf = (state: Draft<S>, key: K): E =>
    (entries(state)[key] ??= { ...stored(null), loading: false, loaded: false, error: null } as E);
  builder
    .addCase(thunk.pending, (state, action) => {
      const entry = entryOf(state, (action as Settled).meta.arg);
      entry.loading = true;
      entry.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      entries(state)[(action as Settled).meta.arg] = {
        ...stored(action.payload as R),
        loading: false,
        loaded: true,
        error: null,
      } as E;
    })
    .addCase(thunk.rejected, (state, action) => {
      const { meta, payload, error } = action as Settled;
      if (meta.condition) return;
      const entry = entryOf(state, meta.arg);
      entry.loading = false;
      entry.error = typeof payload === 'string' ? payload : (error?.message ?? null);
    });
  return builder;
}
