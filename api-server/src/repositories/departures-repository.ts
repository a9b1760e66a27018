// The `departures` table's one repository (docs/departures.md): the row lock every change of a
// departure's seats takes first, its rows for the admin and the public pages, and the counts of
// the bookings that hold its seats. What to write is decided in services/departures/.
import type { BookingStage, IsoDate } from '@tours/shared-ui/booking-office';
import { sql, type Insertable } from 'kysely';

import type { Db } from '../db/database';
import type { BookingRow, DepartureRow, DepartureRowUpdate, DeparturesTable } from '../db/schema';
import { isUuid } from './entity-repository';

/** The stages whose travellers hold seats of their departure. */
export const SEAT_STAGES = ['provisional', 'confirmed', 'paid'] as const;

/** A departure with its destination's name, slug and prices, as every answer needs them. */
export type DepartureJoined = DepartureRow & {
  destination: string;
  slug: string;
  destination_prices: DepartureRow['prices'];
};

/** What the bookings of one departure hold: travellers per stage group, money, the waitlist. */
export interface DepartureCounts {
  sold: number;
  held: number;
  waitlist: number;
  received: number;
  due: number;
}

/** One row of the trip finder's read. */
export type BookableDeparture = Pick<
  DepartureRow,
  'id' | 'destination_id' | 'start_date' | 'end_date' | 'prices'
> & { seats_left: number };

const NO_COUNTS: DepartureCounts = { sold: 0, held: 0, waitlist: 0, received: 0, due: 0 };

