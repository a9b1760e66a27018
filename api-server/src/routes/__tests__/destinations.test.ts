import type { Destination } from '@tours/shared-ui/domain';

import { demoDestinations } from '../../seed/demo-destinations';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

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
].sort();

describe('GET /api/destinations', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
  });

  afterAll(() => testApp.close());

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
    await testApp.app.database.db.deleteFrom('destinations').execute();
    expect(await getDestinations()).toEqual([]);
  });
});
