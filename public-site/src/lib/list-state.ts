// The list state of SPEC §3/§4, shared by every fetched list (destinations, popular, testimonials):
// fetch start sets loading and clears the error, success replaces the list, failure stores the text.
import {
  createAsyncThunk,
  createSlice,
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type AsyncThunkConfig,
} from '@reduxjs/toolkit';
import type { ApiClient } from '@tours/shared-ui/api';

import type { AppThunkConfig } from './redux';

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

/** The boolean fields of a state: the loading flags a fetch raises. */
type FlagOf<S> = { [K in keyof S]: S[K] extends boolean ? K : never }[keyof S];

/**
 * A fetch's loading flag and error: start raises `flag` and clears the error; failure lowers it
 * and stores the text. The thunk rejects with its SPEC §8 text; an unexpected throw still leaves
 * a readable text. Success is the caller's: it lowers the flag and stores the result.
 */
export function addLoadingCases<S extends { error: string | null }, C extends AsyncThunkConfig>(
  builder: ActionReducerMapBuilder<S>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any result and argument
  thunk: AsyncThunk<any, any, C>,
  flag: FlagOf<S>,
) {
  builder
    .addCase(thunk.pending, (state) => {
      (state as Record<typeof flag, boolean>)[flag] = true;
      state.error = null;
    })
    .addCase(thunk.rejected, (state, action) => {
      (state as Record<typeof flag, boolean>)[flag] = false;
      const { payload, error } = action as { payload?: unknown; error?: { message?: string } };
      state.error = typeof payload === 'string' ? payload : (error?.message ?? 'Request failed.');
    });
  return builder;
}

export function addListCases<T, S extends ListState<T>, A, C extends AsyncThunkConfig>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<T[], A, C>,
) {
  addLoadingCases(builder, thunk, 'loading' as FlagOf<S>).addCase(
    thunk.fulfilled,
    (state, action) => {
      state.loading = false;
      state.loaded = true;
      // Immer drafts are typed by the slice state; the payload is the plain list.
      (state as ListState<T>).items = action.payload;
    },
  );
}

/** The text of a failure: its own message when it has one, else the screen's fallback (SPEC §8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The GET of a home page list (popular destinations, testimonials; SPEC §7), kept in the root
 * state under `key`. The array is stored as it comes: SPEC §5 does not validate this answer, so a
 * non-array is shown as an empty list, not a crash. A failure keeps its message or `failedText`
 * (SPEC §8). Fetched once per visit: a second mount (or React's dev double effect) reuses the
 * list; after a failure the next mount tries again.
 */
export function createFetchOnceThunk<T, K extends string>(
  key: K,
  list: (api: ApiClient) => Promise<unknown>,
  failedText: string,
) {
  return createAsyncThunk<T[], void, AppThunkConfig<Record<K, ListState<T>>>>(
    `${key}/fetch`,
    async (_, { extra, rejectWithValue }) => {
      try {
        const body: unknown = await list(await extra.api());
        return Array.isArray(body) ? (body as T[]) : [];
      } catch (error) {
        return rejectWithValue(messageOf(error, failedText));
      }
    },
    {
      condition: (_, { getState }) => {
        const { loading, loaded } = getState()[key];
        return !loading && !loaded;
      },
    },
  );
}

/** The slice of a list that only its thunk changes (popular destinations, testimonials). */
export function createListSlice<T, A, C extends AsyncThunkConfig>(
  name: string,
  thunk: AsyncThunk<T[], A, C>,
) {
  return createSlice({
    name,
    initialState: initialListState<T>(),
    reducers: {},
    extraReducers: (builder) => addListCases(builder, thunk),
  });
}
