// The bookings table's own columns (SPEC §2), and what the CSV export writes of a booking; the
// inbox page adds the status switch and Delete.
import type { Booking } from '@tours/shared-ui/domain';
import { Tag, type TableColumnsType } from 'antd';

import { WrappedText } from '../../../components/wrapped-text';
import type { CsvColumn } from '../../../lib/csv';
import { formatDay } from '../../../lib/format';
import { BOOKING_CONFIRMED, BOOKING_PENDING, COLUMN_TITLES, CSV_RECEIVED_AT } from '../texts';

/** antd's preset green and gold tags put their text below 4.5:1; these pass WCAG AA. */
const TAG_STYLES = {
  confirmed: { color: '#1e6b35', background: '#edf7ef', borderColor: '#9fd3ad' },
  pending: { color: '#7a4b00', background: '#fff7e6', borderColor: '#f5c26b' },
} as const;

export const BOOKING_COLUMNS: TableColumnsType<Booking> = [
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
];

/** The table's columns (dates as the API gives them), and when the request came. */
export const BOOKING_CSV_COLUMNS: CsvColumn<Booking>[] = [
  { title: COLUMN_TITLES.name, value: (booking) => booking.name },
  { title: COLUMN_TITLES.phone, value: (booking) => booking.phone },
  { title: COLUMN_TITLES.destination, value: (booking) => booking.destination },
  { title: COLUMN_TITLES.checkIn, value: (booking) => booking.checkIn },
  { title: COLUMN_TITLES.checkOut, value: (booking) => booking.checkOut },
  { title: COLUMN_TITLES.adults, value: (booking) => booking.adults },
  { title: COLUMN_TITLES.children, value: (booking) => booking.children },
  { title: COLUMN_TITLES.category, value: (booking) => booking.category },
  { title: COLUMN_TITLES.message, value: (booking) => booking.message },
  {
    title: COLUMN_TITLES.bookingStatus,
    value: (booking) => (booking.status ? BOOKING_CONFIRMED : BOOKING_PENDING),
  },
  { title: CSV_RECEIVED_AT, value: (booking) => booking.createdAt },
];
