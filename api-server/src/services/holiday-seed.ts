// The agency's calendar starts with West Bengal's public holidays from the date-holidays package,
// once per year (the current and the next), so that a holiday the admin removed does not come
// back. date-holidays' IN/WB data (3.37) holds the days fixed in the solar calendar (Republic Day,
// Netaji Jayanti, Poila Baisakh, Rabindra Jayanti, Christmas, ...) and Good Friday, but not the
// festivals that follow the lunar calendar (Durga Puja, Lakshmi Puja, Kali Puja, Dol Yatra, Eid,
// ...): the admin adds those each year (POST /api/holidays).
import Holidays from 'date-holidays';
import { sql } from 'kysely';

import type { Db } from '../db/database';

const seededKey = (year: number) => `holidays_seeded_${year}`;

/** West Bengal's public holidays of a year, as date-holidays knows them. */
export function westBengalHolidays(year: number): Array<{ date: string; name: string }> {
  return new Holidays('IN', 'WB')
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
}

/** Seeds each year not seeded before; answers how many holidays were added. */
export async function seedHolidays(db: Db, years: readonly number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Replicas starting together seed once.
    await sql`select pg_advisory_xact_lock(hashtext('tours-api:holidays'))`.execute(trx);
    let added = 0;
    for (const year of years) {
      const done = await trx
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', seededKey(year))
        .executeTakeFirst();
      if (done) continue;
      const holidays = westBengalHolidays(year);
      if (holidays.length > 0) {
        const inserted = await trx
          .insertInto('holidays')
          .values(holidays.map((holiday) => ({ ...holiday, source: 'seed' as const })))
          .onConflict((conflict) => conflict.column('date').doNothing())
          .executeTakeFirst();
        added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
      await trx
        .insertInto('app_meta')
        .values({ key: seededKey(year), value: new Date().toISOString() })
        .execute();
    }
    return added;
  });
}
