// The `booking_travellers` table's one repository: the travellers of a departure booking, in the
// order given (the person booking first). No identity numbers are stored (docs/departures.md).
import type { Traveller } from '@tours/shared-ui/domain';

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
    async ofBookings(bookingIds: readonly string[]): Promise<Map<string, Traveller[]>> {
      const found = new Map<string, Traveller[]>();
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
        list.push({ name: row.name, age: row.age, gender: row.gender });
        found.set(row.booking_id, list);
      }
      return found;
    },
  };
}
