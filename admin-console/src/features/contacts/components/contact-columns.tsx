// The contact messages table's own columns (SPEC §2), and what the CSV export writes of a
// message; the inbox page adds the checked switch and Delete.
import type { ContactMessage } from '@tours/shared-ui/domain';
import { Typography, type TableColumnsType } from 'antd';

import { WrappedText } from '../../../components/wrapped-text';
import type { CsvColumn } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { COLUMN_TITLES, CSV_CHECKED_NO, CSV_CHECKED_YES, CSV_TITLES } from '../texts';

export const CONTACT_COLUMNS: TableColumnsType<ContactMessage> = [
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
];

/** The table's columns, with the exact timestamp and checked as a word. */
export const CONTACT_CSV_COLUMNS: CsvColumn<ContactMessage>[] = [
  { title: COLUMN_TITLES.name, value: (message) => message.name },
  { title: COLUMN_TITLES.email, value: (message) => message.email },
  { title: COLUMN_TITLES.phone, value: (message) => message.phone },
  { title: COLUMN_TITLES.message, value: (message) => message.message },
  { title: CSV_TITLES.date, value: (message) => message.createdAt },
  {
    title: CSV_TITLES.checked,
    value: (message) => (message.checked ? CSV_CHECKED_YES : CSV_CHECKED_NO),
  },
];
