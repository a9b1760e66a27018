// App plugin `booking-office`: the booking office's rules with this deployment's settings
// (`app.bookingOffice`), the West Bengal holidays seeded into the agency's calendar, and its two
// background jobs: releasing expired holds and completing finished trips.
import { todayInIst } from '@tours/shared-ui/booking-office';
import fp from 'fastify-plugin';

import { createBookingOffice, type BookingOffice } from '../services/booking-office';
import { seedHolidays } from '../services/holiday-seed';

declare module 'fastify' {
  interface FastifyInstance {
    bookingOffice: BookingOffice;
  }
}

export interface BookingOfficePluginOptions {
  workingWeekdays: readonly number[];
  /** Seed West Bengal's public holidays of this year and the next (default true). */
  seedHolidays?: boolean;
}

/** Rows one job transaction claims: a short lock, and a pass drains the rest batch by batch. */
export const JOB_BATCH = 100;

export default fp<BookingOfficePluginOptions>(
  async (app, options) => {
    const office = createBookingOffice({ workingWeekdays: options.workingWeekdays });
    app.decorate('bookingOffice', office);

    if (options.seedHolidays ?? true) {
      const year = Number(todayInIst().slice(0, 4));
      const added = await seedHolidays(app.database.db, [year, year + 1]);
      if (added > 0) app.log.info({ added }, 'West Bengal public holidays seeded');
    }

    /** Runs `step` in transactions of its own until a batch comes back short. */
    const drain =
      (step: typeof office.releaseExpiredHolds) =>
      async (now: Date): Promise<number> => {
        let total = 0;
        for (;;) {
          const handled = await app.transaction(null, (repositories) =>
            step(repositories, now, JOB_BATCH),
          );
          total += handled;
          if (handled < JOB_BATCH) return total;
        }
      };
    app.jobs.register({ name: 'release-holds', run: drain(office.releaseExpiredHolds) });
    app.jobs.register({ name: 'complete-trips', run: drain(office.completeFinishedTrips) });
  },
  { name: 'booking-office', dependencies: ['repositories', 'jobs'], fastify: '5.x' },
);
