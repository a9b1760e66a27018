// The bookings table (SPEC §2): one row per booking request, with its status switch.
import type { Booking } from '@tours/shared-ui/domain';
import { Switch, Table, Tag, type TableColumnsType } from 'antd';

import { deleteColumn } from '../../../components/delete-column';
import { WrappedText } from '../../../components/wrapped-text';
import { formatDay } from '../../../lib/format';
import {
  BOOKING_CONFIRMED,
  BOOKING_PENDING,
  BOOKINGS_EMPTY,
  COLUMN_TITLES,
  DELETE,
  deleteBookingLabel,
  statusSwitchLabel,
} from '../texts';

/** antd's preset green and gold tags put their text below 4.5:1; these pass WCAG AA. */
const TAG_STYLES = {
  confirmed: { color: '#1e6b35', background: '#edf7ef', borderColor: '#9fd3ad' },
  pending: { color: '#7a4b00', background: '#fff7e6', borderColor: '#f5c26b' },
} as const;

interface BookingsTableProps {
  bookings: Booking[];
  updatingIds: string[];
  deletingIds: string[];
  onStatusChange: (id: string, status: boolean) => void;
  onDelete: (id: string) => void;
}

export function BookingsTable({
  bookings,
  updatingIds,
  deletingIds,
  onStatusChange,
  onDelete,
}: BookingsTableProps) {
  const columns: TableColumnsType<Booking> = [
    { title: COLUMN_TITLES.name, dataIndex: 'name', key: 'name' },
    { title: COLUMN_TITLES.phone, dataIndex: 'phone', key: 'phone' },
    { title: COLUMN_TITLES.destination, dataIndex: 'destination', key: 'destination' },
    {
      title: COLUMN_TITLES.checkIn,
      key: 'checkIn',
      render: (_, booking) => formatDay(booking.checkIn),
    },
    {
      title: COLUMN_TITLES.checkOut,
      key: 'checkOut',
      render: (_, booking) => formatDay(booking.checkOut),
    },
    { title: COLUMN_TITLES.adults, dataIndex: 'adults', key: 'adults', align: 'right' },
    { title: COLUMN_TITLES.children, dataIndex: 'children', key: 'children', align: 'right' },
    { title: COLUMN_TITLES.category, dataIndex: 'category', key: 'category' },
    {
      title: COLUMN_TITLES.message,
      key: 'message',
      render: (_, booking) => <WrappedText text={booking.message} />,
    },
    {
      title: COLUMN_TITLES.bookingStatus,
      key: 'bookingStatus',
      render: (_, booking) =>
        booking.status ? (
          <Tag style={TAG_STYLES.confirmed}>{BOOKING_CONFIRMED}</Tag>
        ) : (
          <Tag style={TAG_STYLES.pending}>{BOOKING_PENDING}</Tag>
        ),
    },
    {
      title: COLUMN_TITLES.toggle,
      key: 'toggle',
      render: (_, booking) => (
        <Switch
          aria-label={statusSwitchLabel(booking.name)}
          checked={booking.status}
          loading={updatingIds.includes(booking._id)}
          disabled={updatingIds.includes(booking._id)}
          onChange={(checked) => onStatusChange(booking._id, checked)}
        />
      ),
    },
    deleteColumn<Booking>({
      title: COLUMN_TITLES.delete,
      text: DELETE,
      label: (row) => deleteBookingLabel(row.name),
      deletingIds,
      onDelete,
    }),
  ];

  return (
    <Table<Booking>
      rowKey="_id"
      columns={columns}
      dataSource={bookings}
      locale={{ emptyText: BOOKINGS_EMPTY }}
      // A booking's `children` is a head count; antd would take a `children` field for nested rows.
      expandable={{ childrenColumnName: 'nestedRows' }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
