// The texts of a manage screen (SPEC §2, §5, §8), made from the resource's names, e.g.
// 'testimonial' / 'testimonials': 'Manage Testimonials', 'Loading testimonials...',
// 'New testimonial added!', 'Testimonial updated!', 'Add Testimonial', 'Save Testimonial'...
// A screen whose SPEC text says otherwise passes that text in `own`. The object serves the saga
// (lib/manage-resource-saga.ts), the screen (components/manage-page.tsx) and its form as it is.

const titleCase = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());
const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function manageTexts(one: string, many: string, own: Partial<ManageTexts> = {}) {
  const texts: ManageTexts = {
    title: `Manage ${titleCase(many)}`,
    loading: `Loading ${many}...`,
    empty: `No ${many} added yet.`,
    fetchFailed: `Failed to fetch ${many}.`,
    saveFailed: `Failed to save the ${one}.`,
    deleteFailed: `Failed to delete the ${one}.`,
    created: `New ${one} added!`,
    updated: `${sentenceCase(one)} updated!`,
    deleted: `${sentenceCase(one)} deleted successfully!`,
    deleteConfirm: `Are you sure you want to delete this ${one}?`,
    add: `Add ${titleCase(one)}`,
    titleCreate: `New ${titleCase(one)}`,
    titleEdit: `Edit ${titleCase(one)}`,
    submitCreate: `Save ${titleCase(one)}`,
    submitEdit: `Update ${titleCase(one)}`,
    ...own,
  };
  return {
    ...texts,
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    /** A row's Edit and Delete buttons' accessible names: 'Edit Darjeeling'. */
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
  };
}

interface ManageTexts {
  title: string;
  loading: string;
  empty: string;
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  created: string;
  updated: string;
  deleted: string;
  deleteConfirm: string;
  add: string;
  titleCreate: string;
  titleEdit: string;
  submitCreate: string;
  submitEdit: string;
}
