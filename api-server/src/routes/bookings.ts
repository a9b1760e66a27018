// /api/bookings (SPEC §7): visitors send booking requests (201); admins read them, confirm them
// (status true = Confirmed, false = Pending), and erase one when its sender asks.
import { bookingSchema, bookingStatusSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { resourceRoutes } from './resource-routes';

export default resourceRoutes({
  path: '/bookings',
  tag: 'bookings',
  entity: 'Booking',
  label: 'Booking',
  list: {
    access: 'admin',
    summary: 'Booking requests, newest first',
    read: (repositories) => repositories.bookings.list(),
  },
  create: {
    access: 'public',
    summary: 'Send a booking request (rate limited); status and id cannot be set',
    body: { schema: bookingSchema, doc: bodies.booking },
    write: (repositories, input) => repositories.bookings.create(input),
  },
  update: {
    summary: 'Confirm a booking or set it back to pending; answers the updated booking',
    body: { schema: bookingStatusSchema, doc: bodies.bookingStatus },
    write: (repositories, id, { status }) => repositories.bookings.setStatus(id, status),
  },
  remove: {
    summary: 'Erase a booking request (a data-deletion request)',
    write: (repositories, id) => repositories.bookings.remove(id),
  },
});
