// Demo content: written once into an empty database, or on purpose with `--reset`.
import { sql } from 'kysely';

import type { Db } from '../db/database';
import { createRepositories } from '../repositories/create-repositories';
import { demoBlogs } from './demo-blogs';
import { demoDestinations } from './demo-destinations';
import { PHOTOS_LOADED_KEY } from './demo-photos';
import { seedDemoTranslations } from './demo-translations';
import { demoPopularDestinations } from './demo-popular-destinations';
import { demoTestimonials } from './demo-testimonials';

/** Tables holding demo content; contact messages and bookings are visitors' data, never touched. */
export const CONTENT_TABLES = [
  'destinations',
  'popular_destinations',
  'testimonials',
  'blogs',
] as const;
type ContentTable = (typeof CONTENT_TABLES)[number];

/** Marks that the demo content was written once, so that deleting it all does not bring it back. */
const SEEDED_KEY = 'demo_content_seeded_at';

export type SeedCounts = Record<ContentTable, number>;

export type SeedResult =
  { seeded: true; counts: SeedCounts } | { seeded: false; reason: 'already-seeded' | 'not-empty' };

export interface SeedOptions {
  /** Delete the content tables first and write the demo content again. */
  reset?: boolean;
}

async function countRows(db: Db, table: ContentTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction().execute(async (trx): Promise<SeedResult> => {
    // Replicas starting together must not both see an empty database and both seed it.
    await sql`select pg_advisory_xact_lock(hashtext('tours-api:seed'))`.execute(trx);

    if (options.reset) {
      for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
      // The demo photos are stored again too (those still in the library are left as they are).
      await trx.deleteFrom('app_meta').where('key', '=', PHOTOS_LOADED_KEY).execute();
    } else {
      const marker = await trx
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', SEEDED_KEY)
        .executeTakeFirst();
      if (marker) return { seeded: false, reason: 'already-seeded' };
      for (const table of CONTENT_TABLES) {
        if ((await countRows(trx, table)) > 0) return { seeded: false, reason: 'not-empty' };
      }
    }

    const repositories = createRepositories(trx, null);
    const destinations = [];
    for (const destination of demoDestinations)
      destinations.push(await repositories.destinations.create(destination));
    const popular = [];
    for (const item of demoPopularDestinations)
      popular.push(await repositories.popularDestinations.create(item));
    for (const testimonial of demoTestimonials) await repositories.testimonials.create(testimonial);
    const blogs = [];
    for (const blog of demoBlogs) blogs.push(await repositories.blogs.create(blog));
    // Their Bengali and Hindi (issue 29); a reset deleted the old ones with their records.
    await seedDemoTranslations(repositories, { destinations, popular, blogs });

    const now = new Date().toISOString();
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: now, updated_at: sql`now()` }),
      )
      .execute();

    const counts = {} as SeedCounts;
    for (const table of CONTENT_TABLES) counts[table] = await countRows(trx, table);
    return { seeded: true, counts };
  });
}
