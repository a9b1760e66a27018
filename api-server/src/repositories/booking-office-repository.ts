// The booking office's own rows (docs/booking-office.md, "Tables"): the row lock every change of a
// booking takes first, reference counters, the payments ledger, cancellations, refunds, the
// timeline, holidays, and the reads of the status page and the dashboard. The rules that decide
// what to write are in services/booking-office.ts.
import {
  addDays,
  endOfIstDay,
  type Actor,
  type BookingDetail,
  type BookingEvent,
  type BookingEventType,
  type BookingStage,
  type Cancellation,
  type Holiday,
  type IsoDate,
  type Payment,
  type Refund,
} from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type {
  BookingCancellationRow,
  BookingEventRow,
  BookingRefundRow,
  BookingRow,
  BookingRowUpdate,
  PaymentRow,
} from '../db/schema';
import { toBooking } from './bookings-repository';
import { isUuid } from './entity-repository';

const actorOf = (uid: string | null, email: string | null): Actor | null =>
  uid === null ? null : { uid, email };

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

function toRefund(row: BookingRefundRow): Refund {
  return {
    state: row.state,
    amount: row.amount,
    deadline: row.deadline,
    approvedAt: row.approved_at.toISOString(),
    chequeNumber: row.cheque_number,
    processedOn: row.processed_on,
    confirmedOn: row.confirmed_on,
  };
}

