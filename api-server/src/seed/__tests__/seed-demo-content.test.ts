// Demo content: complete, consistent with the SPEC's rules, written only into an empty database.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEFAULT_WORKING_WEEKDAYS } from '@tours/shared-ui/booking-office';
import { mediaUrl, parseMediaId, parseMediaUrl } from '@tours/shared-ui/domain';
import {
  blogSchema,
  destinationSchema,
  popularSchema,
  testimonialSchema,
  validate,
} from '@tours/shared-ui/schemas';
import sharp from 'sharp';

import type { Database } from '../../db/database';
import { createRepositories } from '../../repositories/create-repositories';
import { createMediaRepository } from '../../repositories/media-repository';
import { createBookings } from '../../services/booking-office/bookings';
import { createCalendar } from '../../services/booking-office/calendar';
import { validBodies } from '../../testing/fixtures';
import { openTestDatabase } from '../../testing/test-database';
import { demoBlogs } from '../demo-blogs';
import { demoDestinations } from '../demo-destinations';
import {
  DEMO_PHOTOS_DIR,
  demoPhotoAlts,
  demoPhotoId,
  demoPhotoNames,
  demoPhotosCached,
  demoPhotosPending,
  loadDemoPhotos,
} from '../demo-photos';
import { demoPopularDestinations } from '../demo-popular-destinations';
import { demoTestimonials } from '../demo-testimonials';
import { seedDemoContent } from '../seed-demo-content';

const MEDIA_DIR = path.resolve(__dirname, '../../../media');

