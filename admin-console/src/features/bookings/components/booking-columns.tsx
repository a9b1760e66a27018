// The bookings table's own columns (SPEC §2, and the booking office's Reference, Stage, Hold until,
// Quoted and Received), and what the CSV export writes of a booking; the inbox page adds the
// status switch and Delete.
import {
  BOOKING_STAGE_LABELS,
  balanceDue,
  formatDay,
  formatInr,
  formatIstDateTime,
  type BookingRecord,
} from '@tours/shared-ui/booking-office';
import type { Booking } from '@tours/shared-ui/domain';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from '@tours/shared-ui/router';

import { WrappedText } from '../../../components/wrapped-text';
import { istDateTimeCell, type CsvColumn } from '../../../lib/csv';
import { adminPaths } from '../../../config/paths';
import {
  BOOKING_CONFIRMED,
  BOOKING_PENDING,
  COLUMN_TITLES,
  CSV_TITLES,
  NO_VALUE,
  NOT_QUOTED,
  OFFICE_COLUMN_TITLES,
  openBookingLabel,
} from '../texts';
import { OPTIONAL_BOOKING_COLUMNS, type OptionalBookingColumn } from '../slice/types';
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

/**
 * Whether DELETE would erase the booking: the server says so (`deletable`, issue 25 item 1: only
 * a provisional request with no payment); a row without the field is not offered Delete.
 */
export const isDeletable = (booking: Booking) =>
  (booking as Partial<Pick<BookingRecord, 'deletable'>>).deletable === true;

/** The hold's end, in IST; only a provisional booking is held. */
export const holdText = (booking: Booking) =>
  booking.stage === 'provisional' && booking.holdUntil
    ? formatIstDateTime(booking.holdUntil)
    : NO_VALUE;

/** Every column of the table, in SPEC's order with the office's after it. */
const BOOKING_COLUMNS: TableColumnsType<Booking> = [
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

/** What names each optional column in the column settings: its title in the table. */
export const OPTIONAL_COLUMN_TITLES: Record<OptionalBookingColumn, string> = {
  phone: COLUMN_TITLES.phone,
  checkOut: COLUMN_TITLES.checkOut,
  adults: COLUMN_TITLES.adults,
  children: COLUMN_TITLES.children,
  category: COLUMN_TITLES.category,
  message: COLUMN_TITLES.message,
  bookingStatus: COLUMN_TITLES.bookingStatus,
  holdUntil: OFFICE_COLUMN_TITLES.holdUntil,
};

const isOptional = (key: unknown): key is OptionalBookingColumn =>
  (OPTIONAL_BOOKING_COLUMNS as readonly unknown[]).includes(key);

/** The table's columns: the ones always shown and the optional ones chosen, in their order. */
export function bookingColumns(shown: readonly OptionalBookingColumn[]): TableColumnsType<Booking> {
  return BOOKING_COLUMNS.filter((column) => !isOptional(column.key) || shown.includes(column.key));
}

/**
 * What the export writes of a booking: every column of the table, the email, and the balance;
 * days as 'YYYY-MM-DD', instants as 'YYYY-MM-DD HH:mm' in IST, amounts as whole rupees (no sign or
 * grouping, so a spreadsheet adds them up).
 */
export const BOOKING_CSV_COLUMNS: CsvColumn<Booking>[] = [
  { title: OFFICE_COLUMN_TITLES.reference, value: (booking) => booking.reference ?? '' },
  { title: COLUMN_TITLES.name, value: (booking) => booking.name },
  { title: COLUMN_TITLES.phone, value: (booking) => booking.phone },
  { title: CSV_TITLES.email, value: (booking) => booking.email ?? '' },
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
  {
    title: CSV_TITLES.holdUntil,
    value: (booking) => (booking.stage === 'provisional' ? istDateTimeCell(booking.holdUntil) : ''),
  },
  { title: CSV_TITLES.quoted, value: (booking) => booking.quotedTotal ?? '' },
  { title: CSV_TITLES.received, value: (booking) => booking.received ?? 0 },
  {
    title: CSV_TITLES.balance,
    value: (booking) => balanceDue(booking.quotedTotal ?? null, booking.received ?? 0) ?? '',
  },
  { title: CSV_TITLES.receivedAt, value: (booking) => istDateTimeCell(booking.createdAt) },
];
