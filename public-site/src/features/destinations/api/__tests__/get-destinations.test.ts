import type { Destination } from '@tours/shared-ui/domain';

import { createTestStore } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';
import { selectDestination } from '../../slice';
import { fetchDestinations } from '../get-destinations';

const digha: Destination = {
  _id: 'd1',
  name: 'Digha',
  slug: 'digha',
  map: 'https://www.google.com/maps/embed?pb=digha',
  image: '/media/digha.jpg',
  info: 'Sea beach weekend',
  description: 'The nearest sea beach from Kolkata.',
  price: ['4,999 per person'],
  highlights: ['Sunrise at the beach'],
  itinerary: { duration: '2 Days / 1 Night', dayWisePlan: { day1: 'Arrive', day2: 'Return' } },
  packageInclusions: ['Hotel'],
  packageExclusions: ['Lunch'],
  hotelImages: [],
  siteImages: [],
};

function setup() {
  const api = createTestApi();
  return { api, store: createTestStore({ api }) };
}

describe('fetchDestinations (GET /api/destinations)', () => {
  it('moves from loading to the loaded list', async () => {
    const { api, store } = setup();
    const pending = deferred<unknown>();
    jest.spyOn(api.destinations, 'list').mockReturnValue(pending.promise);
    const request = store.dispatch(fetchDestinations());
    expect(store.getState().destinations).toMatchObject({ loading: true, error: null });
    pending.resolve([digha]);
    await request;
    expect(store.getState().destinations).toMatchObject({
      loading: false,
      error: null,
      items: [digha],
    });
  });

  it('a non-OK answer is "HTTP error! Status: {status}"', async () => {
    const { api, store } = setup();
    respondWith(api, () => [503, { message: 'Service Unavailable' }]);
    await store.dispatch(fetchDestinations());
    expect(store.getState().destinations).toMatchObject({
      loading: false,
      error: 'HTTP error! Status: 503',
    });
  });

  it('a body that is not an array is "Invalid API response: Expected an array."', async () => {
    const { api, store } = setup();
    respondWith(api, () => [200, { destinations: [] }]);
    await store.dispatch(fetchDestinations());
    expect(store.getState().destinations.error).toBe('Invalid API response: Expected an array.');
  });

  it('a failure without a status keeps its message, else "Failed to fetch destinations."', async () => {
    const { api, store } = setup();
    await store.dispatch(fetchDestinations()); // the test client is offline
    expect(store.getState().destinations.error).toBe('No network in tests: GET /destinations');

    jest.spyOn(api.destinations, 'list').mockRejectedValueOnce(new Error(''));
    await store.dispatch(fetchDestinations());
    expect(store.getState().destinations.error).toBe('Failed to fetch destinations.');
  });

  it('a new fetch clears the previous error', async () => {
    const { api, store } = setup();
    await store.dispatch(fetchDestinations());
    const pending = deferred<unknown>();
    jest.spyOn(api.destinations, 'list').mockReturnValue(pending.promise);
    const request = store.dispatch(fetchDestinations());
    expect(store.getState().destinations.error).toBeNull();
    pending.resolve([digha]);
    await request;
  });

  it('keeps one selected destination detail, initially empty', () => {
    const { store } = setup();
    expect(store.getState().destinations.selected).toBeNull();
    store.dispatch(selectDestination(digha));
    expect(store.getState().destinations.selected).toEqual(digha);
  });
});
