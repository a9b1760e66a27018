// The `booking_travellers` table's one repository: the travellers of a departure booking, in the
// order given (the person booking first). No identity numbers are stored (docs/departures.md);
// ages and genders are erased once a completed trip is long over (migration 0012,
// services/booking-office/traveller-erasure.ts).
import type { IsoDate } from '@tours/shared-ui/booking-office';
import type { BookedTraveller, Traveller } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';

export function createBookingTravellersRepository(db: Db) {
  return {
    /** Stores the booking's travellers, replacing any it had. */
    async replace(bookingId: string, travellers: readonly Traveller[]): Promise<void> {
      await db.deleteFrom('booking_travellers').where('booking_id', '=', bookingId).execute();
      if (travellers.length === 0) return;
      await db
        .insertInto('booking_travellers')
        .values(
          travellers.map((traveller, index) => ({
            booking_id: bookingId,
            position: index + 1,
            name: traveller.name,
            age: traveller.age,
            gender: traveller.gender,
          })),
        )
        .execute();
    },

    /** The travellers of each booking named, in order; a booking with none is absent. */
    async ofBookings(bookingIds: readonly string[]): Promise<Map<string, BookedTraveller[]>> {
      const found = new Map<string, BookedTraveller[]>();
      if (bookingIds.length === 0) return found;
      const rows = await db
        .selectFrom('booking_travellers')
        .selectAll()
        .where('booking_id', 'in', [...bookingIds])
        .orderBy('booking_id')
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = found.get(row.booking_id) ?? [];
        list.push({
          name: row.name,
          age: row.age,
          gender: row.gender,
          erasedAt: row.erased_at ? row.erased_at.toISOString() : null,
        });
        found.set(row.booking_id, list);
      }
      return found;
    },

    /**
     * Erases the age and gender of up to `limit` travellers of completed trips whose check-out
     * day is before `checkedOutBefore`, and answers how many. The rows are claimed with FOR
     * UPDATE SKIP LOCKED and only rows not yet erased are picked, so replicas running the job at
     * once share the rows and none is erased twice. Only this table is written: the booking and
     * its money records stay as they are.
     */
    async eraseDetailsOfCompletedTrips(
      checkedOutBefore: IsoDate,
      now: Date,
      limit: number,
    ): Promise<number> {
      const due = db
        .selectFrom('booking_travellers')
        .select(sql<string>`ctid`.as('ctid'))
        .where('erased_at', 'is', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('bookings')
              .select('bookings.id')
              .whereRef('bookings.id', '=', 'booking_travellers.booking_id')
              .where('bookings.stage', '=', 'completed')
              .where('bookings.check_out', '<', checkedOutBefore),
          ),
        )
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const erased = await db
        .updateTable('booking_travellers')
        .set({ age: null, gender: null, erased_at: now.toISOString() })
        .where(sql<boolean>`ctid = any(array(${due}))`)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      return Number(erased.numUpdatedRows);
    },
  };
}
