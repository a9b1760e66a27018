// Selectors over the contacts slice alone.
import { createSelector } from '@reduxjs/toolkit';

import { newestFirst } from '../../../lib/format';
import type { ContactsState } from './types';

interface WithContacts {
  contacts: ContactsState;
}

export const selectContacts = (state: WithContacts) => state.contacts.items;
export const selectContactsStatus = (state: WithContacts) => state.contacts.status;
export const selectContactsError = (state: WithContacts) => state.contacts.error;
export const selectUpdatingContactIds = (state: WithContacts) => state.contacts.updatingIds;
export const selectDeletingContactIds = (state: WithContacts) => state.contacts.deletingIds;

/** The newest message first. */
export const selectContactsNewestFirst = createSelector([selectContacts], (items) =>
  newestFirst(items),
);
