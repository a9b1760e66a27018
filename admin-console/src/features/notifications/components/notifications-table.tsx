// A table of notifications: event, channel, to, status, attempts, last error.
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationView,
} from '@tours/shared-ui/booking-office';
import { Table } from 'antd';

import { ToneTag } from '../../../components/tone-tag';

import { NOTIFICATION_COLUMNS, NOTIFICATION_STATUS_LABELS, scrollLabel } from '../texts';

const STATUS_TONES = { pending: 'amber', sent: 'green', failed: 'red' } as const;

export function NotificationsTable({
  notifications,
  caption,
}: {
  notifications: NotificationView[];
  caption: string;
}) {
  return (
    // On a phone the table scrolls inside its own box, never the page; the box takes the keyboard
    // focus so that it scrolls with the arrow keys too.
    <section aria-label={scrollLabel(caption)} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<NotificationView>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={notifications}
        title={() => caption}
        columns={[
          {
            title: NOTIFICATION_COLUMNS.event,
            dataIndex: 'event',
            render: (_, row) =>
              `${NOTIFICATION_EVENT_LABELS[row.event]}${row.reference ? ` (${row.reference})` : ''}`,
          },
          {
            title: NOTIFICATION_COLUMNS.channel,
            dataIndex: 'channel',
            render: (_, row) => NOTIFICATION_CHANNEL_LABELS[row.channel],
          },
          { title: NOTIFICATION_COLUMNS.to, dataIndex: 'to' },
          {
            title: NOTIFICATION_COLUMNS.status,
            dataIndex: 'status',
            render: (_, row) => (
              <ToneTag tone={STATUS_TONES[row.status]}>
                {NOTIFICATION_STATUS_LABELS[row.status]}
              </ToneTag>
            ),
          },
          { title: NOTIFICATION_COLUMNS.attempts, dataIndex: 'attempts' },
          {
            title: NOTIFICATION_COLUMNS.lastError,
            dataIndex: 'lastError',
            render: (_, row) => row.lastError ?? '—',
          },
        ]}
      />
    </section>
  );
}
