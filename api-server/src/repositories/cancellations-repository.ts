// The `booking_cancellations` table: a cancelled booking's one record of the charge and the refund
// it left, with the policy's rule and who recorded it.
import type { Actor, Cancellation } from '@tours/shared-ui/booking-office';

import type { Db } from '../db/database';
import type { BookingCancellationRow } from '../db/schema';

function toCancellation(row: BookingCancellationRow): Cancellation {
  return {
    on: row.asked_on,
    daysBefore: row.days_before,
    charge: row.charge,
    refund: row.refund,
    rule: row.rule,
    ruleId: row.rule_id,
    chargeByHand: row.charge_by_hand,
    reason: row.reason,
    recordedBy: { uid: row.recorded_by_uid, email: row.recorded_by_email },
    createdAt: row.created_at.toISOString(),
  };
}

export interface NewCancellation extends Omit<Cancellation, 'recordedBy' | 'createdAt'> {
  recordedBy: Actor;
}

export function createCancellationsRepository(db: Db) {
  return {
    async add(bookingId: string, cancellation: NewCancellation): Promise<void> {
      await db
        .insertInto('booking_cancellations')
        .values({
          booking_id: bookingId,
          asked_on: cancellation.on,
          days_before: cancellation.daysBefore,
          charge: cancellation.charge,
          refund: cancellation.refund,
          rule: cancellation.rule,
          rule_id: cancellation.ruleId,
          charge_by_hand: cancellation.chargeByHand,
          reason: cancellation.reason,
          recorded_by_uid: cancellation.recordedBy.uid,
          recorded_by_email: cancellation.recordedBy.email,
        })
        .execute();
    },

    async ofBooking(bookingId: string): Promise<Cancellation | null> {
      const row = await db
        .selectFrom('booking_cancellations')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
      return row ? toCancellation(row) : null;
    },
  };
}
