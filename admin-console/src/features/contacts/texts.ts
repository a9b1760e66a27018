// Texts of Manage Contacts (SPEC §2, §8), shared by the components, the saga and their tests.
export const CONTACTS_TITLE = 'Manage Contacts';
export const CONTACTS_LOADING = 'Loading contact responses...';
export const CONTACTS_EMPTY = 'No contact messages found.';
export const CONTACTS_FETCH_FAILED = 'Failed to fetch contact data.';
export const CONTACT_CHECK_FAILED = 'Failed to update the contact message.';
export const CONTACT_DELETE_CONFIRM = 'Are you sure you want to delete this contact message?';
export const CONTACT_DELETED = 'Contact message deleted.';
export const CONTACT_DELETE_FAILED = 'Failed to delete the contact message.';
export const DELETE = 'Delete';
export const CSV_FILE_PREFIX = 'contact-messages';
export const CSV_CHECKED_YES = 'Yes';
export const CSV_CHECKED_NO = 'No';

/** The accessible name of a row's switch; its on/off state says whether it was checked. */
export const checkedSwitchLabel = (name: string) => `Message from ${name} checked`;

/** The accessible name of a row's delete button. */
export const deleteContactLabel = (name: string) => `Delete message from ${name}`;

/** The inbox screen's own texts (components/inbox-page.tsx). */
export const PAGE_TEXTS = {
  title: CONTACTS_TITLE,
  loading: CONTACTS_LOADING,
  empty: CONTACTS_EMPTY,
  deleteConfirm: CONTACT_DELETE_CONFIRM,
  delete: DELETE,
  flagTitle: 'Status',
  flagLabel: checkedSwitchLabel,
  deleteTitle: 'Delete',
  deleteLabel: deleteContactLabel,
};

export const COLUMN_TITLES = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  date: 'Date',
} as const;

/** The export's columns beyond the table's: the exact timestamp, and checked as a word. */
export const CSV_TITLES = { date: 'Received at', checked: 'Checked' } as const;
