// Texts of Manage Contacts (SPEC §2, §8), shared by the components, the saga and their tests.
export const CONTACTS_TITLE = 'Manage Contacts';
export const CONTACTS_LOADING = 'Loading contact responses...';
export const CONTACTS_EMPTY = 'No contact messages found.';
export const CONTACTS_FETCH_FAILED = 'Failed to fetch contact data.';
export const CONTACT_CHECK_FAILED = 'Failed to update the contact message.';

export const COLUMN_TITLES = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  date: 'Date',
  status: 'Status',
} as const;

/** The accessible name of a row's switch; its on/off state says whether it was checked. */
export const checkedSwitchLabel = (name: string) => `Message from ${name} checked`;
