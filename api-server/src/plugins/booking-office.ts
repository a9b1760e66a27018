// App plugin `booking-office`: the booking office's service modules with this deployment's
// settings (`app.bookingOffice`: one per topic, services/booking-office/), the West Bengal holidays
// seeded into the agency's calendar, and its background jobs: releasing expired holds, completing
// finished trips, queueing the traveller's payment reminders and erasing the ages and genders of
// long-completed trips' travellers.
import { todayInIst } from '@tours/shared-ui/booking-office';
import fp from 'fastify-plugin';

import { createBookings } from '../services/booking-office/bookings';
import { createCalendar, type BookingOfficeSettings } from '../services/booking-office/calendar';
import { createCancellations } from '../services/booking-office/cancellations';
import { dashboard } from '../services/booking-office/dashboard';
import { createHolds } from '../services/booking-office/holds';
import { createPayments } from '../services/booking-office/payments';
import { refunds } from '../services/booking-office/refunds';
import { FIRST_ID, reminders } from '../services/booking-office/reminders';
import { moneyDue } from '../services/booking-office/schedule';
import { officeSettings } from '../services/booking-office/settings';
import {
  DEFAULT_TRAVELLER_DETAILS_KEEP_YEARS,
  eraseTravellerDetails,
} from '../services/booking-office/traveller-erasure';
import { gstIssue } from '../services/gst/issue';
import { seedHolidays } from '../services/holiday-seed';

/** The booking office by topic, each module over the same working calendar. */
export function createBookingOffice(settings: BookingOfficeSettings) {
  const calendar = createCalendar(settings);
  return {
    calendar,
    bookings: createBookings(calendar),
    holds: createHolds(calendar),
    payments: createPayments(calendar),
    cancellations: createCancellations(calendar),
    refunds,
    dashboard,
    reminders,
    moneyDue,
    settings: officeSettings,
  };
}

export type BookingOffice = ReturnType<typeof createBookingOffice>;

declare module 'fastify' {
  interface FastifyInstance {
    bookingOffice: BookingOffice;
  }
}

export interface BookingOfficePluginOptions {
  workingWeekdays: readonly number[];
  /** Seed West Bengal's public holidays of this year and the next (default true). */
  seedHolidays?: boolean;
  /**
   * Years after a completed trip's check-out day that its travellers' ages and genders are kept
   * (TRAVELLER_DETAILS_KEEP_YEARS, default 2); then the job erases them.
   */
  travellerDetailsKeepYears?: number;
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
      (step: typeof office.holds.releaseExpired) =>
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
    app.jobs.register({ name: 'release-holds', run: drain(office.holds.releaseExpired) });
    app.jobs.register({ name: 'complete-trips', run: drain(office.holds.completeFinishedTrips) });
    // GST on, invoices at check-in: the tax invoice of each trip whose start day has come.
    app.jobs.register({ name: 'invoice-started-trips', run: drain(gstIssue.startedTrips) });
    // Data kept no longer than needed: rows claimed FOR UPDATE SKIP LOCKED, so replicas share them.
    app.jobs.register({
      name: 'erase-traveller-details',
      run: drain(
        eraseTravellerDetails(
          options.travellerDetailsKeepYears ?? DEFAULT_TRAVELLER_DETAILS_KEEP_YEARS,
        ),
      ),
    });
    // Batch by batch through the candidates (keyset by id): each booking looked at once a pass.
    app.jobs.register({
      name: 'payment-reminders',
      async run(now) {
        let queued = 0;
        let after: string | null = FIRST_ID;
        while (after !== null) {
          const from: string = after;
          const batch = await app.transaction(null, (repositories) =>
            office.reminders.queue(repositories, now, from, JOB_BATCH),
          );
          queued += batch.queued;
          after = batch.nextId;
        }
        return queued;
      },
    });
  },
  { name: 'booking-office', dependencies: ['repositories', 'jobs'], fastify: '5.x' },
);
