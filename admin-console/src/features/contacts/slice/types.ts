// Manage Contacts state (SPEC §3 Contact message, §4 Contact message checked).
import type { ContactMessage } from '@tours/shared-ui/domain';

import type { LoadStatus } from '../../../lib/load-status';

export interface ContactsState {
  items: ContactMessage[];
  status: LoadStatus;
  /** The text shown instead of the table when the list could not be fetched. */
  error: string | null;
  /** Messages whose checked flag is being saved; their switches wait. */
  updatingIds: string[];
  /** Messages being deleted (a data-deletion request); their rows wait. */
  deletingIds: string[];
}

export interface ContactCheckedChange {
  id: string;
  checked: boolean;
}
