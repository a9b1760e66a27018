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
    themes: row.themes,
    nights: row.nights,
    days: row.days,
    months: row.months,
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
    // The package facts likewise (issue 26): an editor that does not show them keeps them.
    ...(input.themes !== undefined ? { themes: input.themes } : {}),
    ...(input.nights !== undefined ? { nights: input.nights } : {}),
    ...(input.days !== undefined ? { days: input.days } : {}),
    ...(input.months !== undefined ? { months: input.months } : {}),
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

    /** The stored name of the destination `name` names (case-insensitive), or null: none. */
    async nameOf(name: string): Promise<string | null> {
      const row = await db
        .selectFrom('destinations')
        .select('name')
        .where(sql<boolean>`lower(name) = lower(${name.trim()})`)
        .orderBy('created_at')
        .executeTakeFirst();
      return row?.name ?? null;
    },

    /**
     * The destination a visitor's booking names (case-insensitive): by its English name, or by its
     * Bengali or Hindi translation's (issue 29); its English name and prices, or null.
     */
    async named(name: string): Promise<Pick<DestinationRow, 'name' | 'prices'> | null> {
      const row = await db
        .selectFrom('destinations')
        .select(['name', 'prices'])
        .where(
          sql<boolean>`lower(name) = lower(${name}) or id in (select destination_id from destination_translations where lower(fields->>'name') = lower(${name}))`,
        )
        .orderBy('created_at')
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
