// /admin/bookings/:id, its own lazily loaded chunk. Features that add to the booking page (its GST
// documents, a Notifications section, Message on WhatsApp) are composed here through BookingPage's
// slots. A cancelled or reissued document changes the booking's list: the page fetches it again.
import { useDispatch } from 'react-redux';

import { BookingPage } from '../../features/bookings/components/booking-page';
import { bookingDetailActions } from '../../features/bookings/slice';
import { BookingDocuments } from '../../features/gst/components/booking-documents';
import { BookingNotifications } from '../../features/notifications/components/booking-notifications';
import { WhatsAppActions } from '../../features/notifications/components/whatsapp-actions';

export default function BookingRoute() {
  const dispatch = useDispatch();
  return (
    <BookingPage
      sections={(booking) => (
        <>
          <BookingDocuments
            documents={booking.documents}
            onChanged={() => dispatch(bookingDetailActions.bookingRequested(booking._id))}
          />
          <WhatsAppActions booking={booking} />
          <BookingNotifications bookingId={booking._id} />
        </>
      )}
    />
  );
}
