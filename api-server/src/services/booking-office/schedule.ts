// The payment schedule of a stored booking (shared-ui's paymentSchedule, the one place of the
// rule): the deposit falls due on the hold's last day while the booking is provisional, else on
// the day the quote was set (the day it was made for a quote of before migration 0006); the
// further 40% the office's `beforeJourneyDays` before check-in. And the money owed from it: the
// admin's money-due list and the dashboard's sum.
import {
  addDays,
  paymentSchedule,
  todayInIst,
  type Instalment,
  type IsoDate,
  type MoneyDueRow,
} from '@tours/shared-ui/booking-office';

import type { BookingRow } from '../../db/schema';
import type { Repositories } from '../../repositories/create-repositories';
import { officeSettings } from './settings';

/** When the deposit of this booking falls due. */
export function depositDueOn(row: BookingRow): IsoDate {
  if (row.stage === 'provisional') return todayInIst(row.hold_until);
  return row.quoted_on ?? todayInIst(row.created_at);
}

export function scheduleOf(row: BookingRow, beforeJourneyDays: number): Instalment[] {
  return paymentSchedule({
    quotedTotal: row.quoted_total,
    received: row.received,
    depositDueOn: depositDueOn(row),
    checkIn: row.check_in,
    beforeJourneyDays,
  });
}

/** Each unpaid instalment paid before the journey, with what is still owed of it. */
export function owedInstalments(
  row: BookingRow,
  schedule: readonly Instalment[],
): { instalment: Instalment; owed: number }[] {
  let upTo = 0;
  const owed: { instalment: Instalment; owed: number }[] = [];
  for (const instalment of schedule) {
    upTo += instalment.amount;
    if (instalment.kind === 'on-site' || instalment.paid) continue;
    owed.push({ instalment, owed: Math.min(instalment.amount, upTo - row.received) });
  }
  return owed;
}

/**
 * GET /api/bookings/money-due: the deposit and the further 40% of provisional and confirmed
 * bookings that are overdue or fall due within `days` of today; overdue first, then by due day.
 */
export async function moneyDue(
  repositories: Repositories,
  days: number,
  now = new Date(),
): Promise<MoneyDueRow[]> {
  const today = todayInIst(now);
  const until = addDays(today, days);
  const { beforeJourneyDays } = await officeSettings.get(repositories);
  const due: MoneyDueRow[] = [];
  for (const row of await repositories.bookings.owing()) {
    for (const { instalment, owed } of owedInstalments(row, scheduleOf(row, beforeJourneyDays))) {
      if (instalment.dueOn > until || instalment.kind === 'on-site') continue;
      due.push({
        _id: row.id,
        reference: row.reference,
        name: row.name,
        phone: row.phone,
        destination: row.destination,
        checkIn: row.check_in,
        kind: instalment.kind,
        amount: owed,
        dueOn: instalment.dueOn,
        overdue: instalment.dueOn < today,
      });
    }
  }
  return due.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.dueOn.localeCompare(b.dueOn) ||
      a.reference.localeCompare(b.reference),
  );
}
