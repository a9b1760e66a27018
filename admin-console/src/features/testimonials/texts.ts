// Texts of Manage Testimonials (SPEC §2, §5, §8), shared by the components, saga and tests.
export const TESTIMONIALS_TITLE = 'Manage Testimonials';
export const TESTIMONIALS_LOADING = 'Loading testimonials...';
export const TESTIMONIALS_EMPTY = 'No testimonials added yet.';
export const TESTIMONIALS_FETCH_FAILED = 'Failed to fetch testimonials.';
export const TESTIMONIAL_SAVE_FAILED = 'Failed to save the testimonial.';
export const TESTIMONIAL_DELETE_FAILED = 'Failed to delete the testimonial.';
export const TESTIMONIAL_CREATED = 'New testimonial added!';
export const TESTIMONIAL_UPDATED = 'Testimonial updated!';
export const TESTIMONIAL_DELETED = 'Testimonial deleted successfully!';
export const DELETE_CONFIRM = 'Are you sure you want to delete this testimonial?';

/** The saga's texts (lib/manage-resource-saga.ts). */
export const SAGA_TEXTS = {
  fetchFailed: TESTIMONIALS_FETCH_FAILED,
  created: TESTIMONIAL_CREATED,
  updated: TESTIMONIAL_UPDATED,
  deleted: TESTIMONIAL_DELETED,
  saveFailed: TESTIMONIAL_SAVE_FAILED,
  deleteFailed: TESTIMONIAL_DELETE_FAILED,
};

export const ADD_BUTTON = 'Add Testimonial';
export const FORM_TITLE_CREATE = 'New Testimonial';
export const FORM_TITLE_EDIT = 'Edit Testimonial';
export const SUBMIT_CREATE = 'Save Testimonial';
export const SUBMIT_EDIT = 'Update Testimonial';
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
  title: TESTIMONIALS_TITLE,
  loading: TESTIMONIALS_LOADING,
  add: ADD_BUTTON,
  deleteConfirm: DELETE_CONFIRM,
};

export const LABELS = {
  name: 'Name',
  image: 'Image URL',
  title: 'Title',
  feedback: 'Feedback',
} as const;
