// The contacts slice (inbox-resource): the messages, their fetch state, the checked changes and
// the deletes in flight.
import type { ContactMessage } from '@tours/shared-ui/domain';

import { createInboxSlice } from '../../../lib/inbox-resource';

const contactsSlice = createInboxSlice<ContactMessage>('contacts', 'checked');

export const contactsActions = contactsSlice.actions;
export const contactsReducer = contactsSlice.reducer;
