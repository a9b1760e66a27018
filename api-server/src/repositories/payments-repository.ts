// The `payments` table: a booking's ledger of payments and reversals, numbered per booking, and
// the month's sum the dashboard shows.
import type { Actor, IsoDate, Payment } from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { PaymentRow } from '../db/schema';

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    bookingId: row.booking_id,
    number: row.number,
    amount: row.amount,
    paidOn: row.paid_on,
    method: row.method,
    reference: row.reference,
    reason: row.reason,
    reverses: row.reverses,
    recordedBy: { uid: row.recorded_by_uid, email: row.recorded_by_email },
    createdAt: row.created_at.toISOString(),
  };
}

export interface NewPayment {
  bookingId: string;
  amount: number;
  paidOn: IsoDate;
  method: Payment['method'];
  reference: string;
  reason: string;
  reverses: string | null;
  recordedBy: Actor;
}

export function createPaymentsRepository(db: Db) {
  return {
    async find(bookingId: string, paymentId: string): Promise<Payment | null> {
      const row = await db
        .selectFrom('payments')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .where('id', '=', paymentId)
        .executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    async isReversed(paymentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('reverses', '=', paymentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Appends a ledger entry, numbered after the booking's last (the caller holds the row lock). */
    async add(payment: NewPayment): Promise<Payment> {
      const row = await db
        .insertInto('payments')
        .values({
          booking_id: payment.bookingId,
          number: sql<number>`(select coalesce(max(number), 0) + 1 from payments where booking_id = ${payment.bookingId})`,
          amount: payment.amount,
          paid_on: payment.paidOn,
          method: payment.method,
          reference: payment.reference,
          reason: payment.reason,
          reverses: payment.reverses,
          recorded_by_uid: payment.recordedBy.uid,
          recorded_by_email: payment.recordedBy.email,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPayment(row);
    },

    /** A booking's ledger, by number. */
    async ofBooking(bookingId: string): Promise<Payment[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('number')
        .execute();
      return rows.map(toPayment);
    },

    /** How many entries, and their sum, were paid on days from `from` to `to`. */
    async receivedBetween(from: IsoDate, to: IsoDate): Promise<{ count: number; amount: number }> {
      return db
        .selectFrom('payments')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(sum(amount), 0)::int`.as('amount'),
        ])
        .where('paid_on', '>=', from)
        .where('paid_on', '<=', to)
        .executeTakeFirstOrThrow();
    },
  };
}
