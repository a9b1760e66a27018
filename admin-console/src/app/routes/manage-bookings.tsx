// /admin/manage-bookings, its own lazily loaded chunk; the new booking form takes a group
// departure with the departures feature's fields.
import { BookingsPage } from '../../features/bookings/components/bookings-page';
import { DepartureBookingFields } from '../../features/departures/components/departure-booking-fields';

export default function ManageBookingsRoute() {
  return <BookingsPage newBookingFields={<DepartureBookingFields />} />;
}
