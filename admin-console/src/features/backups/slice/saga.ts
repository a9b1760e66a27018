// The backups' status fetched when the dashboard's card asks for it.
import type { BackupStatus } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';

import type { ApiServices } from '../../../lib/call-api';
import { fetchValueWorker } from '../../../lib/load-status';
import { BACKUP_TEXTS } from '../texts';
import { backupsActions } from '.';

function* fetchStatusWorker({ api }: ApiServices): SagaIterator {
  yield* fetchValueWorker(
    async () => (await api.http.get<BackupStatus>('/backups')).data,
    backupsActions,
    BACKUP_TEXTS.failed,
    'Fetching the backups failed.',
  );
}

export function* backupsSaga(services: ApiServices): SagaIterator {
  yield takeLatest(backupsActions.requested.type, fetchStatusWorker, services);
}
