// The state of a manage screen that creates, edits and deletes one kind of item (destinations,
// popular destinations, testimonials, blogs): the list, the form (SPEC §4 Admin forms), the save
// and delete in flight, and the success banner. Each feature makes its own slice from this.
import {
  createSlice,
  type ActionCreatorWithoutPayload,
  type ActionCreatorWithPayload,
  type ActionReducerMapBuilder,
  type PayloadAction,
  type Reducer,
} from '@reduxjs/toolkit';

import { listReducers, type LoadStatus } from './load-status';

export interface Entity {
  _id: string;
}

/** Closed by default; open for a new item (editingId null) or for the item being edited. */
export interface EditorState {
  open: boolean;
  editingId: string | null;
}

export interface ResourceState<T extends Entity> {
  items: T[];
  status: LoadStatus;
  /** Why the list could not be fetched; the list is then empty. */
  error: string | null;
  editor: EditorState;
  saving: boolean;
  /** The API's field errors of the last failed save (400 { errors }), shown under the fields. */
  saveErrors: Record<string, string>;
  deletingId: string | null;
  /** Items with a quick change in flight (a blog's status); their controls wait. */
  updatingIds: string[];
  /** The success banner (SPEC §8), until the next change or until dismissed. */
  banner: string | null;
}

/** A quick change of one item, applied to its row once the API has accepted it. */
export interface ItemChange<T> {
  id: string;
  changes: Partial<T>;
}

export interface SaveRequest<I> {
  /** null creates (POST); an id updates (PUT). */
  id: string | null;
  input: I;
}

const closedEditor: EditorState = { open: false, editingId: null };

export function initialResourceState<T extends Entity>(): ResourceState<T> {
  return {
    items: [],
    status: 'idle',
    error: null,
    editor: closedEditor,
    saving: false,
    saveErrors: {},
    deletingId: null,
    updatingIds: [],
    banner: null,
  };
}

export interface ResourceActions<T extends Entity, I> {
  listRequested: ActionCreatorWithoutPayload;
  listLoaded: ActionCreatorWithPayload<T[]>;
  listFailed: ActionCreatorWithPayload<string>;
  createOpened: ActionCreatorWithoutPayload;
  editOpened: ActionCreatorWithPayload<string>;
  editorClosed: ActionCreatorWithoutPayload;
  saveRequested: ActionCreatorWithPayload<SaveRequest<I>>;
  saveSucceeded: ActionCreatorWithPayload<string | null>;
  saveFailed: ActionCreatorWithPayload<Record<string, string>>;
  deleteRequested: ActionCreatorWithPayload<string>;
  deleteSucceeded: ActionCreatorWithPayload<string | null>;
  deleteFailed: ActionCreatorWithoutPayload;
  itemUpdateRequested: ActionCreatorWithPayload<ItemChange<T>>;
  itemUpdated: ActionCreatorWithPayload<ItemChange<T>>;
  itemUpdateFailed: ActionCreatorWithPayload<string>;
  bannerDismissed: ActionCreatorWithoutPayload;
}

export interface ResourceSlice<T extends Entity, I> {
  actions: ResourceActions<T, I>;
  reducer: Reducer<ResourceState<T>>;
}

/**
 * The slice of one resource. A feature that needs more handles actions of its own through
 * `extraReducers`.
 */
export function createResourceSlice<T extends Entity, I>(
  name: string,
  extraReducers?: (builder: ActionReducerMapBuilder<ResourceState<T>>) => void,
): ResourceSlice<T, I> {
  const slice = createSlice({
    name,
    initialState: initialResourceState<T>(),
    reducers: {
      ...listReducers<T, ResourceState<T>>(),
      /** Create: an empty form. */
      createOpened(state) {
        state.editor = { open: true, editingId: null };
        state.saveErrors = {};
        state.banner = null;
      },
      /** Edit: the form filled from the row, remembering its id (the save becomes an update). */
      editOpened(state, action: PayloadAction<string>) {
        state.editor = { open: true, editingId: action.payload };
        state.saveErrors = {};
        state.banner = null;
      },
      editorClosed(state) {
        state.editor = closedEditor;
        state.saveErrors = {};
      },
      saveRequested(state, _action: PayloadAction<SaveRequest<I>>) {
        state.saving = true;
        state.saveErrors = {};
        state.banner = null;
      },
      /** The form resets and closes; the banner, when the screen has one, says what happened. */
      saveSucceeded(state, action: PayloadAction<string | null>) {
        state.saving = false;
        state.editor = closedEditor;
        state.banner = action.payload;
      },
      saveFailed(state, action: PayloadAction<Record<string, string>>) {
        state.saving = false;
        state.saveErrors = action.payload;
      },
      deleteRequested(state, action: PayloadAction<string>) {
        state.deletingId = action.payload;
        state.banner = null;
      },
      deleteSucceeded(state, action: PayloadAction<string | null>) {
        // The item being edited is gone: its form has nothing left to save.
        if (state.editor.editingId === state.deletingId) state.editor = closedEditor;
        state.deletingId = null;
        state.banner = action.payload;
      },
      deleteFailed(state) {
        state.deletingId = null;
      },
      itemUpdateRequested(state, action: PayloadAction<ItemChange<T>>) {
        state.updatingIds.push(action.payload.id);
        state.banner = null;
      },
      itemUpdated(state, action: PayloadAction<ItemChange<T>>) {
        const { id, changes } = action.payload;
        state.updatingIds = state.updatingIds.filter((other) => other !== id);
        const index = state.items.findIndex((item) => item._id === id);
        const item = state.items[index];
        if (item) state.items[index] = { ...item, ...changes } as typeof item;
      },
      itemUpdateFailed(state, action: PayloadAction<string>) {
        state.updatingIds = state.updatingIds.filter((other) => other !== action.payload);
      },
      bannerDismissed(state) {
        state.banner = null;
      },
    },
    extraReducers: (builder) => extraReducers?.(builder),
  });
  const actions: ResourceActions<T, I> = slice.actions;
  return { actions, reducer: slice.reducer };
}

/** Selectors over one resource slice, found under its key in the store. */
export function createResourceSelectors<T extends Entity, Key extends string>(key: Key) {
  type WithResource = { [K in Key]: ResourceState<T> };
  const select = (state: WithResource) => state[key];
  return {
    /** The whole state: what a manage screen (components/manage-page.tsx) shows. */
    selectState: select,
    selectItems: (state: WithResource) => select(state).items,
    selectStatus: (state: WithResource) => select(state).status,
    selectError: (state: WithResource) => select(state).error,
    selectEditor: (state: WithResource) => select(state).editor,
    selectSaving: (state: WithResource) => select(state).saving,
    selectSaveErrors: (state: WithResource) => select(state).saveErrors,
    selectDeletingId: (state: WithResource) => select(state).deletingId,
    selectUpdatingIds: (state: WithResource) => select(state).updatingIds,
    selectBanner: (state: WithResource) => select(state).banner,
    /** The item the form edits, or null for a new one. */
    selectEditedItem: (state: WithResource): T | null => {
      const { items, editor } = select(state);
      return editor.editingId
        ? (items.find((item) => item._id === editor.editingId) ?? null)
        : null;
    },
  };
}
