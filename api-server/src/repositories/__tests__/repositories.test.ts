// Repositories: rows in, SPEC-shaped JSON out, unknown ids answered with null / false.
import { DEFAULT_WORKING_WEEKDAYS } from '@tours/shared-ui/booking-office';
import type { BlogInput, DestinationInput } from '@tours/shared-ui/domain';

import type { Database } from '../../db/database';
import { createBookings } from '../../services/booking-office/bookings';
import { createCalendar } from '../../services/booking-office/calendar';
import { dayFromToday, validBodies } from '../../testing/fixtures';
import { openTestDatabase } from '../../testing/test-database';
import { createRepositories, type Repositories } from '../create-repositories';

let database: Database;
let repositories: Repositories;

beforeAll(async () => {
  database = await openTestDatabase();
  repositories = createRepositories(database.db, null);
});

afterAll(() => database.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const destination: DestinationInput = { ...validBodies.destination, slug: 'mandarmani' };

const blog: BlogInput = {
  title: 'Draft post',
  slug: 'draft-post',
  author: 'Team',
  coverImage: '',
  category: 'Travel Tips',
  tags: ['a'],
  introduction: 'Intro',
  mainContent: '<p>Body</p>',
  gallery: [],
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
  status: 'Draft',
  publishedDate: null,
};

describe('destinations repository', () => {
  it('creates, reads, updates and deletes in the SPEC shape', async () => {
    const created = await repositories.destinations.create(destination);
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...destination,
      prices: null,
      // No package facts given: none stored (issue 26).
      themes: [],
      nights: null,
      days: null,
      months: [],
    });
    expect(await repositories.destinations.findById(created._id)).toEqual(created);
    expect(await repositories.destinations.findBySlug('mandarmani')).toEqual(created);

    const updated = await repositories.destinations.update(created._id, {
      ...destination,
      price: [],
      itinerary: { duration: '2 Nights / 3 Days', dayWisePlan: {} },
    });
    expect(updated).toMatchObject({ _id: created._id, price: [], itinerary: { dayWisePlan: {} } });

    expect(await repositories.destinations.remove(created._id)).toBe(true);
    expect(await repositories.destinations.remove(created._id)).toBe(false);
    expect(await repositories.destinations.findById(created._id)).toBeNull();
  });

  it('answers null for ids that are unknown or not UUIDs', async () => {
    expect(await repositories.destinations.findById(UNKNOWN_ID)).toBeNull();
    expect(await repositories.destinations.findById('not-a-uuid')).toBeNull();
    expect(
      await repositories.destinations.update('1; drop table destinations', destination),
    ).toBeNull();
    expect(await repositories.destinations.remove('abc')).toBe(false);
  });

  it('refuses a second destination with the same slug', async () => {
    await repositories.destinations.create({ ...destination, slug: 'twin' });
    await expect(
      repositories.destinations.create({ ...destination, slug: 'twin' }),
    ).rejects.toThrow(/destinations_slug_key/);
  });
});

describe('popular destinations and testimonials repositories', () => {
  const popular = (title: string, path: string) => ({ title, description: 'd', src: 's', path });
  const testimonial = { name: 'N', image: 'i', title: 't', feedback: 'f' };

  it('keep the order in which they were added', async () => {
    const a = await repositories.popularDestinations.create(popular('A', 'a'));
    const b = await repositories.popularDestinations.create(popular('B', 'b'));
    expect((await repositories.popularDestinations.list()).map((p) => p._id)).toEqual([
      a._id,
      b._id,
    ]);
    expect(await repositories.popularDestinations.update(a._id, popular('A2', 'a'))).toEqual({
      _id: a._id,
      ...popular('A2', 'a'),
    });
    expect(await repositories.popularDestinations.remove(b._id)).toBe(true);

    const t = await repositories.testimonials.create(testimonial);
    expect(await repositories.testimonials.list()).toEqual([t]);
    expect(await repositories.testimonials.update(UNKNOWN_ID, testimonial)).toBeNull();
  });
});

describe('contact messages and bookings repositories', () => {
  it('store a contact message unchecked, dated, and toggle it', async () => {
    const message = await repositories.contactMessages.create({
      name: 'Rina',
      email: 'rina@example.com',
      phone: '9876543210',
      message: 'Hello',
    });
    expect(message.checked).toBe(false);
    expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
    expect(await repositories.contactMessages.set(message._id, { checked: true })).toMatchObject({
      checked: true,
    });
    expect(await repositories.contactMessages.set('nope', { checked: true })).toBeNull();
  });

  it('store a booking provisional, with 0 children by default and dates as YYYY-MM-DD', async () => {
    const bookings = createBookings(createCalendar({ workingWeekdays: DEFAULT_WORKING_WEEKDAYS }));
    const checkIn = dayFromToday(30);
    const checkOut = dayFromToday(33);
    const request = {
      ...validBodies.booking,
      checkIn,
      checkOut,
      children: 0,
      message: '',
      email: '',
    };
    const booking = await bookings.create(repositories, request);
    expect(booking).toMatchObject({
      children: 0,
      message: '',
      status: false,
      stage: 'provisional',
      checkIn,
      checkOut,
      reference: expect.stringMatching(/^SPT-\d{4}-0001$/),
    });
    expect(await repositories.bookings.findById(booking._id)).toEqual(booking);
    expect(await repositories.bookings.list()).toHaveLength(1);
  });
});

describe('blogs repository', () => {
  it('filters by status, finds by slug and lists the categories of published blogs', async () => {
    const draft = await repositories.blogs.create(blog);
    await repositories.blogs.create({
      ...blog,
      slug: 'live-post',
      category: 'Adventure',
      status: 'Published',
      publishedDate: '2025-03-01',
    });
    expect((await repositories.blogs.list({ status: 'Published' })).map((b) => b.slug)).toEqual([
      'live-post',
    ]);
    expect(await repositories.blogs.list()).toHaveLength(2);
    expect(await repositories.blogs.findBySlug('draft-post', { status: 'Published' })).toBeNull();
    expect(await repositories.blogs.findBySlug('draft-post')).toEqual(draft);
    expect(await repositories.blogs.categories()).toEqual(['Adventure']);
  });

  it('dates a blog when it is published without a date', async () => {
    const created = await repositories.blogs.create({ ...blog, slug: 'to-publish' });
    const published = await repositories.blogs.setStatus(created._id, 'Published');
    expect(published?.status).toBe('Published');
    expect(published?.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unpublished = await repositories.blogs.setStatus(created._id, 'Draft');
    expect(unpublished?.publishedDate).toBe(published?.publishedDate);
  });
});
