// Today's work on the admin's dashboard: holds ending today and tomorrow, bookings awaiting a
// quote, money received this month, trips in the next 30 days (Asia/Kolkata days).
import { addDays, todayInIst, type DashboardSummary } from '@tours/shared-ui/booking-office';

import type { BookingRow } from '../../db/schema';
import { toBooking } from '../../repositories/bookings-repository';
import type { Repositories } from '../../repositories/create-repositories';

const records = (rows: BookingRow[]) => rows.map(toBooking);

export const dashboard = {
  async summary(repositories: Repositories, now = new Date()): Promise<DashboardSummary> {
    const { bookings, payments } = repositories;
    const today = todayInIst(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const nextMonthStart = `${addDays(monthStart, 31).slice(0, 7)}-01`;
    return {
      today,
      holdsExpiringToday: records(await bookings.holdsEndingOn(today)),
      holdsExpiringTomorrow: records(await bookings.holdsEndingOn(addDays(today, 1))),
      awaitingQuote: records(await bookings.awaitingQuote()),
      depositsThisMonth: await payments.receivedBetween(monthStart, nextMonthStart),
      tripsNext30Days: records(await bookings.tripsStarting(today, addDays(today, 30))),
    };
  },
};
