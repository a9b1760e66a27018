// /admin/manage-bookings (SPEC §2): booking requests, newest first, with a status filter, a
// search over name and phone, and a switch that confirms a booking.
import { Alert, Flex, Input, Radio } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { bookingsRequested, bookingStatusChangeRequested } from '../slice';
import {
  filterBookings,
  selectBookings,
  selectBookingsError,
  selectBookingsStatus,
  selectUpdatingBookingIds,
} from '../slice/selectors';
import type { BookingStatusFilter } from '../slice/types';
import {
  BOOKING_CONFIRMED,
  BOOKING_PENDING,
  BOOKINGS_LOADING,
  BOOKINGS_TITLE,
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

export function BookingsPage() {
  const dispatch = useDispatch();
  const bookings = useSelector(selectBookings);
  const status = useSelector(selectBookingsStatus);
  const error = useSelector(selectBookingsError);
  const updatingIds = useSelector(selectUpdatingBookingIds);
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
      <ManagePageHeader title={BOOKINGS_TITLE} headingId="manage-bookings-heading" />
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
            onStatusChange={(id, checked) =>
              dispatch(bookingStatusChangeRequested({ id, status: checked }))
            }
          />
        </>
      )}
    </section>
  );
}
