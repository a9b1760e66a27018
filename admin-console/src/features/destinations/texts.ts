// Texts of Manage Destinations (SPEC §2, §5, §8), shared by the components, the saga and tests.
export const DESTINATIONS_TITLE = 'Manage Destinations';
export const DESTINATIONS_LOADING = 'Loading destinations...';
export const DESTINATIONS_EMPTY = 'No destinations added yet.';
export const DESTINATIONS_FETCH_FAILED = 'Failed to fetch destinations.';
export const DESTINATION_SAVE_FAILED = 'Failed to save the destination.';
export const DESTINATION_DELETE_FAILED = 'Failed to delete the destination.';
export const DESTINATION_CREATED = 'New destination added!';
export const DESTINATION_UPDATED = 'Destination updated!';
export const DESTINATION_DELETED = 'Destination deleted successfully!';
export const DELETE_CONFIRM = 'Are you sure you want to delete this destination?';

/** The saga's texts (lib/manage-resource-saga.ts). */
export const SAGA_TEXTS = {
  fetchFailed: DESTINATIONS_FETCH_FAILED,
  created: DESTINATION_CREATED,
  updated: DESTINATION_UPDATED,
  deleted: DESTINATION_DELETED,
  saveFailed: DESTINATION_SAVE_FAILED,
  deleteFailed: DESTINATION_DELETE_FAILED,
};

export const ADD_BUTTON = 'Add Destination';
export const FORM_TITLE_CREATE = 'New Destination';
export const FORM_TITLE_EDIT = 'Edit Destination';
export const SUBMIT_CREATE = 'Save Destination';
export const SUBMIT_EDIT = 'Update Destination';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';

/** The manage screen's own texts (components/manage-page.tsx). */
export const PAGE_TEXTS = {
  title: DESTINATIONS_TITLE,
  loading: DESTINATIONS_LOADING,
  add: ADD_BUTTON,
  deleteConfirm: DELETE_CONFIRM,
};

export const COLUMN_TITLES = { name: 'Name', price: 'Price', edit: 'Edit', delete: 'Delete' };

export const LABELS = {
  name: 'Name',
  slug: 'Slug',
  slugHelp: 'Left empty, it is made from the name.',
  map: 'Map embed URL',
  image: 'Cover image URL',
  info: 'Cover info',
  description: 'Description',
  duration: 'Duration',
  durationPlaceholder: 'e.g. 3 Nights / 4 Days',
} as const;

/** The list fields: legend, one entry's name, the add button. */
export const LIST_FIELDS = {
  price: { legend: 'Prices', item: 'Price', add: 'Add price' },
  highlights: { legend: 'Highlights', item: 'Highlight', add: 'Add highlight' },
  dayPlans: { legend: 'Day-wise plan', item: 'Day', add: 'Add day' },
  packageInclusions: { legend: 'Package inclusions', item: 'Inclusion', add: 'Add inclusion' },
  packageExclusions: { legend: 'Package exclusions', item: 'Exclusion', add: 'Add exclusion' },
  hotelImages: { legend: 'Hotel images', item: 'Hotel image URL', add: 'Add hotel image' },
  siteImages: { legend: 'Site images', item: 'Site image URL', add: 'Add site image' },
} as const;

export const editLabel = (name: string) => `${EDIT} ${name}`;
export const deleteLabel = (name: string) => `${DELETE} ${name}`;
