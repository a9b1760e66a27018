// The bookings table's own columns (SPEC §2, and the booking office's Reference, Stage, Hold until,
// Quoted and Received), and what the CSV export writes of a booking; the inbox page adds the
// status switch and Delete.
import {
  BOOKING_STAGE_LABELS,
  formatDay,
  formatInr,
  formatIstDateTime,
} from '@tours/shared-ui/booking-office';
import type { Booking } from '@tours/shared-ui/domain';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from '@tours/shared-ui/router';

import { WrappedText } from '../../../components/wrapped-text';
import type { CsvColumn } from '../../../lib/csv';
import { adminPaths } from '../../../config/paths';
import {
  BOOKING_CONFIRMED,
  BOOKING_PENDING,
  COLUMN_TITLES,
  CSV_RECEIVED_AT,
  NO_VALUE,
  NOT_QUOTED,
  OFFICE_COLUMN_TITLES,
  openBookingLabel,
} from '../texts';
import { StageTag } from './stage-tag';

/** antd's preset green and gold tags put their text below 4.5:1; these pass WCAG AA. */
const TAG_STYLES = {
  confirmed: { color: '#1e6b35', background: '#edf7ef', borderColor: '#9fd3ad' },
  pending: { color: '#7a4b00', background: '#fff7e6', borderColor: '#f5c26b' },
} as const;

/** The quoted total in rupees, or that there is none yet. */
export const quotedText = (booking: Booking) =>
  booking.quotedTotal === null || booking.quotedTotal === undefined
    ? NOT_QUOTED
    : formatInr(booking.quotedTotal);

/** The reference, a link to the booking's page (the keyboard's way in; a click on the row works too). */
export function BookingLink({ booking }: { booking: Booking }) {
  return (
    <Link to={adminPaths.booking(booking._id)} aria-label={openBookingLabel(booking)}>
      {booking.reference ?? NO_VALUE}
    </Link>
  );
}

/** The hold's end, in IST; only a provisional booking is held. */
export const holdText = (booking: Booking) =>
  booking.stage === 'provisional' && booking.holdUntil
    ? formatIstDateTime(booking.holdUntil)
    : NO_VALUE;

export const BOOKING_COLUMNS: TableColumnsType<Booking> = [
  {
    title: OFFICE_COLUMN_TITLES.reference,
    key: 'reference',
    render: (_, booking) => <BookingLink booking={booking} />,
  },
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
    title: OFFICE_COLUMN_TITLES.stage,
    key: 'stage',
    render: (_, booking) => <StageTag stage={booking.stage} />,
  },
  { title: OFFICE_COLUMN_TITLES.holdUntil, key: 'holdUntil', render: (_, b) => holdText(b) },
  {
    title: OFFICE_COLUMN_TITLES.quoted,
    key: 'quoted',
    align: 'right',
    render: (_, booking) => quotedText(booking),
  },
  {
    title: OFFICE_COLUMN_TITLES.received,
    key: 'received',
    align: 'right',
    render: (_, booking) => formatInr(booking.received ?? 0),
  },
];

/** The table's columns (dates as the API gives them, amounts as numbers), and when the request came. */
export const BOOKING_CSV_COLUMNS: CsvColumn<Booking>[] = [
  { title: OFFICE_COLUMN_TITLES.reference, value: (booking) => booking.reference ?? '' },
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
  {
    title: OFFICE_COLUMN_TITLES.stage,
    value: (booking) => (booking.stage ? BOOKING_STAGE_LABELS[booking.stage] : ''),
  },
  { title: OFFICE_COLUMN_TITLES.holdUntil, value: (booking) => booking.holdUntil ?? '' },
  { title: OFFICE_COLUMN_TITLES.quoted, value: (booking) => booking.quotedTotal ?? '' },
  { title: OFFICE_COLUMN_TITLES.received, value: (booking) => booking.received ?? 0 },
  { title: CSV_RECEIVED_AT, value: (booking) => booking.createdAt },
];
