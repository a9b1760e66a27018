import type { Db } from '../db/database';

// Ids are UUIDs; anything else cannot match a row, and must not reach Postgres (it would fail the
// query with "invalid input syntax for type uuid" instead of finding nothing).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The tables whose rows are entities with a UUID `id`. */
export type EntityTable =
  | 'destinations'
  | 'popular_destinations'
  | 'testimonials'
  | 'contact_messages'
  | 'blogs'
  | 'bookings';

/** Deletes the row with this id; false when there is none (or the id is not a UUID). */
export async function deleteById(db: Db, table: EntityTable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
