// /admin/manage-bookings, its own lazily loaded chunk.
import { BookingsPage } from '../../features/bookings/components/bookings-page';

export default BookingsPage;
