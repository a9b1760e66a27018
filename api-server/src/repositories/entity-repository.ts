// What every entity table answers the same way: the list in a fixed order, one row by id, create,
// update, delete. A repository is this plus what is its own (blogs by slug, a booking's status):
// the row <-> SPEC-JSON mapping and the list order are all that differ between tables.
import { sql, type Generated, type Insertable, type Kysely, type Selectable } from 'kysely';

import type { Db } from '../db/database';
import type { DatabaseSchema } from '../db/schema';

/** The tables whose rows are entities of SPEC §3, with a UUID `id`. */
export type EntityTable =
  | 'destinations'
  | 'popular_destinations'
  | 'testimonials'
  | 'contact_messages'
  | 'blogs'
  | 'bookings';

// Ids are UUIDs; anything else cannot match a row, and must not reach Postgres (it would fail the
// query with "invalid input syntax for type uuid" instead of finding nothing).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface EntityMapping<T extends EntityTable, Entity, Input> {
  table: T;
  toEntity: (row: Selectable<DatabaseSchema[T]>) => Entity;
  toRow: (input: Input) => Insertable<DatabaseSchema[T]>;
  /** The order of `list()`; the id breaks ties, so that it never changes between calls. */
  orderBy: { column: 'name' | 'created_at'; direction: 'asc' | 'desc' };
  /** Whether the table has `updated_at`, set to now() by every update. */
  touchesUpdatedAt: boolean;
}

/**
 * Kysely types a query by its table name, which is a parameter here: the queries are typed as on
 * one table `entity` that has the columns every entity table shares (the SQL names the real
 * table), and rows go to the mapping, which knows their type.
 */
interface SharedColumns {
  id: Generated<string>;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
type SharedView = Kysely<{ entity: SharedColumns }>;

export function entityRepository<T extends EntityTable, Entity, Input>(
  db: Db,
  mapping: EntityMapping<T, Entity, Input>,
) {
  const view = db as unknown as SharedView;
  const table = mapping.table as unknown as 'entity';
  const { orderBy } = mapping;
  const toEntity = (row: Selectable<SharedColumns>): Entity =>
    mapping.toEntity(row as unknown as Selectable<DatabaseSchema[T]>);
  const touch = mapping.touchesUpdatedAt ? { updated_at: sql<Date>`now()` } : {};

  /** Sets `values` on the row with this id; null when there is none (or the id is not a UUID). */
  async function set(
    id: string,
    values: Partial<Insertable<DatabaseSchema[T]>>,
  ): Promise<Entity | null> {
    if (!isUuid(id)) return null;
    const row = await view
      .updateTable(table)
      .set({ ...(values as object), ...touch })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toEntity(row) : null;
  }

  return {
    async list(): Promise<Entity[]> {
      const rows = await view
        .selectFrom(table)
        .selectAll()
        .orderBy(orderBy.column, orderBy.direction)
        .orderBy('id')
        .execute();
      return rows.map(toEntity);
    },

    async findById(id: string): Promise<Entity | null> {
      if (!isUuid(id)) return null;
      const row = await view.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toEntity(row) : null;
    },

    async create(input: Input): Promise<Entity> {
      const row = await view
        .insertInto(table)
        .values(mapping.toRow(input) as unknown as Insertable<SharedColumns>)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEntity(row);
    },

    /** Replaces the row's fields with `input`; null when there is no such row. */
    update(id: string, input: Input): Promise<Entity | null> {
      return set(id, mapping.toRow(input));
    },

    set,

    /** Deletes the row with this id; false when there is none (or the id is not a UUID). */
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await view.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/**
 * The repository of an entity whose columns are named like its JSON fields (popular destinations,
 * testimonials): `_id` from `id`, every other field as it is.
 */
export function sameNamedRepository<T extends EntityTable, Entity, Input>(
  db: Db,
  table: T,
  fields: ReadonlyArray<keyof Input & keyof Entity & string>,
  orderBy: EntityMapping<T, Entity, Input>['orderBy'],
) {
  const pick = (source: object) =>
    Object.fromEntries(fields.map((field) => [field, (source as Record<string, unknown>)[field]]));
  return entityRepository<T, Entity, Input>(db, {
    table,
    toEntity: (row) => ({ _id: (row as { id: string }).id, ...pick(row) }) as Entity,
    toRow: (input) => pick(input as object) as Insertable<DatabaseSchema[T]>,
    orderBy,
    touchesUpdatedAt: true,
  });
}
