// /api/bookings (SPEC §7): visitors send booking requests (201); admins read them, confirm them
// (status true = Confirmed, false = Pending), and erase one when its sender asks.
import { bookingSchema, bookingStatusSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { submissionRoutes } from './submission-routes';

export default submissionRoutes({
  path: '/bookings',
  tag: 'bookings',
  entitySchemaId: 'Booking',
  label: 'Booking',
  summaries: {
    create: 'Send a booking request (public, rate limited); status and id cannot be set',
    list: 'Booking requests, newest first (admin)',
    setFlag: 'Confirm a booking or set it back to pending (admin); answers the updated booking',
    remove: 'Erase a booking request (admin)',
  },
  schema: bookingSchema,
  bodyDoc: bodies.booking,
  flagSchema: bookingStatusSchema,
  flagDoc: bodies.bookingStatus,
  create: (repositories, input) => repositories.bookings.create(input),
  list: (repositories) => repositories.bookings.list(),
  setFlag: (repositories, id, { status }) => repositories.bookings.setStatus(id, status),
  remove: (repositories, id) => repositories.bookings.remove(id),
});
