// /admin/manage-bookings (SPEC §2): booking requests, newest first, with a status filter, a
// search on the server (reference, name, phone, email), and a switch that confirms a booking. For data protection the rows
// shown can be exported as CSV, and one booking deleted on its guest's request. The table shows
// what fits a laptop; SPEC's other columns are a 'Columns' choice away (issue 25 item 12).
import { Flex, Input, Radio } from 'antd';
import type { Booking } from '@tours/shared-ui/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { InboxPage } from '../../../components/inbox-page';
import { adminPaths } from '../../../config/paths';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { bookingsActions, bookingsViewActions } from '../slice';
import { filterBookings, selectBookingsState, selectBookingsView } from '../slice/selectors';
import type { BookingStatusFilter } from '../slice/types';
import {
  BOOKING_CONFIRMED,
  BOOKING_PENDING,
  CSV_FILE_PREFIX,
  FILTER_ALL,
  FILTER_LABEL,
  PAGE_TEXTS,
  SEARCH_LABEL,
} from '../texts';
import { BookingCard } from './booking-card';
import { NewBookingButton, NewBookingForm } from './new-booking-form';
import { BOOKING_CSV_COLUMNS, bookingColumns, isDeletable } from './booking-columns';
import { ColumnSettings } from './column-settings';

const FILTER_OPTIONS: Array<{ label: string; value: BookingStatusFilter }> = [
  { label: FILTER_ALL, value: 'all' },
  { label: BOOKING_PENDING, value: 'pending' },
  { label: BOOKING_CONFIRMED, value: 'confirmed' },
];

/** `newBookingFields`: the app's fields of the new booking form (a group departure, issue 26). */
export function BookingsPage({ newBookingFields }: { newBookingFields?: ReactNode } = {}) {
  const [filter, setFilter] = useState<BookingStatusFilter>('all');
  const view = useCallback((items: Booking[]) => filterBookings(items, filter), [filter]);
  const dispatch = useDispatch();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { shownColumns, query, searching } = useSelector(selectBookingsView);
  const columns = useMemo(() => bookingColumns(shownColumns), [shownColumns]);

  return (
    <InboxPage
      actions={bookingsActions}
      selectState={selectBookingsState}
      texts={PAGE_TEXTS}
      view={view}
      columns={columns}
      flag={(booking) => booking.status}
      // The rows shown: filter or search first to export one guest's bookings.
      csv={{ columns: BOOKING_CSV_COLUMNS, fileNamePrefix: CSV_FILE_PREFIX }}
      // A booking's `children` is a head count; antd would take a `children` field for nested rows.
      expandable={{ childrenColumnName: 'nestedRows' }}
      rowHref={(booking) => adminPaths.booking(booking._id)}
      // Issue 25 item 1: the server keeps a booking with payments (409); no Delete offered.
      canDelete={isDeletable}
      reloading={searching}
      card={(booking) => <BookingCard booking={booking} />}
      headerActions={<NewBookingButton />}
      above={<NewBookingForm departureFields={newBookingFields} />}
      toolbar={
        <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
          <Radio.Group
            aria-label={FILTER_LABEL}
            optionType="button"
            options={FILTER_OPTIONS}
            value={filter}
            onChange={(event) => setFilter(event.target.value as BookingStatusFilter)}
          />
          {/* No antd clear icon: a 12 px touch target (axe target-size); the search box's own
              clearing (Escape, or emptying it) does the same. */}
          <Input
            type="search"
            aria-label={SEARCH_LABEL}
            placeholder={SEARCH_LABEL}
            value={query}
            onChange={(event) => dispatch(bookingsViewActions.queryChanged(event.target.value))}
            style={{ maxWidth: 320 }}
          />
          {/* A phone shows cards, not the table: no columns to choose. */}
          {!narrow && <ColumnSettings />}
        </Flex>
      }
    />
  );
}
