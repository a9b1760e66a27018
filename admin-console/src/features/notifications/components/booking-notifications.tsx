// A booking's notifications (channel, to, status, attempts, last error), for the booking page to
// render: <BookingNotifications bookingId={id} />.
import type { NotificationView } from '@tours/shared-ui/booking-office';
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';

import {
  NOTIFICATIONS_EMPTY,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_HEADING,
  NOTIFICATIONS_LOADING,
} from '../texts';
import { useOfficeApi } from '../use-office-api';
import { NotificationsTable } from './notifications-table';

type State =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; notifications: NotificationView[] };

export function BookingNotifications({ bookingId }: { bookingId: string }) {
  const office = useOfficeApi();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    office.notifications.ofBooking(bookingId).then(
      (notifications) => current && setState({ kind: 'loaded', notifications }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [office, bookingId]);

  return (
    <section aria-labelledby="booking-notifications-heading">
      <h2 id="booking-notifications-heading">{NOTIFICATIONS_HEADING}</h2>
      {state.kind === 'loading' && (
        <div role="status">
          <Spin size="small" /> {NOTIFICATIONS_LOADING}
        </div>
      )}
      {state.kind === 'failed' && <Alert type="error" showIcon message={NOTIFICATIONS_FAILED} />}
      {state.kind === 'loaded' &&
        (state.notifications.length === 0 ? (
          <p>{NOTIFICATIONS_EMPTY}</p>
        ) : (
          <NotificationsTable notifications={state.notifications} caption={NOTIFICATIONS_HEADING} />
        ))}
    </section>
  );
}
