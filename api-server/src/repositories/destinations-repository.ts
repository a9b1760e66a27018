import type { Destination, DestinationInput } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { DestinationRow, NewDestinationRow } from '../db/schema';
import { entityRepository } from './entity-repository';

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
    prices: row.prices,
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
    // Absent: a create stores none, an update keeps what is stored.
    ...(input.prices !== undefined ? { prices: input.prices } : {}),
  };
}

export function createDestinationsRepository(db: Db) {
  const destinations = entityRepository(db, {
    table: 'destinations',
    toEntity: toDestination,
    toRow,
    // Alphabetical: the Places page and the booking form's list.
    orderBy: { column: 'name', direction: 'asc' },
    touchesUpdatedAt: true,
  });
  return {
    ...destinations,
    async findBySlug(slug: string): Promise<Destination | null> {
      const row = await db
        .selectFrom('destinations')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toDestination(row) : null;
    },

    /** The numeric prices of the destination a booking names (case-insensitive), or null. */
    async pricesOf(name: string): Promise<DestinationRow['prices']> {
      const row = await db
        .selectFrom('destinations')
        .select('prices')
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .orderBy('created_at')
        .executeTakeFirst();
      return row?.prices ?? null;
    },
  };
}
