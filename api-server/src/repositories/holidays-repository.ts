// The `holidays` table: the agency's calendar of days that are not working days (seeded from West
// Bengal's public holidays by services/holiday-seed.ts, added and removed by the admin).
import type { Holiday, IsoDate } from '@tours/shared-ui/booking-office';

import type { Db } from '../db/database';

export function createHolidaysRepository(db: Db) {
  return {
    async datesBetween(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
      const rows = await db
        .selectFrom('holidays')
        .select('date')
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows.map((row) => row.date);
    },

    /** The holidays from `from` on, by date. */
    async from(from: IsoDate): Promise<Holiday[]> {
      return db
        .selectFrom('holidays')
        .select(['date', 'name', 'source'])
        .where('date', '>=', from)
        .orderBy('date')
        .execute();
    },

    /** Adds a holiday; null when the day is one already. */
    async add(holiday: Holiday): Promise<Holiday | null> {
      const row = await db
        .insertInto('holidays')
        .values(holiday)
        .onConflict((conflict) => conflict.column('date').doNothing())
        .returning(['date', 'name', 'source'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** The removed holiday, or null when there was none that day. */
    async remove(date: IsoDate): Promise<Holiday | null> {
      const row = await db
        .deleteFrom('holidays')
        .where('date', '=', date)
        .returning(['date', 'name', 'source'])
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
