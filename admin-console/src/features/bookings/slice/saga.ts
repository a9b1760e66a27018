// Manage Bookings side effects (inbox-resource): fetch the list, change a booking's status (PUT
// {status}), delete one (a person's data-deletion request).
import type { Booking } from '@tours/shared-ui/domain';

import { createInboxSaga } from '../../../lib/inbox-resource-saga';
import {
  BOOKING_DELETE_FAILED,
  BOOKING_DELETED,
  BOOKING_STATUS_UPDATE_FAILED,
  BOOKINGS_FETCH_FAILED,
} from '../texts';
import { bookingsActions } from '.';

export const bookingsSagas = createInboxSaga<Booking>(bookingsActions, {
  endpoints: (api) => ({
    list: api.bookings.list,
    setFlag: api.bookings.setStatus,
    remove: api.bookings.remove,
  }),
  // SPEC §3: children is 0 when absent; status is a boolean.
  normalise: (raw) => ({ ...raw, children: raw.children ?? 0, status: Boolean(raw.status) }),
  logs: {
    fetch: 'Fetching bookings failed.',
    flag: 'Updating a booking status failed.',
    remove: 'Deleting a booking failed.',
  },
  texts: {
    fetchFailed: BOOKINGS_FETCH_FAILED,
    flagFailed: BOOKING_STATUS_UPDATE_FAILED,
    deleted: BOOKING_DELETED,
    deleteFailed: BOOKING_DELETE_FAILED,
  },
});

export const bookingsSaga = bookingsSagas.saga;
