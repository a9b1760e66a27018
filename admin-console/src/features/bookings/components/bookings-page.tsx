// /admin/manage-bookings (SPEC §2): booking requests, newest first, with a status filter, a
// search over name and phone, and a switch that confirms a booking. For data protection the rows
// shown can be exported as CSV, and one booking deleted on its guest's request.
import type { Booking } from '@tours/shared-ui/domain';
import { Alert, Flex, Input, Radio } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import type { CsvColumn } from '../../../lib/csv';
import { bookingDeleteRequested, bookingsRequested, bookingStatusChangeRequested } from '../slice';
import {
  filterBookings,
  selectDeletingBookingIds,
  selectBookings,
  selectBookingsError,
  selectBookingsStatus,
  selectUpdatingBookingIds,
} from '../slice/selectors';
import type { BookingStatusFilter } from '../slice/types';
import {
  BOOKING_CONFIRMED,
  BOOKING_DELETE_CONFIRM,
  BOOKING_PENDING,
  BOOKINGS_LOADING,
  BOOKINGS_TITLE,
  COLUMN_TITLES,
  CSV_FILE_PREFIX,
  CSV_RECEIVED_AT,
  FILTER_ALL,
  FILTER_LABEL,
  SEARCH_LABEL,
} from '../texts';
import { BookingsTable } from './bookings-table';

const FILTER_OPTIONS: Array<{ label: string; value: BookingStatusFilter }> = [
  { label: FILTER_ALL, value: 'all' },
  { label: BOOKING_PENDING, value: 'pending' },
  { label: BOOKING_CONFIRMED, value: 'confirmed' },
];

/** The table's columns (dates as the API gives them), and when the request came. */
const CSV_COLUMNS: CsvColumn<Booking>[] = [
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

export function BookingsPage() {
  const dispatch = useDispatch();
  const bookings = useSelector(selectBookings);
  const status = useSelector(selectBookingsStatus);
  const error = useSelector(selectBookingsError);
  const updatingIds = useSelector(selectUpdatingBookingIds);
  const deletingIds = useSelector(selectDeletingBookingIds);
  const confirm = useConfirmDelete();
  const [filter, setFilter] = useState<BookingStatusFilter>('all');
  const [search, setSearch] = useState('');

  useEffect(() => {
    dispatch(bookingsRequested());
  }, [dispatch]);

  const visible = useMemo(
    () => filterBookings(bookings, filter, search),
    [bookings, filter, search],
  );

  return (
    <section aria-labelledby="manage-bookings-heading">
      <ManagePageHeader
        title={BOOKINGS_TITLE}
        headingId="manage-bookings-heading"
        actions={
          // The rows shown: filter or search first to export one guest's bookings.
          <ExportCsvButton
            rows={status === 'loaded' ? visible : []}
            columns={CSV_COLUMNS}
            fileNamePrefix={CSV_FILE_PREFIX}
          />
        }
      />
      {status === 'idle' || status === 'loading' ? (
        <PageLoading text={BOOKINGS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <>
          <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
            <Radio.Group
              aria-label={FILTER_LABEL}
              optionType="button"
              options={FILTER_OPTIONS}
              value={filter}
              onChange={(event) => setFilter(event.target.value as BookingStatusFilter)}
            />
            <Input
              type="search"
              allowClear
              aria-label={SEARCH_LABEL}
              placeholder={SEARCH_LABEL}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ maxWidth: 320 }}
            />
          </Flex>
          <BookingsTable
            bookings={visible}
            updatingIds={updatingIds}
            deletingIds={deletingIds}
            onStatusChange={(id, checked) =>
              dispatch(bookingStatusChangeRequested({ id, status: checked }))
            }
            onDelete={(id) =>
              confirm(BOOKING_DELETE_CONFIRM, () => dispatch(bookingDeleteRequested(id)))
            }
          />
        </>
      )}
    </section>
  );
}
