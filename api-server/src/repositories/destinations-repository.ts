import type { Destination, DestinationInput } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { DestinationRow, NewDestinationRow } from '../db/schema';
import { deleteById, isUuid } from './uuid';

export function toDestination(row: DestinationRow): Destination {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    map: row.map,
    image: row.image,
    info: row.info,
    description: row.description,
    price: row.price,
    highlights: row.highlights,
    itinerary: {
      duration: row.itinerary.duration ?? '',
      dayWisePlan: row.itinerary.dayWisePlan ?? {},
    },
    packageInclusions: row.package_inclusions,
    packageExclusions: row.package_exclusions,
    hotelImages: row.hotel_images,
    siteImages: row.site_images,
  };
}

function toRow(input: DestinationInput): NewDestinationRow {
  return {
    name: input.name,
    slug: input.slug,
    map: input.map,
    image: input.image,
    info: input.info,
    description: input.description,
    price: input.price,
    highlights: input.highlights,
    itinerary: { duration: input.itinerary.duration, dayWisePlan: input.itinerary.dayWisePlan },
    package_inclusions: input.packageInclusions,
    package_exclusions: input.packageExclusions,
    hotel_images: input.hotelImages,
    site_images: input.siteImages,
  };
}

export function createDestinationsRepository(db: Db) {
  return {
    /** Alphabetical, with the id breaking ties, so the order never changes between calls. */
    async list(): Promise<Destination[]> {
      const rows = await db
        .selectFrom('destinations')
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toDestination);
    },

    async findById(id: string): Promise<Destination | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .selectFrom('destinations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toDestination(row) : null;
    },

    async findBySlug(slug: string): Promise<Destination | null> {
      const row = await db
        .selectFrom('destinations')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toDestination(row) : null;
    },

    async create(input: DestinationInput): Promise<Destination> {
      const row = await db
        .insertInto('destinations')
        .values(toRow(input))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDestination(row);
    },

    async update(id: string, input: DestinationInput): Promise<Destination | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('destinations')
        .set({ ...toRow(input), updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toDestination(row) : null;
    },

    remove(id: string): Promise<boolean> {
      return deleteById(db, 'destinations', id);
    },
  };
}

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;
