// The `bookings` table's one repository. SPEC's list, one booking by id, create and erase answer
// BookingRecord (the entity contract of entity-repository); what the booking office decides on is
// the row itself: the row lock every change of a booking takes first, the traveller's lookup, the
// jobs' claims and the dashboard's lists. The rules that decide what to write are in
// services/booking-office/.
import {
  addDays,
  balanceDue,
  endOfIstDay,
  normalizeBookingReference,
  type BookingRecord,
  type IsoDate,
} from '@tours/shared-ui/booking-office';
import { isValidPhone, normalizePhone, type Locale } from '@tours/shared-ui/domain';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';

import type { Db } from '../db/database';
import type { BookingRow, BookingRowUpdate, DatabaseSchema, NewBookingRow } from '../db/schema';
import { entityRepository, isUuid } from './entity-repository';

export function toBooking(row: BookingRow): BookingRecord {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    destination: row.destination,
    checkIn: row.check_in,
    checkOut: row.check_out,
    adults: row.adults,
    children: row.children,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    reference: row.reference,
    stage: row.stage,
    holdUntil: row.hold_until.toISOString(),
    quotedTotal: row.quoted_total,
    received: row.received,
    due: balanceDue(row.quoted_total, row.received),
    source: row.source,
    email: row.email,
    confirmedByHand: row.confirmed_by_hand,
    // The delete rule's quick answer for the list (services/booking-office/removal.ts decides:
    // a provisional booking whose payment was reversed to nothing is refused there too).
    deletable: row.stage === 'provisional' && row.received === 0,
    departureId: row.departure_id,
    pickupPoint: row.pickup_point,
    // Their own table and the waitlist's order: services/departures/departure-bookings.ts adds
    // them to the answers that show one booking (withDepartureFacts).
    travellers: [],
    waitlistPosition: null,
    stateCode: row.state_code,
    gstin: row.gstin ?? '',
    language: row.language,
  };
}

/** A new booking as the booking office has worked it out: the request, reference, stage, hold, quote. */
export type NewBooking = Pick<
  BookingRecord,
  | 'name'
  | 'phone'
  | 'email'
  | 'destination'
  | 'checkIn'
  | 'checkOut'
  | 'adults'
  | 'children'
  | 'category'
  | 'message'
  | 'reference'
  | 'stage'
  | 'status'
  | 'holdUntil'
  | 'quotedTotal'
  | 'source'
> & {
  quotedOn: IsoDate | null;
  departureId?: string | null;
  pickupPoint?: string;
  /** The GST place of supply (default the column's, '19') and GSTIN ('' for none), migration 0008. */
  stateCode?: string;
  gstin?: string;
  /** The language it was made in (migration 0013); default the column's, 'en'. */
  language?: Locale;
};

function toRow(booking: NewBooking): NewBookingRow {
  return {
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    destination: booking.destination,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    adults: booking.adults,
    children: booking.children,
    category: booking.category,
    message: booking.message,
    reference: booking.reference,
    stage: booking.stage,
    status: booking.status,
    hold_until: booking.holdUntil,
    quoted_total: booking.quotedTotal,
    quoted_on: booking.quotedOn,
    source: booking.source,
    departure_id: booking.departureId ?? null,
    pickup_point: booking.pickupPoint ?? '',
    ...(booking.stateCode ? { state_code: booking.stateCode } : {}),
    gstin: booking.gstin || null,
    ...(booking.language ? { language: booking.language } : {}),
  };
}

/** `text` for a LIKE pattern: its own % and _ (and the escape) matched as themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type BookingsWhere = ExpressionBuilder<DatabaseSchema, 'bookings'>;

/**
 * GET /api/bookings?q=: what a typed text can be. A reference typed in any case or spacing
 * ('spt 2611 0009') or its end ('0009', '9') matches the reference's end, read through the
 * reversed reference's index; a phone number typed as the forms take it is an equality, part of
 * one (3 digits or more) a part; any text is also a part of the name or email, in any case.
 */
function searchTerms(eb: BookingsWhere, q: string): Expression<SqlBool> {
  const lower = `%${likeText(q.toLowerCase())}%`;
  const terms: Expression<SqlBool>[] = [
    eb(sql`lower(name)`, 'like', lower),
    eb(sql`lower(email)`, 'like', lower),
  ];
  const reference = normalizeBookingReference(q) ?? q.toUpperCase().replace(/\s+/g, '');
  if (/^[A-Z0-9-]+$/.test(reference)) {
    const reversed = likeText([...reference].reverse().join(''));
    terms.push(eb(sql`reverse(reference)`, 'like', `${reversed}%`));
  }
  const phone = normalizePhone(q);
  if (isValidPhone(phone)) terms.push(eb('phone', '=', phone));
  else if (/^[\d\s+()-]+$/.test(q) && phone.replace(/\D/g, '').length >= 3) {
    terms.push(eb('phone', 'like', `%${phone.replace(/\D/g, '')}%`));
  }
  return eb.or(terms);
}

