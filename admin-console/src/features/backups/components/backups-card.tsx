// The dashboard's backups card (issue 30): the last backup and the last restore drill (time, size,
// ok), and a warning when the last good backup is older than the server's limit (26 hours). The
// app hands it to the dashboard among today's work.
import { formatIstDateTime } from '@tours/shared-ui/booking-office';
import type { BackupRunView } from '@tours/shared-ui/domain';
import { Alert, Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { backupsActions } from '../slice';
import { selectBackups } from '../slice/selectors';
import { BACKUP_TEXTS as T } from '../texts';

const megabytes = (bytes: number | null) =>
  bytes === null ? null : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const stateOf = (ok: boolean | null) => (ok === null ? T.running : ok ? T.ok : T.notOk);

function Line({ label, text, failed }: { label: string; text: string; failed: boolean }) {
  return (
    <li>
      <Typography.Text strong>{label}: </Typography.Text>
      <Typography.Text type={failed ? 'danger' : undefined}>{text}</Typography.Text>
    </li>
  );
}

function backupLine(run: BackupRunView | null): string {
  if (!run) return T.never;
  return T.line(formatIstDateTime(run.startedAt), megabytes(run.sizeBytes), stateOf(run.ok));
}

function drillLine(run: BackupRunView | null): string {
  if (!run?.drill) return T.never;
  return T.line(formatIstDateTime(run.drill.at), null, stateOf(run.drill.ok));
}

export function BackupsCard() {
  const dispatch = useDispatch();
  const { value, status, error } = useSelector(selectBackups);

  useEffect(() => {
    dispatch(backupsActions.requested());
  }, [dispatch]);

  let body;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (status !== 'loaded' || !value) body = <Typography.Text>{T.loading}</Typography.Text>;
  else {
    const { lastBackup, lastDrill } = value;
    body = (
      <>
        {value.stale && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            style={{ marginBottom: 8 }}
            title={T.stale(
              value.staleAfterHours,
              value.lastGoodAt ? formatIstDateTime(value.lastGoodAt) : null,
            )}
          />
        )}
        <ul style={{ margin: 0, paddingInlineStart: 18, overflowWrap: 'anywhere' }}>
          <Line
            label={T.lastBackup}
            text={backupLine(lastBackup)}
            failed={lastBackup?.ok === false}
          />
          <Line
            label={T.lastDrill}
            text={drillLine(lastDrill)}
            failed={lastDrill?.drill?.ok === false}
          />
        </ul>
        {lastBackup?.ok === false && lastBackup.error && (
          <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
            {lastBackup.error}
          </Typography.Paragraph>
        )}
      </>
    );
  }

  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{T.title}</h3>}>
      {body}
    </Card>
  );
}
