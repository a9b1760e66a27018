// /admin/bookings/:id, its own lazily loaded chunk. Features that add to the booking page (a
// Notifications section, Message on WhatsApp) are composed here through BookingPage's slots.
import { BookingPage } from '../../features/bookings';
import { BookingNotifications, WhatsAppActions } from '../../features/notifications';

export default function BookingRoute() {
  return (
    <BookingPage
      sections={(booking) => (
        <>
          <WhatsAppActions booking={booking} />
          <BookingNotifications bookingId={booking._id} />
        </>
      )}
    />
  );
}
