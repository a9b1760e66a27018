// Manage Contacts side effects (inbox-resource): fetch the messages, mark one checked or not (PUT
// {checked}), delete one (a person's data-deletion request).
import type { ContactMessage } from '@tours/shared-ui/domain';

import { createInboxSaga } from '../../../lib/inbox-resource-saga';
import {
  CONTACT_CHECK_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_DELETED,
  CONTACTS_FETCH_FAILED,
} from '../texts';
import { contactsActions } from '.';

export const contactsSaga = createInboxSaga<ContactMessage>(contactsActions, {
  endpoints: (api) => ({
    list: api.contact.list,
    setFlag: api.contact.setChecked,
    remove: api.contact.remove,
  }),
  normalise: (raw) => ({ ...raw, checked: Boolean(raw.checked) }),
  logs: {
    fetch: 'Fetching contact messages failed.',
    flag: 'Updating a contact message failed.',
    remove: 'Deleting a contact message failed.',
  },
  texts: {
    fetchFailed: CONTACTS_FETCH_FAILED,
    flagFailed: CONTACT_CHECK_FAILED,
    deleted: CONTACT_DELETED,
    deleteFailed: CONTACT_DELETE_FAILED,
  },
});
