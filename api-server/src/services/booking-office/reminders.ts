// The reminders job (docs/booking-office.md, "Reminders"): the traveller is reminded of each
// unpaid instalment paid before the journey (the deposit, the further 40%) `reminderDaysBefore`
// days before it falls due (or at the first pass after, up to its due day), and on the day a
// provisional booking's hold ends without the deposit ('hold-expiring'). Nothing is sent on the
// day the quote was set (the quote message said it all that day), and a deposit due on the
// hold's last day is told by 'hold-expiring' alone.
//
// Never twice, never late, safe with two replicas: the job claims its bookings with FOR UPDATE
// SKIP LOCKED (a payment takes the same row lock, so what is paid is known), and a reminder is a
// row of booking_reminders, unique per booking, kind and due day, written with the outbox's
// message in one transaction: a replica that comes second adds nothing.
import {
  addDays,
  todayInIst,
  type BookingOfficeSettings,
  type IsoDate,
} from '@tours/shared-ui/booking-office';

import type { BookingRow } from '../../db/schema';
import type { WrittenReminder } from '../../repositories/booking-reminders-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { owedInstalments, scheduleOf } from './schedule';
import { officeSettings } from './settings';

/** Below every uuid: where a pass starts. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

type Reminder = Omit<WrittenReminder, 'kind' | 'bookingId'>;

/** The reminders due today for one booking (the row's money as it is under the lock). */
export function remindersDue(
  row: BookingRow,
  settings: Pick<BookingOfficeSettings, 'beforeJourneyDays' | 'reminderDaysBefore'>,
  today: IsoDate,
): Reminder[] {
  if (row.quoted_on === today) return [];
  const owed = owedInstalments(row, scheduleOf(row, settings.beforeJourneyDays));
  const holdDay = row.stage === 'provisional' ? todayInIst(row.hold_until) : null;
  const due: Reminder[] = [];
  for (const { instalment, owed: amount } of owed) {
    const reminded = { ...instalment, amount };
    if (instalment.kind === 'deposit' && holdDay === today) {
      due.push({ about: 'hold-expiring', dueOn: today, instalment: reminded });
      continue;
    }
    const from = addDays(instalment.dueOn, -settings.reminderDaysBefore);
    if (from <= today && today <= instalment.dueOn && instalment.kind !== 'on-site') {
      due.push({ about: instalment.kind, dueOn: instalment.dueOn, instalment: reminded });
    }
  }
  return due;
}

export const reminders = {
  /**
   * One batch of the job: the candidates after `afterId`, locked; answers how many reminders it
   * queued and where the next batch starts (null: this was the last).
   */
  async queue(
    repositories: Repositories,
    now: Date,
    afterId: string,
    limit: number,
  ): Promise<{ queued: number; nextId: string | null }> {
    const today = todayInIst(now);
    const settings = await officeSettings.get(repositories);
    const lastCheckIn = addDays(today, settings.beforeJourneyDays + settings.reminderDaysBefore);
    const rows = await repositories.bookings.claimReminderCandidates(
      afterId,
      today,
      lastCheckIn,
      limit,
    );
    let queued = 0;
    for (const row of rows) {
      for (const reminder of remindersDue(row, settings, today)) {
        if (await repositories.reminders.add({ bookingId: row.id, ...reminder })) queued += 1;
      }
    }
    return { queued, nextId: rows.length < limit ? null : (rows.at(-1)?.id ?? null) };
  },
};
