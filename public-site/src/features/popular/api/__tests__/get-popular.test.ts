import type { PopularDestination } from '@tours/shared-ui/domain';

import { createTestStore } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';
import { fetchPopular } from '../get-popular';

const darjeeling: PopularDestination = {
  _id: 'p1',
  title: 'Darjeeling',
  description: 'Tea gardens and the Kanchenjunga at sunrise.',
  src: '/media/darjeeling.jpg',
  path: 'darjeeling',
};

function setup() {
  const api = createTestApi();
  const store = createTestStore({ api });
  return { api, store };
}

describe('fetchPopular (GET /api/popular)', () => {
  it('sets loading and clears the error on start, then replaces the list on success', async () => {
    const { api, store } = setup();
    const pending = deferred<PopularDestination[]>();
    const list = jest.spyOn(api.popular, 'list').mockReturnValue(pending.promise);

    const request = store.dispatch(fetchPopular());
    expect(store.getState().popular).toMatchObject({ loading: true, error: null, items: [] });

    pending.resolve([darjeeling]);
    await request;
    expect(store.getState().popular).toMatchObject({
      loading: false,
      error: null,
      items: [darjeeling],
    });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('stores the failure message, or "Failed to fetch data." when there is none', async () => {
    const { api, store } = setup();
    jest.spyOn(api.popular, 'list').mockRejectedValueOnce(new Error('Server unavailable'));
    await store.dispatch(fetchPopular());
    expect(store.getState().popular).toMatchObject({
      loading: false,
      error: 'Server unavailable',
      items: [],
    });

    jest.spyOn(api.popular, 'list').mockRejectedValueOnce(new Error(''));
    await store.dispatch(fetchPopular());
    expect(store.getState().popular.error).toBe('Failed to fetch data.');
  });

  it('reports the server message of a failed answer', async () => {
    const { api, store } = setup();
    respondWith(api, () => [404, { message: 'Route GET:/api/popular not found' }]);
    await store.dispatch(fetchPopular());
    expect(store.getState().popular.error).toBe('Route GET:/api/popular not found');
  });

  it('stores the array as it comes from the server', async () => {
    const { api, store } = setup();
    respondWith(api, (config) => {
      expect(config.url).toBe('/popular');
      return [200, [darjeeling]];
    });
    await store.dispatch(fetchPopular());
    expect(store.getState().popular.items).toEqual([darjeeling]);
  });

  it('fetches once per visit: a second request after success is skipped', async () => {
    const { api, store } = setup();
    const list = jest.spyOn(api.popular, 'list').mockResolvedValue([darjeeling]);
    await store.dispatch(fetchPopular());
    await store.dispatch(fetchPopular());
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const { api, store } = setup();
    const list = jest
      .spyOn(api.popular, 'list')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce([darjeeling]);
    await store.dispatch(fetchPopular());
    await store.dispatch(fetchPopular());
    expect(list).toHaveBeenCalledTimes(2);
    expect(store.getState().popular).toMatchObject({ error: null, items: [darjeeling] });
  });
});
