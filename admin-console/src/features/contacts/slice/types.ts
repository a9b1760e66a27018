// Manage Contacts state (SPEC §3 Contact message, §4 Contact message checked): an inbox-resource
// state whose flag is the message's checked.
import type { ContactMessage } from '@tours/shared-ui/domain';

import type { InboxState } from '../../../lib/inbox-resource';

export type ContactsState = InboxState<ContactMessage>;