function toEvent(row: BookingEventRow): BookingEvent {
  return {
    id: row.id,
    type: row.type,
    at: row.at.toISOString(),
    actor: actorOf(row.actor_uid, row.actor_email),
    stage: row.stage,
    summary: row.summary,
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

export interface NewCancellation extends Omit<Cancellation, 'recordedBy' | 'createdAt'> {
  recordedBy: Actor;
}

/** A timeline event just written: what the notifications outbox reads (plugins/notifications). */
export interface WrittenBookingEvent {
  kind: 'booking';
  bookingId: string;
  type: BookingEventType;
  stage: BookingStage;
}

export function createBookingOfficeRepository(
  db: Db,
  onEvent: (event: WrittenBookingEvent) => void = () => undefined,
) {
  async function refund(bookingId: string): Promise<Refund | null> {
    const row = await db
      .selectFrom('booking_refunds')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    return row ? toRefund(row) : null;
  }

  return {
    /**
     * The booking's row, locked until the transaction ends: payments, status and quote changes,
     * cancellation and the jobs all take it first, so changes of one booking happen one at a time.
     */
    async lock(id: string): Promise<BookingRow | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The next sequence number of a month's references. The upsert takes the counter row's lock,
     * so concurrent bookings of a month get consecutive numbers, and a rolled-back booking gives
     * its number back.
     */
    async nextSequence(month: string): Promise<number> {
      const row = await db
        .insertInto('booking_reference_counters')
        .values({ month, last_sequence: 1 })
        .onConflict((conflict) =>
          conflict.column('month').doUpdateSet({
            last_sequence: sql<number>`booking_reference_counters.last_sequence + 1`,
          }),
        )
        .returning('last_sequence')
        .executeTakeFirstOrThrow();
      return row.last_sequence;
    },

    async update(id: string, values: BookingRowUpdate): Promise<BookingRow> {
      return db
        .updateTable('bookings')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async addEvent(
      bookingId: string,
      event: { type: BookingEventType; stage: BookingStage; summary: string; actor: Actor | null },
    ): Promise<void> {
      await db
        .insertInto('booking_events')
        .values({
          booking_id: bookingId,
          type: event.type,
          stage: event.stage,
          summary: event.summary,
          actor_uid: event.actor?.uid ?? null,
          actor_email: event.actor?.email ?? null,
        })
        .execute();
      onEvent({ kind: 'booking', bookingId, type: event.type, stage: event.stage });
    },

    async findPayment(bookingId: string, paymentId: string): Promise<Payment | null> {
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
    async addPayment(payment: NewPayment): Promise<Payment> {
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

    async addCancellation(bookingId: string, cancellation: NewCancellation): Promise<void> {
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

    refund,

    async approveRefund(bookingId: string, amount: number, deadline: IsoDate): Promise<void> {
      await db
        .insertInto('booking_refunds')
        .values({ booking_id: bookingId, state: 'approved', amount, deadline })
        .execute();
    },

    async setRefund(
      bookingId: string,
      values: Partial<
        Pick<BookingRefundRow, 'state' | 'cheque_number' | 'processed_on' | 'confirmed_on'>
      >,
    ): Promise<void> {
      await db
        .updateTable('booking_refunds')
        .set(values)
        .where('booking_id', '=', bookingId)
        .execute();
    },

    /** The booking with its ledger (by number), cancellation, refund and timeline (oldest first). */
    async detail(row: BookingRow): Promise<BookingDetail> {
      const [payments, cancellation, refundRow, events] = await Promise.all([
        db
          .selectFrom('payments')
          .selectAll()
          .where('booking_id', '=', row.id)
          .orderBy('number')
          .execute(),
        db
          .selectFrom('booking_cancellations')
          .selectAll()
          .where('booking_id', '=', row.id)
          .executeTakeFirst(),
        refund(row.id),
        db
          .selectFrom('booking_events')
          .selectAll()
          .where('booking_id', '=', row.id)
          .orderBy('seq')
          .execute(),
      ]);
      return {
        ...toBooking(row),
        payments: payments.map(toPayment),
        cancellation: cancellation ? toCancellation(cancellation) : null,
        refund: refundRow,
        timeline: events.map(toEvent),
      };
    },

    async findById(id: string): Promise<BookingRow | null> {
      if (!isUuid(id)) return null;
      return (
        (await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()) ??
        null
      );
    },

    /** The traveller's lookup: both must match, or nothing is found. */
    async findByReference(reference: string, phone: string): Promise<BookingRow | null> {
      const row = await db
        .selectFrom('bookings')
        .selectAll()
        .where('reference', '=', reference)
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The numeric prices of the destination a booking names (case-insensitive), or null. */
    async pricesOf(destination: string) {
      const row = await db
        .selectFrom('destinations')
        .select('prices')
        .where(sql<boolean>`lower(name) = lower(${destination})`)
        .orderBy('created_at')
        .executeTakeFirst();
      return row?.prices ?? null;
    },

    // Holidays -------------------------------------------------------------------------------

    async holidayDates(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
      const rows = await db
        .selectFrom('holidays')
        .select('date')
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows.map((row) => row.date);
    },

    async holidays(from: IsoDate): Promise<Holiday[]> {
      return db
        .selectFrom('holidays')
        .select(['date', 'name', 'source'])
        .where('date', '>=', from)
        .orderBy('date')
        .execute();
    },

    /** Adds a holiday; null when the day is one already. */
    async addHoliday(holiday: Holiday): Promise<Holiday | null> {
      const row = await db
        .insertInto('holidays')
        .values(holiday)
        .onConflict((conflict) => conflict.column('date').doNothing())
        .returning(['date', 'name', 'source'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** The removed holiday, or null when there was none that day. */
    async removeHoliday(date: IsoDate): Promise<Holiday | null> {
      const row = await db
        .deleteFrom('holidays')
        .where('date', '=', date)
        .returning(['date', 'name', 'source'])
        .executeTakeFirst();
      return row ?? null;
    },

    // Jobs -----------------------------------------------------------------------------------

    /**
     * Provisional bookings whose hold ended before `now`, locked for this transaction. Rows
     * another transaction holds (a payment being recorded, another replica's job) are skipped,
     * not waited for: that replica, or the next pass, deals with them.
     */
    async claimExpiredHolds(now: string, limit: number): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', '=', 'provisional')
        .where('hold_until', '<', sql<Date>`${now}::timestamptz`)
        .orderBy('hold_until')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /** Confirmed and paid bookings whose check-out day is before `today`, locked likewise. */
    async claimFinishedTrips(today: IsoDate, limit: number): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', 'in', ['confirmed', 'paid'])
        .where('check_out', '<', today)
        .orderBy('check_out')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    // Dashboard ------------------------------------------------------------------------------

    /** Provisional bookings whose hold ends within the Asia/Kolkata day `day`. */
    async holdsEndingOn(day: IsoDate): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', '=', 'provisional')
        .where('hold_until', '>', sql<Date>`${endOfIstDay(addDays(day, -1))}::timestamptz`)
        .where('hold_until', '<=', sql<Date>`${endOfIstDay(day)}::timestamptz`)
        .orderBy('hold_until')
        .execute();
    },

    async awaitingQuote(): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', 'in', ['provisional', 'confirmed'])
        .where('quoted_total', 'is', null)
        .orderBy('created_at')
        .execute();
    },

    async receivedBetween(from: IsoDate, to: IsoDate): Promise<{ count: number; amount: number }> {
      const row = await db
        .selectFrom('payments')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(sum(amount), 0)::int`.as('amount'),
        ])
        .where('paid_on', '>=', from)
        .where('paid_on', '<=', to)
        .executeTakeFirstOrThrow();
      return row;
    },

    async tripsStarting(from: IsoDate, to: IsoDate): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', 'in', ['confirmed', 'paid'])
        .where('check_in', '>=', from)
        .where('check_in', '<=', to)
        .orderBy('check_in')
        .execute();
    },
  };
}

export type BookingOfficeRepository = ReturnType<typeof createBookingOfficeRepository>;
