import type { Destination } from '@tours/shared-ui/domain';

import { demoDestinations } from '../../seed/demo-destinations';
import { AS_ADMIN } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { countRows, validBodies } from '../../testing/fixtures';

const SPEC_FIELDS = [
  '_id',
  'name',
  'slug',
  'map',
  'image',
  'info',
  'description',
  'price',
  'highlights',
  'itinerary',
  'packageInclusions',
  'packageExclusions',
  'hotelImages',
  'siteImages',
  // Beside SPEC's display list `price`: the numbers a quote is estimated from (booking office).
  'prices',
  // The trip finder's package facts (issue 26).
  'themes',
  'nights',
  'days',
  'months',
].sort();

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

describe('GET /api/destinations', () => {
  const getDestinations = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(response.statusCode).toBe(200);
    return response.json<Destination[]>();
  };

  it('answers an array of the seeded destinations in the SPEC shape', async () => {
    const destinations = await getDestinations();
    expect(Array.isArray(destinations)).toBe(true);
    expect(destinations).toHaveLength(demoDestinations.length);
    for (const destination of destinations) {
      expect(Object.keys(destination).sort()).toEqual(SPEC_FIELDS);
      expect(typeof destination._id).toBe('string');
      expect(destination._id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(Object.keys(destination.itinerary).sort()).toEqual(['dayWisePlan', 'duration']);
    }
    const puri = destinations.find((destination) => destination.slug === 'puri');
    const { _id, ...fields } = puri ?? { _id: '' };
    expect(fields).toEqual(demoDestinations.find((destination) => destination.slug === 'puri'));
  });

  it('lists them by name, in the same order every time', async () => {
    const first = await getDestinations();
    const names = first.map((destination) => destination.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await getDestinations()).toEqual(first);
  });

  it('answers an empty array when there are none', async () => {
    for (const { _id } of await getDestinations()) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/destinations/${_id}`,
        headers: AS_ADMIN,
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await getDestinations()).toEqual([]);
  });
});

// Runs after the list tests above have emptied the table.
describe('destination slugs', () => {
  const post = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/destinations', headers: AS_ADMIN, payload });
  const put = (id: string, payload: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/destinations/${id}`,
      headers: AS_ADMIN,
      payload,
    });

  it('derives a missing slug from the name (SPEC §3) and normalises a given one', async () => {
    const derived = await post({ ...validBodies.destination, name: '  Bakkhali & Frasergunj!  ' });
    expect(derived.statusCode).toBe(201);
    expect(derived.json<Destination>().slug).toBe('bakkhali-frasergunj');
    const given = await post({ ...validBodies.destination, slug: 'Tajpur Sea Beach' });
    expect(given.json<Destination>().slug).toBe('tajpur-sea-beach');
  });

  it('stores numeric prices; a PUT without them keeps them, null clears them', async () => {
    const prices = { Budget: 6_900, Deluxe: 9_500, Luxury: null, child: 3_000 };
    const created = await post({ ...validBodies.destination, name: 'Tajpur', prices });
    expect(created.json<Destination>().prices).toEqual(prices);
    const id = created.json<Destination>()._id;
    const edited = await put(id, { ...validBodies.destination, name: 'Tajpur', info: 'Quieter.' });
    expect(edited.json<Destination>()).toMatchObject({ info: 'Quieter.', prices });
    const cleared = await put(id, { ...validBodies.destination, name: 'Tajpur', prices: null });
    expect(cleared.json<Destination>().prices).toBeNull();
    const fraction = await put(id, { ...validBodies.destination, prices: { Budget: 99.5 } });
    expect(fraction.statusCode).toBe(400);
    expect(Object.keys(fraction.json<{ errors: object }>().errors)).toEqual(['prices']);
  });

  it('refuses a typed slug that cannot be a path segment (400 under slug), writing nothing', async () => {
    const before = await countRows(testApp.app, 'destinations');
    for (const slug of ['fz7q/with/slash', 'tajpur--beach', 'tajpur?x', '!!!']) {
      const response = await post({ ...validBodies.destination, name: 'Tajpur', slug });
      expect({ slug, status: response.statusCode }).toEqual({ slug, status: 400 });
      expect(response.json()).toEqual({
        message: 'Please check the highlighted fields.',
        errors: { slug: 'Use only lower-case letters, digits and single hyphens.' },
      });
    }
    expect(await countRows(testApp.app, 'destinations')).toBe(before);
  });

  it('answers 409 for a slug another destination has, on create and on update, writing nothing', async () => {
    const first = await post({ ...validBodies.destination, name: 'Mousuni Island' });
    const second = await post({ ...validBodies.destination, name: 'Henry Island' });
    const before = await countRows(testApp.app, 'destinations');

    const message = 'Another destination already has the slug "mousuni-island".';
    const duplicate = await post({ ...validBodies.destination, name: 'Mousuni Island' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message, errors: { slug: message } });

    const { _id, ...fields } = second.json<Destination>();
    const renamed = await put(_id, { ...fields, slug: 'mousuni-island' });
    expect(renamed.statusCode).toBe(409);
    expect(await countRows(testApp.app, 'destinations')).toBe(before);

    // Saving a destination with its own slug is no conflict.
    const { _id: firstId, ...firstFields } = first.json<Destination>();
    const same = await put(firstId, { ...firstFields, info: 'Tents by the sea.' });
    expect(same.statusCode).toBe(200);
  });

  it('keeps a wrong type a 400, never turning "2" into a list or a text into a plan', async () => {
    const before = await countRows(testApp.app, 'destinations');
    const response = await post({
      ...validBodies.destination,
      name: 'Shankarpur',
      price: '6,900',
      itinerary: { duration: 2, dayWisePlan: { first: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'itinerary',
      'price',
    ]);
    expect(await countRows(testApp.app, 'destinations')).toBe(before);
  });
});