export function createBookingsRepository(db: Db) {
  // A booking is changed only by the booking office (update below), never replaced whole: the
  // entity contract's update and set are left out.
  const { list, findById, create, remove } = entityRepository(db, {
    table: 'bookings',
    toEntity: toBooking,
    toRow,
    // Newest first, like the admin's table.
    orderBy: { column: 'created_at', direction: 'desc' },
    touchesUpdatedAt: true,
  });
  const rows = () => db.selectFrom('bookings').selectAll();

  return {
    list,
    findById,
    create,
    remove,

    /**
     * The booking's row, locked until the transaction ends: payments, status and quote changes,
     * cancellation and the jobs all take it first, so changes of one booking happen one at a time.
     */
    async lock(id: string): Promise<BookingRow | null> {
      if (!isUuid(id)) return null;
      return (await rows().where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
    },

    /** The row without a lock, for reads (a booking's detail, its cancellation quote). */
    async findRow(id: string): Promise<BookingRow | null> {
      if (!isUuid(id)) return null;
      return (await rows().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** GET /api/bookings?q= (searchTerms): newest first, like the list. */
    async search(q: string): Promise<BookingRecord[]> {
      const found = await rows()
        .where((eb) => searchTerms(eb, q))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return found.map(toBooking);
    },

    /** Provisional and confirmed bookings with a quote: those that can owe an instalment. */
    async owing(): Promise<BookingRow[]> {
      return rows()
        .where('stage', 'in', ['provisional', 'confirmed'])
        .where('quoted_total', '>', 0)
        .orderBy('id')
        .execute();
    },

    /** The traveller's lookup: both must match, or nothing is found. */
    async findByReference(reference: string, phone: string): Promise<BookingRow | null> {
      const row = await rows()
        .where('reference', '=', reference)
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Sets `values` on a row the caller holds the lock of. */
    async update(id: string, values: BookingRowUpdate): Promise<BookingRow> {
      return db
        .updateTable('bookings')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    // The jobs' claims -----------------------------------------------------------------------

    /**
     * Provisional bookings whose hold ended before `now`, locked for this transaction. Rows
     * another transaction holds (a payment being recorded, another replica's job) are skipped,
     * not waited for: that replica, or the next pass, deals with them.
     */
    async claimExpiredHolds(now: string, limit: number): Promise<BookingRow[]> {
      return rows()
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
      return rows()
        .where('stage', 'in', ['confirmed', 'paid'])
        .where('check_out', '<', today)
        .orderBy('check_out')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /**
     * Trips under way (confirmed or paid, check-in day come, check-out day not passed) with an
     * amount and no tax invoice for the tour yet, locked likewise: the check-in invoices of GST
     * (services/gst/issue.ts, docs/gst.md).
     */
    async claimTripsToInvoice(today: IsoDate, limit: number): Promise<BookingRow[]> {
      return rows()
        .where('stage', 'in', ['confirmed', 'paid'])
        .where('check_in', '<=', today)
        .where('check_out', '>=', today)
        .where(sql<boolean>`coalesce(quoted_total, received) > 0`)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('gst_documents')
                .select('gst_documents.id')
                .whereRef('gst_documents.booking_id', '=', 'bookings.id')
                .where('gst_documents.type', '=', 'invoice')
                .where('gst_documents.cause', '=', 'supply'),
            ),
          ),
        )
        .orderBy('check_in')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    /**
     * The reminders job's candidates after `afterId` (keyset paging: each row once per pass),
     * locked likewise: quoted provisional bookings whose hold has not ended before `today`, and
     * quoted confirmed ones whose check-in is from `today` to `lastCheckIn` (an instalment can
     * fall due within the reminder days).
     */
    async claimReminderCandidates(
      afterId: string,
      today: IsoDate,
      lastCheckIn: IsoDate,
      limit: number,
    ): Promise<BookingRow[]> {
      return rows()
        .where('id', '>', afterId)
        .where('quoted_total', '>', 0)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('stage', '=', 'provisional'),
              eb('hold_until', '>', sql<Date>`${endOfIstDay(addDays(today, -1))}::timestamptz`),
            ]),
            eb.and([
              eb('stage', '=', 'confirmed'),
              eb('check_in', '>=', today),
              eb('check_in', '<=', lastCheckIn),
            ]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    // The dashboard's lists ------------------------------------------------------------------

    /** Provisional bookings whose hold ends within the Asia/Kolkata day `day`. */
    async holdsEndingOn(day: IsoDate): Promise<BookingRow[]> {
      return rows()
        .where('stage', '=', 'provisional')
        .where('hold_until', '>', sql<Date>`${endOfIstDay(addDays(day, -1))}::timestamptz`)
        .where('hold_until', '<=', sql<Date>`${endOfIstDay(day)}::timestamptz`)
        .orderBy('hold_until')
        .execute();
    },

    async awaitingQuote(): Promise<BookingRow[]> {
      return rows()
        .where('stage', 'in', ['provisional', 'confirmed'])
        .where('quoted_total', 'is', null)
        .orderBy('created_at')
        .execute();
    },

    async tripsStarting(from: IsoDate, to: IsoDate): Promise<BookingRow[]> {
      return rows()
        .where('stage', 'in', ['confirmed', 'paid'])
        .where('check_in', '>=', from)
        .where('check_in', '<=', to)
        .orderBy('check_in')
        .execute();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
