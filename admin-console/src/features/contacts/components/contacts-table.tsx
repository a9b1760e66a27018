// The contact messages table (SPEC §2): one row per message, with its checked switch, and a
// Delete button for a person's data-deletion request.
import type { ContactMessage } from '@tours/shared-ui/domain';
import { Switch, Table, Typography, type TableColumnsType } from 'antd';

import { deleteColumn } from '../../../components/delete-column';
import { WrappedText } from '../../../components/wrapped-text';
import { formatDateTime } from '../../../lib/format';
import {
  checkedSwitchLabel,
  COLUMN_TITLES,
  CONTACTS_EMPTY,
  DELETE,
  deleteContactLabel,
} from '../texts';

interface ContactsTableProps {
  messages: ContactMessage[];
  updatingIds: string[];
  deletingIds: string[];
  onCheckedChange: (id: string, checked: boolean) => void;
  onDelete: (id: string) => void;
}

export function ContactsTable({
  messages,
  updatingIds,
  deletingIds,
  onCheckedChange,
  onDelete,
}: ContactsTableProps) {
  const columns: TableColumnsType<ContactMessage> = [
    { title: COLUMN_TITLES.name, dataIndex: 'name', key: 'name' },
    {
      title: COLUMN_TITLES.email,
      key: 'email',
      render: (_, message) => (
        <Typography.Link href={`mailto:${message.email}`}>{message.email}</Typography.Link>
      ),
    },
    { title: COLUMN_TITLES.phone, dataIndex: 'phone', key: 'phone' },
    {
      title: COLUMN_TITLES.message,
      key: 'message',
      render: (_, message) => <WrappedText text={message.message} />,
    },
    {
      title: COLUMN_TITLES.date,
      key: 'date',
      render: (_, message) => formatDateTime(message.createdAt),
    },
    {
      title: COLUMN_TITLES.status,
      key: 'status',
      render: (_, message) => (
        <Switch
          aria-label={checkedSwitchLabel(message.name)}
          checked={message.checked}
          loading={updatingIds.includes(message._id)}
          disabled={updatingIds.includes(message._id)}
          onChange={(checked) => onCheckedChange(message._id, checked)}
        />
      ),
    },
    deleteColumn<ContactMessage>({
      title: COLUMN_TITLES.delete,
      text: DELETE,
      label: (row) => deleteContactLabel(row.name),
      deletingIds,
      onDelete,
    }),
  ];

  return (
    <Table<ContactMessage>
      rowKey="_id"
      columns={columns}
      dataSource={messages}
      locale={{ emptyText: CONTACTS_EMPTY }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
