// /api/bookings (SPEC §7): visitors send booking requests (201); admins read them, confirm them
// (`status` true = Confirmed, false = Pending), and erase one when its sender asks.
import { bookingSchema, bookingStatusSchema } from '@tours/shared-ui/schemas';

import { submissionRoutes } from './resource-routes';

export default submissionRoutes('bookings', {
  entity: 'Booking',
  label: 'Booking',
  bodies: [bookingSchema, bookingStatusSchema],
  repository: (repositories) => repositories.bookings,
});
