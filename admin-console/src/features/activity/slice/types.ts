// The audit log as the activity page holds it: the entity shown, the entries fetched so far and
// the cursor of the next, older page.
import type { AuditEntity, AuditEntry } from '@tours/shared-ui/booking-office';

import type { LoadStatus } from '../../../lib/load-status';

export interface ActivityState {
  entity: AuditEntity | null;
  entries: AuditEntry[];
  nextCursor: string | null;
  status: LoadStatus;
  error: string | null;
  loadingMore: boolean;
}

export interface PageRequest {
  entity: AuditEntity | null;
  /** The nextCursor of the page shown: the next, older page is added below it. */
  before?: string;
}
