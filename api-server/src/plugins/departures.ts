// App plugin `departures`: dated group departures, the trip finder and manifests (issue 26,
// docs/departures.md) as `app.departures`, over the booking office's calendar and cancellation
// (a company cancellation cancels bookings by the office's own rule).
import fp from 'fastify-plugin';

import { createCompanyCancellation } from '../services/departures/company-cancel';
import { createDepartureAdmin } from '../services/departures/departures';
import { manifestCsv, manifestOf } from '../services/departures/manifest';
import { findTrips } from '../services/departures/trips';
import type { BookingOffice } from './booking-office';

export function createDepartures(office: Pick<BookingOffice, 'calendar' | 'cancellations'>) {
  return {
    ...createDepartureAdmin(office.calendar),
    cancel: createCompanyCancellation(office.calendar, office.cancellations),
    manifest: manifestOf,
    manifestCsv,
    trips: findTrips,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    departures: ReturnType<typeof createDepartures>;
  }
}

export default fp(
  async (app) => {
    app.decorate('departures', createDepartures(app.bookingOffice));
  },
  { name: 'departures', dependencies: ['booking-office'], fastify: '5.x' },
);
