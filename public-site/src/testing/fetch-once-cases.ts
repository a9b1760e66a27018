// The cases every home page list thunk made with lib/list-state's createFetchOnceThunk answers
// (popular destinations, testimonials): loading, then the list as it comes; a failure's message,
// the server's message or the section's fallback text (SPEC §8); fetched once per visit, and again
// after a failure.
import type { AsyncThunk, UnknownAction } from '@reduxjs/toolkit';

import type { ListState } from '../lib/list-state';
import type { AppThunkConfig } from '../lib/redux';
import { createTestStore } from './render-with-providers';
import { createTestApi, deferred, respondWith } from './test-api';

type ListKey = 'popular' | 'testimonials';

export function fetchOnceCases<T, K extends ListKey>(
  thunk: AsyncThunk<T[], void, AppThunkConfig<Record<K, ListState<T>>>>,
  key: K,
  items: T[],
  fallbackText: string,
) {
  function setup() {
    const api = createTestApi();
    const store = createTestStore({ api });
    const endpoint = api[key] as { list: () => Promise<unknown> };
    // The store is the App's; the thunk is typed by the part of its state it reads.
    const run = () =>
      store.dispatch(thunk() as unknown as UnknownAction) as unknown as Promise<void>;
    const list = () => jest.spyOn(endpoint, 'list');
    return { api, list, run, state: () => store.getState()[key] as ListState<T> };
  }

  it('sets loading and clears the error on start, then replaces the list on success', async () => {
    const { list, run, state } = setup();
    const pending = deferred<unknown>();
    const call = list().mockReturnValue(pending.promise);

    const request = run();
    expect(state()).toMatchObject({ loading: true, error: null, items: [] });

    pending.resolve(items);
    await request;
    expect(state()).toMatchObject({ loading: false, error: null, items });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it(`stores the failure message, or "${fallbackText}" when there is none`, async () => {
    const { list, run, state } = setup();
    list().mockRejectedValueOnce(new Error('timeout of 15000ms exceeded'));
    await run();
    expect(state()).toMatchObject({
      loading: false,
      error: 'timeout of 15000ms exceeded',
      items: [],
    });

    list().mockRejectedValueOnce(new Error(''));
    await run();
    expect(state().error).toBe(fallbackText);
  });

  it('reports the server message of a failed answer', async () => {
    const { api, run, state } = setup();
    respondWith(api, () => [404, { message: `Route GET:/api/${key} not found` }]);
    await run();
    expect(state().error).toBe(`Route GET:/api/${key} not found`);
  });

  it('stores the array as it comes from the server; anything else is an empty list', async () => {
    const { api, run, state } = setup();
    respondWith(api, (config) => {
      expect(config.url).toBe(`/${key}`);
      return [200, items];
    });
    await run();
    expect(state().items).toEqual(items);

    const other = setup();
    respondWith(other.api, () => [200, { [key]: items }]);
    await other.run();
    expect(other.state()).toMatchObject({ loading: false, error: null, items: [] });
  });

  it('fetches once per visit: a second request after success is skipped', async () => {
    const { list, run } = setup();
    const call = list().mockResolvedValue(items);
    await run();
    await run();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const { list, run, state } = setup();
    const call = list()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(items);
    await run();
    await run();
    expect(call).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ error: null, items });
  });
}
