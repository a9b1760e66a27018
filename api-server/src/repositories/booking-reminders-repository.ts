// The `booking_reminders` table (migration 0006): the reminders the job has queued, one per
// booking, instalment (or the hold) and due day. Adding one that is already there adds nothing,
// whichever replica's job tries second; an added one is told to `onReminder` (the transaction's
// list the notifications outbox reads), so its message is written in the same transaction.
import type { Instalment, IsoDate } from '@tours/shared-ui/booking-office';

import type { Db } from '../db/database';
import type { BookingRemindersTable } from '../db/schema';

export type ReminderKind = BookingRemindersTable['kind'];

/** A reminder just queued: what the notifications outbox reads (services/notification-outbox). */
export interface WrittenReminder {
  kind: 'reminder';
  bookingId: string;
  /** 'hold-expiring' for the hold's last day; otherwise the instalment that falls due. */
  about: ReminderKind;
  dueOn: IsoDate;
  /** The instalment reminded of (null for the hold). */
  instalment: Instalment | null;
}

export function createBookingRemindersRepository(
  db: Db,
  onReminder: (reminder: WrittenReminder) => void = () => undefined,
) {
  return {
    /** Queues the reminder unless it was queued before: answers whether it is new. */
    async add(reminder: Omit<WrittenReminder, 'kind'>): Promise<boolean> {
      const inserted = await db
        .insertInto('booking_reminders')
        .values({ booking_id: reminder.bookingId, kind: reminder.about, due_on: reminder.dueOn })
        .onConflict((conflict) => conflict.doNothing())
        .returning('booking_id')
        .executeTakeFirst();
      if (!inserted) return false;
      onReminder({ kind: 'reminder', ...reminder });
      return true;
    },
  };
}
