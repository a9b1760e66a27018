// Today's work on the admin's dashboard: holds ending today and tomorrow, bookings awaiting a
// quote, money received this month, trips in the next 30 days (Asia/Kolkata days), and the money
// owed now or within a week (schedule.ts's money-due list, counted and summed).
import { addDays, todayInIst, type DashboardSummary } from '@tours/shared-ui/booking-office';

import type { BookingRow } from '../../db/schema';
import { toBooking } from '../../repositories/bookings-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { moneyDue } from './schedule';

/** The money-due list the dashboard sums: overdue, or due within this many days. */
export const MONEY_DUE_DAYS = 7;

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
      moneyDue: (await moneyDue(repositories, MONEY_DUE_DAYS, now)).reduce(
        (sum, row) => ({ count: sum.count + 1, amount: sum.amount + row.amount }),
        { count: 0, amount: 0 },
      ),
    };
  },
};
