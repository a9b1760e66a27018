// The `booking_reference_counters` table: one row per month, the last sequence number its
// booking references (SPT-YYMM-NNNN) used.
import { sql } from 'kysely';

import type { Db } from '../db/database';

export function createBookingReferencesRepository(db: Db) {
  return {
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
  };
}
