// The `office_settings` table (migration 0006): the booking office's own numbers, one row per
// name with its value as JSON. What the values mean and their defaults:
// services/booking-office/settings.ts.
import { sql } from 'kysely';

import type { Db } from '../db/database';

export function createOfficeSettingsRepository(db: Db) {
  return {
    /** Every stored value by name (names never saved are absent). */
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.selectFrom('office_settings').select(['name', 'value']).execute();
      return Object.fromEntries(rows.map((row) => [row.name, row.value]));
    },

    async save(name: string, value: unknown): Promise<void> {
      await db
        .insertInto('office_settings')
        .values({ name, value: JSON.stringify(value) })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ value: JSON.stringify(value), updated_at: sql<Date>`now()` }),
        )
        .execute();
    },
  };
}
