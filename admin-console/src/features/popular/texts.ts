// Texts of Manage Popular Destinations (SPEC §2, §5, §8), shared by components, saga and tests.
export const POPULAR_TITLE = 'Manage Popular Destinations';
export const POPULAR_LOADING = 'Loading popular destinations...';
export const POPULAR_EMPTY = 'No popular destinations added yet.';
export const POPULAR_FETCH_FAILED = 'Failed to fetch popular destinations.';
export const POPULAR_SAVE_FAILED = 'Failed to save the popular destination.';
export const POPULAR_DELETE_FAILED = 'Failed to delete the popular destination.';
export const POPULAR_CREATED = 'New popular destination added!';
export const POPULAR_UPDATED = 'Popular destination updated!';
// SPEC §8 lists this banner with the popular ones: the text names a destination, not a 'popular' one.
export const POPULAR_DELETED = 'Destination deleted successfully!';
export const DELETE_CONFIRM = 'Are you sure you want to delete this popular destination?';

/** The saga's texts (lib/manage-resource-saga.ts). */
export const SAGA_TEXTS = {
  fetchFailed: POPULAR_FETCH_FAILED,
  created: POPULAR_CREATED,
  updated: POPULAR_UPDATED,
  deleted: POPULAR_DELETED,
  saveFailed: POPULAR_SAVE_FAILED,
  deleteFailed: POPULAR_DELETE_FAILED,
};

export const ADD_BUTTON = 'Add Popular Destination';
export const FORM_TITLE_CREATE = 'New Popular Destination';
export const FORM_TITLE_EDIT = 'Edit Popular Destination';
export const SUBMIT_CREATE = 'Save Popular Destination';
export const SUBMIT_EDIT = 'Update Popular Destination';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';

/** The form's heading and submit button (components/fields-form.tsx). */
export const FORM_TEXTS = {
  titleCreate: FORM_TITLE_CREATE,
  titleEdit: FORM_TITLE_EDIT,
  submitCreate: SUBMIT_CREATE,
  submitEdit: SUBMIT_EDIT,
};

/** The manage screen's own texts (components/manage-page.tsx). */
export const PAGE_TEXTS = {
  title: POPULAR_TITLE,
  loading: POPULAR_LOADING,
  add: ADD_BUTTON,
  deleteConfirm: DELETE_CONFIRM,
};

export const LABELS = {
  title: 'Title',
  src: 'Image URL',
  path: 'Path',
  pathHelp: 'The destination page the card opens: /destinations/{path}.',
  description: 'Description',
} as const;
