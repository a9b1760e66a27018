// Selectors over the contacts slice alone.
import type { ContactsState } from './types';

interface WithContacts {
  contacts: ContactsState;
}

export const selectContactsState = (state: WithContacts) => state.contacts;
