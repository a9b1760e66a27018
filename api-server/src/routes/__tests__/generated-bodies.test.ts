// Property-based: every body a caller can send to the writes, valid or not, gets an answer below
// 500, and a row is written only when the answer is 201.
import fc from 'fast-check';

import { AS_ADMIN } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { countRows, validBodies, type Table } from '../../testing/fixtures';

const RUNS = 500;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoContent: false });
  await testApp.app.ready();
});

afterAll(() => testApp.close());

/** Any JSON value: what a careless or hostile client might put in a field. */
const junk = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', '   ', '\u0000', '2', 'true', 'null', '<script>x</script>', '2026-02-30'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Mostly the valid value (so that some bodies pass), sometimes a variant, sometimes junk. */
const field = (valid: unknown, ...variants: fc.Arbitrary<unknown>[]) =>
  fc.oneof(
    { arbitrary: fc.constant(valid), weight: 6 },
    ...variants.map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: junk, weight: 1 },
  );

/** A body whose fields may each be missing, plus now and then a field nobody asked for. */
function bodies(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const record = fc.record({ ...fields, extra: junk }, { requiredKeys: [] });
  return fc.oneof({ arbitrary: record, weight: 12 }, { arbitrary: fc.anything(), weight: 1 });
}

const text = (valid: string) => field(valid, fc.string({ unit: 'grapheme', maxLength: 30 }));
const textList = (valid: readonly string[]) =>
  field(valid, fc.array(fc.string({ unit: 'grapheme', maxLength: 10 }), { maxLength: 4 }));
const phone = field(validBodies.contact.phone, fc.stringMatching(/^\d{9,11}$/));
const day = (valid: string) =>
  field(
    valid,
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      ),
  );
const count = (valid: number) => field(valid, fc.integer({ min: -5, max: 150 }), fc.double());
/** The public forms' honeypot: empty from people, filled by bots. */
const honeypot = fc.constantFrom(undefined, '', 'https://spam.example');

interface Honeypot {
  website?: string;
}

interface Write {
  url: string;
  table: Table;
  headers: Record<string, string>;
  body: fc.Arbitrary<unknown>;
  /** Answers a body may get besides 201 and 400. */
  alsoAllowed: number[];
}

const { contact, booking, destination, popular, testimonial, blog } = validBodies;

const writes: Write[] = [
  {
    url: '/api/contact',
    table: 'contact_messages',
    headers: {},
    alsoAllowed: [],
    body: bodies({
      name: text(contact.name),
      email: field(contact.email, fc.emailAddress(), fc.string({ maxLength: 20 })),
      phone,
      message: text(contact.message),
      website: honeypot,
    }),
  },
  {
    url: '/api/bookings',
    table: 'bookings',
    headers: {},
    alsoAllowed: [],
    body: bodies({
      name: text(booking.name),
      phone,
      destination: text(booking.destination),
      checkIn: day(booking.checkIn),
      checkOut: day(booking.checkOut),
      adults: count(booking.adults),
      children: count(booking.children),
      category: field(booking.category, fc.constantFrom('Budget', 'Luxury', 'luxury', 'Palace')),
      message: text(booking.message),
      status: fc.boolean(),
      _id: fc.uuid(),
      website: honeypot,
    }),
  },
  {
    url: '/api/destinations',
    table: 'destinations',
    headers: AS_ADMIN,
    alsoAllowed: [409],
    body: bodies({
      name: text(destination.name),
      slug: field('', fc.string({ maxLength: 20 })),
      map: text(destination.map),
      image: text(destination.image),
      info: text(destination.info),
      description: text(destination.description),
      price: textList(destination.price),
      highlights: textList(destination.highlights),
      itinerary: field(
        destination.itinerary,
        fc.record({
          duration: fc.string({ maxLength: 10 }),
          dayWisePlan: fc.dictionary(fc.constantFrom('day1', 'day2', 'day0', 'x'), junk, {
            maxKeys: 3,
          }),
        }),
      ),
      packageInclusions: textList(destination.packageInclusions),
      packageExclusions: textList(destination.packageExclusions),
      hotelImages: textList(destination.hotelImages),
      siteImages: textList(destination.siteImages),
    }),
  },
  {
    url: '/api/popular',
    table: 'popular_destinations',
    headers: AS_ADMIN,
    alsoAllowed: [],
    body: bodies({
      title: text(popular.title),
      description: text(popular.description),
      src: text(popular.src),
      path: text(popular.path),
    }),
  },
  {
    url: '/api/testimonials',
    table: 'testimonials',
    headers: AS_ADMIN,
    alsoAllowed: [],
    body: bodies({
      name: text(testimonial.name),
      image: text(testimonial.image),
      title: text(testimonial.title),
      feedback: text(testimonial.feedback),
    }),
  },
  {
    url: '/api/blogs',
    table: 'blogs',
    headers: AS_ADMIN,
    alsoAllowed: [409],
    body: bodies({
      title: text(blog.title),
      slug: text(blog.slug),
      author: text(blog.author),
      coverImage: text(blog.coverImage),
      category: text(blog.category),
      tags: textList(blog.tags),
      introduction: text(blog.introduction),
      mainContent: field(
        blog.mainContent,
        fc.constantFrom('<script>x</script>', '<p onclick="x">a</p>', '<img src="javascript:x">'),
        fc.string({ maxLength: 40 }),
      ),
      gallery: textList(blog.gallery),
      metaTitle: text(blog.metaTitle),
      metaDescription: text(blog.metaDescription),
      metaKeywords: textList(blog.metaKeywords),
      status: field(blog.status, fc.constantFrom('Draft', 'draft', 'Archived')),
      publishedDate: field(blog.publishedDate, day(blog.publishedDate), fc.constant(null)),
    }),
  },
];

describe.each(writes)(
  'POST $url with generated bodies',
  ({ url, table, headers, body, alsoAllowed }) => {
    it(`answers ${RUNS} of them below 500, and writes a row exactly when it answers 201`, async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const json = JSON.stringify(payload);
          const before = await countRows(testApp.app, table);
          const response = await testApp.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            ...(json === undefined ? {} : { payload: json }),
          });
          seen.add(response.statusCode);
          expect([201, 400, ...alsoAllowed]).toContain(response.statusCode);
          const dropped = response.statusCode === 201 && Boolean((payload as Honeypot).website);
          // A dropped bot submission answers 201 with no body; every other answer is JSON.
          if (dropped) expect(response.body).toBe('');
          else expect(response.json()).toEqual(expect.any(Object));
          const stored = response.statusCode === 201 && !dropped;
          expect(await countRows(testApp.app, table)).toBe(before + (stored ? 1 : 0));
        }),
        { numRuns: RUNS },
      );
      // The generators reach both sides: bodies that are stored and bodies that are refused.
      expect([...seen]).toEqual(expect.arrayContaining([201, 400]));
    });
  },
);
