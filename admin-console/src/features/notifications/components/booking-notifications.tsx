// A booking's notifications (channel, to, status, attempts, last error), for the booking page to
// render: <BookingNotifications bookingId={id} />.
import { Alert, Spin } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { NOTIFICATIONS_EMPTY, NOTIFICATIONS_HEADING, NOTIFICATIONS_LOADING } from '../texts';
import { bookingNotificationsActions } from '../slice';
import { selectBookingNotifications } from '../slice/selectors';
import { NotificationsTable } from './notifications-table';

export function BookingNotifications({ bookingId }: { bookingId: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectBookingNotifications);
  // What the store still holds of another booking is not shown while this one's is on its way.
  const status = state.bookingId === bookingId ? state.status : 'loading';
  const value = state.bookingId === bookingId ? state.value : null;

  useEffect(() => {
    dispatch(bookingNotificationsActions.requested(bookingId));
  }, [dispatch, bookingId]);

  return (
    <section aria-labelledby="booking-notifications-heading">
      <h2 id="booking-notifications-heading">{NOTIFICATIONS_HEADING}</h2>
      {(status === 'idle' || status === 'loading') && (
        <div role="status">
          <Spin size="small" /> {NOTIFICATIONS_LOADING}
        </div>
      )}
      {status === 'failed' && <Alert type="error" showIcon message={state.error} />}
      {value &&
        (value.length === 0 ? (
          <p>{NOTIFICATIONS_EMPTY}</p>
        ) : (
          <NotificationsTable notifications={value} caption={NOTIFICATIONS_HEADING} />
        ))}
    </section>
  );
}
