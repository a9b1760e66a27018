// The state of an inbox screen: what visitors sent (bookings, contact messages), each with one flag
// the admin switches (a booking confirmed, a message checked; SPEC §4: the row changes only once
// the API accepted it) and a delete for a person's data-deletion request. Each feature makes its
// own slice from this, as manage-resource.ts does for the content screens.
import {
  createSlice,
  type ActionCreatorWithoutPayload,
  type ActionCreatorWithPayload,
  type PayloadAction,
  type Reducer,
} from '@reduxjs/toolkit';

import { listReducers, type LoadStatus } from './load-status';
import type { Entity } from './manage-resource';

export interface InboxState<T extends Entity> {
  items: T[];
  status: LoadStatus;
  /** The text shown instead of the table when the list could not be fetched. */
  error: string | null;
  /** Rows whose flag change is on its way; their switches wait. */
  updatingIds: string[];
  /** Rows being deleted; their buttons wait. */
  deletingIds: string[];
}

/** A row's flag (a booking's status, a message's checked) set to `value`. */
export interface FlagChange {
  id: string;
  value: boolean;
}

export function initialInboxState<T extends Entity>(): InboxState<T> {
  return { items: [], status: 'idle', error: null, updatingIds: [], deletingIds: [] };
}

export interface InboxActions<T extends Entity> {
  listRequested: ActionCreatorWithoutPayload;
  listLoaded: ActionCreatorWithPayload<T[]>;
  listFailed: ActionCreatorWithPayload<string>;
  flagChangeRequested: ActionCreatorWithPayload<FlagChange>;
  flagChanged: ActionCreatorWithPayload<FlagChange>;
  flagChangeFailed: ActionCreatorWithPayload<string>;
  deleteRequested: ActionCreatorWithPayload<string>;
  deleted: ActionCreatorWithPayload<string>;
  deleteFailed: ActionCreatorWithPayload<string>;
}

export interface InboxSlice<T extends Entity> {
  actions: InboxActions<T>;
  reducer: Reducer<InboxState<T>>;
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** The slice of one inbox; `flag` is the boolean field the row's switch sets. */
export function createInboxSlice<T extends Entity>(
  name: string,
  flag: { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T],
): InboxSlice<T> {
  const slice = createSlice({
    name,
    initialState: initialInboxState<T>(),
    reducers: {
      ...listReducers<T, InboxState<T>>(),
      flagChangeRequested(state, action: PayloadAction<FlagChange>) {
        state.updatingIds.push(action.payload.id);
      },
      flagChanged(state, action: PayloadAction<FlagChange>) {
        const { id, value } = action.payload;
        state.updatingIds = without(state.updatingIds, id);
        const index = state.items.findIndex((item) => item._id === id);
        const item = state.items[index];
        if (item) state.items[index] = { ...item, [flag]: value } as typeof item;
      },
      flagChangeFailed(state, action: PayloadAction<string>) {
        state.updatingIds = without(state.updatingIds, action.payload);
      },
      /** The row goes once the API deleted it. */
      deleteRequested(state, action: PayloadAction<string>) {
        state.deletingIds.push(action.payload);
      },
      deleted(state, action: PayloadAction<string>) {
        state.deletingIds = without(state.deletingIds, action.payload);
        state.items = state.items.filter((item) => item._id !== action.payload);
      },
      deleteFailed(state, action: PayloadAction<string>) {
        state.deletingIds = without(state.deletingIds, action.payload);
      },
    },
  });
  const actions: InboxActions<T> = slice.actions;
  return { actions, reducer: slice.reducer };
}
