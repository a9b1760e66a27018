// /admin/activity: every admin write, newest first (GET /api/audit): who, when (IST), what, and
// the fields it changed; filtered by what it concerns; older entries on request.
import {
  AUDIT_ENTITIES,
  formatIstDateTime,
  type AuditEntity,
  type AuditEntry,
} from '@tours/shared-ui/booking-office';
import { Alert, Button, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManageScreen } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { activityActions } from '../slice';
import { selectActivity } from '../slice/selectors';
import { ACTIVITY_TEXTS as T, ENTITY_LABELS } from '../texts';

const ALL = 'all';
const OPTIONS = [
  { value: ALL, label: T.all },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] })),
];

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Entry({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
      <div>
        <strong>{entry.summary}</strong>
      </div>
      <Typography.Text type="secondary">
        <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time> ·{' '}
        {T.by(entry.actor.email ?? entry.actor.uid)} · {ENTITY_LABELS[entry.entity]}
      </Typography.Text>
      {changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {changes.map(([field, { from, to }]) => (
            <li key={field}>{T.change(field, shown(from), shown(to))}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function ActivityPage() {
  const dispatch = useDispatch();
  const { entity, entries, nextCursor, status, error, loadingMore } = useSelector(selectActivity);

  useEffect(() => {
    dispatch(activityActions.pageRequested({ entity: null }));
  }, [dispatch]);

  let body;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (status !== 'loaded') body = <PageLoading text={T.loading} />;
  else if (entries.length === 0) body = <Typography.Paragraph>{T.empty}</Typography.Paragraph>;
  else
    body = (
      <>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
        {nextCursor && (
          <Button
            style={{ marginTop: 16 }}
            loading={loadingMore}
            onClick={() => dispatch(activityActions.pageRequested({ entity, before: nextCursor }))}
          >
            {T.more}
          </Button>
        )}
      </>
    );

  return (
    <ManageScreen title={T.title}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          marginBottom: 16,
        }}
      >
        <span id="activity-filter-label">{T.filter}</span>
        <Select
          aria-labelledby="activity-filter-label"
          value={entity ?? ALL}
          options={OPTIONS}
          style={{ minWidth: 220 }}
          onChange={(value: string) =>
            dispatch(
              activityActions.pageRequested({
                entity: value === ALL ? null : (value as AuditEntity),
              }),
            )
          }
        />
      </div>
      {body}
    </ManageScreen>
  );
}
