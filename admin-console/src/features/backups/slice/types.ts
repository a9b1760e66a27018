// The backups' status (GET /api/backups): one fetched value (load-status ValueState).
import type { BackupStatus } from '@tours/shared-ui/domain';

import type { ValueState } from '../../../lib/load-status';

export type BackupsState = ValueState<BackupStatus>;
