import type { PopularDestination, PopularDestinationInput } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { PopularDestinationRow } from '../db/schema';
import { deleteById, isUuid } from './uuid';

export function toPopularDestination(row: PopularDestinationRow): PopularDestination {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    src: row.src,
    path: row.path,
  };
}

export function createPopularDestinationsRepository(db: Db) {
  return {
    /** In the order the agency added them: the home page shows them as curated. */
    async list(): Promise<PopularDestination[]> {
      const rows = await db
        .selectFrom('popular_destinations')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toPopularDestination);
    },

    async create(input: PopularDestinationInput): Promise<PopularDestination> {
      const row = await db
        .insertInto('popular_destinations')
        .values({
          title: input.title,
          description: input.description,
          src: input.src,
          path: input.path,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPopularDestination(row);
    },

    async update(id: string, input: PopularDestinationInput): Promise<PopularDestination | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('popular_destinations')
        .set({
          title: input.title,
          description: input.description,
          src: input.src,
          path: input.path,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toPopularDestination(row) : null;
    },

    remove(id: string): Promise<boolean> {
      return deleteById(db, 'popular_destinations', id);
    },
  };
}

export type PopularDestinationsRepository = ReturnType<typeof createPopularDestinationsRepository>;