describe('the demo content', () => {
  it('has at least 8 destinations, each complete', () => {
    expect(demoDestinations.length).toBeGreaterThanOrEqual(8);
    for (const destination of demoDestinations) {
      const { itinerary } = destination;
      expect(itinerary.duration).toMatch(/\d+ Nights? \/ \d+ Days?/);
      const keys = Object.keys(itinerary.dayWisePlan);
      expect(keys.length).toBeGreaterThanOrEqual(3);
      // day1..dayN without gaps, N matching the "N Days" of the duration, none left empty.
      expect(keys).toEqual(keys.map((_, index) => `day${index + 1}`));
      expect(itinerary.duration).toContain(`${keys.length} Days`);
      for (const plan of Object.values(itinerary.dayWisePlan))
        expect(plan.length).toBeGreaterThan(20);
      expect(destination.map.startsWith('https://www.google.com/maps/embed?pb=')).toBe(true);
      expect(destination.price.length).toBeGreaterThanOrEqual(3);
      for (const price of destination.price) {
        expect(price).toMatch(
          /^\d{1,2}(,\d{2})*,\d{3} per (person \((Budget|Deluxe|Luxury)\)|child \(5-8 years\))$/,
        );
      }
      for (const list of [
        destination.highlights,
        destination.packageInclusions,
        destination.packageExclusions,
        destination.hotelImages,
        destination.siteImages,
      ]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('passes the same validation the API applies to admin input', () => {
    for (const item of demoDestinations)
      expect(validate(destinationSchema, item)).toMatchObject({ ok: true });
    for (const item of demoPopularDestinations)
      expect(validate(popularSchema, item)).toMatchObject({ ok: true });
    for (const item of demoTestimonials)
      expect(validate(testimonialSchema, item)).toMatchObject({ ok: true });
    for (const item of demoBlogs) expect(validate(blogSchema, item)).toMatchObject({ ok: true });
  });

  it('links every popular destination to a destination slug', () => {
    const slugs = new Set(demoDestinations.map((destination) => destination.slug));
    expect(demoPopularDestinations).toHaveLength(6);
    for (const popular of demoPopularDestinations) expect(slugs.has(popular.path)).toBe(true);
  });

  it('has 6 testimonials and 10 blogs, 2 of them drafts, in at least 3 categories', () => {
    expect(demoTestimonials).toHaveLength(6);
    expect(demoBlogs).toHaveLength(10);
    expect(demoBlogs.filter((blog) => blog.status === 'Draft')).toHaveLength(2);
    const published = demoBlogs.filter((blog) => blog.status === 'Published');
    expect(new Set(published.map((blog) => blog.category)).size).toBeGreaterThanOrEqual(3);
    for (const blog of published) expect(blog.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const blog of demoBlogs) {
      expect(blog.mainContent).toMatch(/<h2>/);
      expect(blog.mainContent).toMatch(/<ul>/);
      expect(blog.tags.length).toBeGreaterThan(0);
      expect(blog.metaTitle).not.toBe('');
    }
    expect(new Set(demoBlogs.map((blog) => blog.slug)).size).toBe(10);
  });

  it('shows a demo photo of the library in every destination, popular destination and blog', () => {
    const photos = new Set(demoPhotoNames());
    const ids = new Set([...photos].map((name) => demoPhotoId(name)));
    const paths = new Set<string>([
      ...demoDestinations.flatMap((d) => [d.image, ...d.siteImages, ...d.hotelImages]),
      ...demoPopularDestinations.map((p) => p.src),
      ...demoBlogs.flatMap((b) => [b.coverImage, ...b.gallery]),
    ]);
    expect(paths.size).toBeGreaterThan(60);
    for (const url of paths) {
      const ref = parseMediaUrl(url);
      expect(ref && ids.has(ref.id)).toBe(true);
      expect(url).toBe(mediaUrl(ref!));
      // At least 1600 px wide: the stored address is the 1920 px JPEG.
      expect(url).toMatch(/\/1920\.jpg$/);
    }
    // Every photo of the folder is described (its alt text) and at least 1600 px wide.
    const alts = demoPhotoAlts();
    for (const name of photos) {
      expect(alts.get(name)?.length).toBeGreaterThan(10);
      expect(parseMediaId(demoPhotoId(name))!.width).toBeGreaterThanOrEqual(1600);
    }
  });

  it('keeps the testimonials’ portraits as small SVGs that ship in media/', () => {
    for (const { image } of demoTestimonials) {
      expect(image).toMatch(/^\/media\/testimonials\/[a-z0-9-]+\.svg$/);
      const file = path.join(MEDIA_DIR, image.replace(/^\/media\//, ''));
      expect(statSync(file).size).toBeLessThan(4 * 1024);
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
      );
    }
  });
});

describe('loadDemoPhotos', () => {
  let database: Database;
  let photosDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Two of the demo photos (the pipeline takes seconds each), with the README's descriptions.
    const scratch = mkdtempSync(path.join(tmpdir(), 'tours-photos-'));
    photosDir = path.join(scratch, 'photos');
    cacheDir = path.join(scratch, 'cache');
    mkdirSync(path.join(photosDir, 'destinations'), { recursive: true });
    for (const name of ['destinations/digha-1.jpg', 'destinations/puri-2.jpg']) {
      copyFileSync(path.join(DEMO_PHOTOS_DIR, name), path.join(photosDir, name));
    }
    copyFileSync(path.join(DEMO_PHOTOS_DIR, 'README.md'), path.join(photosDir, 'README.md'));
  });

  afterAll(async () => {
    await database.close();
    rmSync(path.dirname(photosDir), { recursive: true, force: true });
  });

  it('stores the photos through the upload pipeline, at the addresses the content holds, once', async () => {
    await seedDemoContent(database.db);
    expect(await demoPhotosPending(database.db)).toBe(true);
    const first = await loadDemoPhotos(database.db, { photosDir, cacheDir });
    expect(first).toMatchObject({ stored: 2, encoded: 2, fromCache: 0 });
    expect(await demoPhotosPending(database.db)).toBe(false);

    const media = createMediaRepository(database.db);
    const digha = demoDestinations.find((d) => d.slug === 'digha')!;
    const ref = parseMediaUrl(digha.image)!;
    expect(await media.find(ref.id)).toMatchObject({
      width: 2400,
      height: 1600,
      alt: 'Beach umbrellas on the sands of Digha.',
    });
    const served = await media.variant(ref.id, 1920, 'jpeg');
    expect(await sharp(served!.bytes).metadata()).toMatchObject({ width: 1920, height: 1280 });
    const usage = (await media.usage()).get(ref.id)!;
    expect(usage.map((use) => `${use.entity}:${use.label}:${use.field}`)).toEqual([
      'destination:Digha:image',
      'destination:Digha:siteImages',
      'blog:A Weekend at Digha on a Budget:gallery',
    ]);

    // A second database from the disk cache: nothing encoded again.
    await database.db.deleteFrom('media').execute();
    const second = await loadDemoPhotos(database.db, { photosDir, cacheDir });
    expect(second).toMatchObject({ stored: 2, encoded: 0, fromCache: 2 });
    expect(await media.count()).toBe(2);
    expect(demoPhotosCached({ photosDir, cacheDir })).toBe(true);
  });
});

describe('seedDemoContent', () => {
  let database: Database;

  beforeEach(async () => {
    database = await openTestDatabase();
  });

  afterEach(() => database.close());

  const expectedCounts = {
    destinations: demoDestinations.length,
    popular_destinations: 6,
    testimonials: 6,
    blogs: 10,
  };

  it('fills an empty database, and only once', async () => {
    await expect(seedDemoContent(database.db)).resolves.toEqual({
      seeded: true,
      counts: expectedCounts,
    });
    await expect(seedDemoContent(database.db)).resolves.toEqual({
      seeded: false,
      reason: 'already-seeded',
    });
    const repositories = createRepositories(database.db, null);
    expect(await repositories.destinations.list()).toHaveLength(demoDestinations.length);
    expect(await repositories.blogs.list({ status: 'Published' })).toHaveLength(8);
    expect(await repositories.blogs.categories()).toEqual([
      'Adventure',
      'Food & Culture',
      'Travel Guide',
      'Travel Tips',
    ]);
  });

  it('stores the destinations exactly as written', async () => {
    await seedDemoContent(database.db);
    const darjeeling = await createRepositories(database.db, null).destinations.findBySlug(
      'darjeeling',
    );
    const { _id, ...stored } = darjeeling ?? { _id: '' };
    expect(_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toEqual(demoDestinations.find((d) => d.slug === 'darjeeling'));
  });

  it('does not bring the demo content back after the admin deleted it all', async () => {
    await seedDemoContent(database.db);
    for (const table of [
      'destinations',
      'popular_destinations',
      'testimonials',
      'blogs',
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await expect(seedDemoContent(database.db)).resolves.toEqual({
      seeded: false,
      reason: 'already-seeded',
    });
    expect(await createRepositories(database.db, null).destinations.list()).toEqual([]);
  });

  it('leaves a database that already has content alone', async () => {
    await createRepositories(database.db, null).testimonials.create({
      name: 'Real Guest',
      image: '/media/testimonials/arjun-das.svg',
      title: 'Lovely',
      feedback: 'Lovely trip.',
    });
    await expect(seedDemoContent(database.db)).resolves.toEqual({
      seeded: false,
      reason: 'not-empty',
    });
    expect(await createRepositories(database.db, null).destinations.list()).toEqual([]);
  });

  it('with reset, replaces the content with the demo content and keeps visitors\u2019 messages and bookings', async () => {
    const repositories = createRepositories(database.db, null);
    await seedDemoContent(database.db);
    const [first] = await repositories.destinations.list();
    await repositories.destinations.remove(first?._id ?? '');
    await repositories.blogs.create({
      ...demoBlogs[0]!,
      slug: 'my-own-post',
      title: 'My own post',
    });
    await repositories.contactMessages.create({
      name: 'Visitor',
      email: 'visitor@example.com',
      phone: '9876543210',
      message: 'Call me',
    });
    const bookings = createBookings(createCalendar({ workingWeekdays: DEFAULT_WORKING_WEEKDAYS }));
    await bookings.create(repositories, {
      ...validBodies.booking,
      email: '',
      message: '',
      children: 0,
    });

    await expect(seedDemoContent(database.db, { reset: true })).resolves.toEqual({
      seeded: true,
      counts: expectedCounts,
    });
    expect((await repositories.destinations.list()).map((d) => d.slug).sort()).toEqual(
      demoDestinations.map((d) => d.slug).sort(),
    );
    expect(await repositories.blogs.findBySlug('my-own-post')).toBeNull();
    expect(await repositories.contactMessages.list()).toHaveLength(1);
    expect(await repositories.bookings.list()).toHaveLength(1);
  });
});
