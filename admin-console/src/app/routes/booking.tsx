// /admin/bookings/:id, its own lazily loaded chunk. Features that add to the booking page (a
// Notifications section, Message on WhatsApp) are composed here through BookingPage's slots.
import { BookingPage } from '../../features/bookings/components/booking-page';
import { BookingNotifications } from '../../features/notifications/components/booking-notifications';
import { WhatsAppActions } from '../../features/notifications/components/whatsapp-actions';

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