export function createDeparturesRepository(db: Db) {
  const joined = () =>
    db
      .selectFrom('departures')
      .innerJoin('destinations', 'destinations.id', 'departures.destination_id')
      .selectAll('departures')
      .select([
        'destinations.name as destination',
        'destinations.slug as slug',
        'destinations.prices as destination_prices',
      ]);

  return {
    /** The departure's row, locked until the transaction ends: seats are counted under it. */
    async lock(id: string): Promise<DepartureRow | null> {
      if (!isUuid(id)) return null;
      return (
        (await db
          .selectFrom('departures')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()) ?? null
      );
    },

    async find(id: string): Promise<DepartureJoined | null> {
      if (!isUuid(id)) return null;
      return (await joined().where('departures.id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(values: Insertable<DeparturesTable>): Promise<DepartureRow> {
      return db.insertInto('departures').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: string, values: DepartureRowUpdate): Promise<DepartureRow> {
      return db
        .updateTable('departures')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('departures').where('id', '=', id).execute();
    },

    /** Departures starting from `from` to `to` (inclusive, `to` optional), soonest first. */
    async inRange(from: IsoDate, to: IsoDate | null): Promise<DepartureJoined[]> {
      let query = joined().where('departures.start_date', '>=', from);
      if (to) query = query.where('departures.start_date', '<=', to);
      return query.orderBy('departures.start_date').orderBy('destinations.name').execute();
    },

    /** A destination's open departures from `from`, soonest first (its public page). */
    async bookableOf(destinationId: string, from: IsoDate): Promise<DepartureJoined[]> {
      return joined()
        .where('departures.destination_id', '=', destinationId)
        .where('departures.start_date', '>=', from)
        .where('departures.cancelled_at', 'is', null)
        .where('departures.open', '=', true)
        .orderBy('departures.start_date')
        .execute();
    },

    /**
     * The trip finder's departures: open, not cancelled, starting from `from` to `to`, each with
     * its seats left, soonest first. Read through departures_bookable_start_idx (the partial
     * index on start_date of the bookable ones; docs/performance.md).
     */
    async bookableBetween(from: IsoDate, to: IsoDate | null): Promise<BookableDeparture[]> {
      let query = db
        .selectFrom('departures as d')
        .select([
          'd.id',
          'd.destination_id',
          'd.start_date',
          'd.end_date',
          'd.prices',
          sql<number>`d.seats - coalesce((select sum(b.adults + b.children) from bookings b where b.departure_id = d.id and b.stage in ('provisional', 'confirmed', 'paid')), 0)::int`.as(
            'seats_left',
          ),
        ])
        .where('d.cancelled_at', 'is', null)
        .where('d.open', '=', true)
        .where('d.start_date', '>=', from);
      if (to) query = query.where('d.start_date', '<=', to);
      const rows = await query.orderBy('d.start_date').orderBy('d.id').execute();
      return rows.map((row) => ({ ...row, seats_left: Number(row.seats_left) }));
    },

    /** Whether any booking (of any stage) names the departure. */
    async hasBookings(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('bookings')
        .select('id')
        .where('departure_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Travellers holding seats now (provisional, confirmed, paid). Call under the row lock. */
    async seatsTaken(id: string): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select(sql<number>`coalesce(sum(adults + children), 0)::int`.as('taken'))
        .where('departure_id', '=', id)
        .where('stage', 'in', SEAT_STAGES)
        .executeTakeFirstOrThrow();
      return Number(row.taken);
    },

    /** Seats, money and waitlist of each departure named, by id. */
    async countsOf(ids: readonly string[]): Promise<Map<string, DepartureCounts>> {
      const counts = new Map<string, DepartureCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
      if (ids.length === 0) return counts;
      const rows = await db
        .selectFrom('bookings')
        .select([
          'departure_id',
          sql<number>`coalesce(sum(adults + children) filter (where stage in ('confirmed', 'paid')), 0)::int`.as(
            'sold',
          ),
          sql<number>`coalesce(sum(adults + children) filter (where stage = 'provisional'), 0)::int`.as(
            'held',
          ),
          sql<number>`count(*) filter (where stage = 'waitlisted')::int`.as('waitlist'),
          sql<number>`coalesce(sum(received), 0)::int`.as('received'),
          sql<number>`coalesce(sum(greatest(coalesce(quoted_total, 0) - received, 0)) filter (where stage in ('provisional', 'confirmed', 'paid')), 0)::int`.as(
            'due',
          ),
        ])
        .where('departure_id', 'in', [...ids])
        .groupBy('departure_id')
        .execute();
      for (const row of rows) {
        if (!row.departure_id) continue;
        counts.set(row.departure_id, {
          sold: Number(row.sold),
          held: Number(row.held),
          waitlist: Number(row.waitlist),
          received: Number(row.received),
          due: Number(row.due),
        });
      }
      return counts;
    },

    /**
     * The departure's bookings in the stages given, in the order they came (the waitlist's
     * order), locked when `forUpdate` (the caller holds the departure's lock first).
     */
    async bookingsOf(
      id: string,
      stages: readonly BookingStage[],
      forUpdate = false,
    ): Promise<BookingRow[]> {
      const query = db
        .selectFrom('bookings')
        .selectAll()
        .where('departure_id', '=', id)
        .where('stage', 'in', [...stages])
        .orderBy('created_at')
        .orderBy('id');
      return (forUpdate ? query.forUpdate() : query).execute();
    },

    /** A new start date moves the days of its open bookings with it (a reschedule of all). */
    async moveBookingDays(id: string, checkIn: IsoDate, checkOut: IsoDate): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ check_in: checkIn, check_out: checkOut, updated_at: sql<Date>`now()` })
        .where('departure_id', '=', id)
        .where('stage', 'in', ['waitlisted', ...SEAT_STAGES])
        .execute();
    },

    /** Seats taken of each departure named (provisional, confirmed, paid), by id. */
    async takenOf(ids: readonly string[]): Promise<Map<string, number>> {
      const counts = await this.countsOf(ids);
      return new Map([...counts].map(([id, count]) => [id, count.sold + count.held]));
    },
  };
}

export type DeparturesRepository = ReturnType<typeof createDeparturesRepository>;
