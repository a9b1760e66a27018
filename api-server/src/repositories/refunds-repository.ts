// The `booking_refunds` table: the refund a cancellation or a released hold leaves, approved, then
// processed (the cheque, or Razorpay's refund where the money came online), then confirmed.
import type { IsoDate, Refund } from '@tours/shared-ui/booking-office';

import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { BookingRefundRow } from '../db/schema';

function toRefund(row: BookingRefundRow): Refund {
  return {
    state: row.state,
    amount: row.amount,
    deadline: row.deadline,
    approvedAt: row.approved_at.toISOString(),
    chequeNumber: row.cheque_number,
    onlineRefundId: row.online_refund_id,
    processedOn: row.processed_on,
    confirmedOn: row.confirmed_on,
  };
}

/** What a step of the refund sets. */
export type RefundChange = Partial<
  Pick<
    BookingRefundRow,
    'state' | 'cheque_number' | 'online_refund_id' | 'processed_on' | 'confirmed_on'
  >
>;

export function createRefundsRepository(db: Db) {
  return {
    async ofBooking(bookingId: string): Promise<Refund | null> {
      const row = await db
        .selectFrom('booking_refunds')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
      return row ? toRefund(row) : null;
    },

    async approve(bookingId: string, amount: number, deadline: IsoDate): Promise<void> {
      await db
        .insertInto('booking_refunds')
        .values({ booking_id: bookingId, state: 'approved', amount, deadline })
        .execute();
    },

    /** The sum of the refunds paid (their cheque's day) from `from` to `to`, in rupees. */
    async refundedBetween(from: IsoDate, to: IsoDate): Promise<number> {
      const row = await db
        .selectFrom('booking_refunds')
        .select(sql<number>`coalesce(sum(amount), 0)::int`.as('amount'))
        .where('processed_on', '>=', from)
        .where('processed_on', '<=', to)
        .executeTakeFirstOrThrow();
      return row.amount;
    },

    async set(bookingId: string, values: RefundChange): Promise<void> {
      await db
        .updateTable('booking_refunds')
        .set(values)
        .where('booking_id', '=', bookingId)
        .execute();
    },
  };
}
