import type { Testimonial } from '@tours/shared-ui/domain';

import { createTestStore } from '../../../../testing/render-with-providers';
import { createTestApi, deferred } from '../../../../testing/test-api';
import { fetchTestimonials } from '../get-testimonials';

const review: Testimonial = {
  _id: 't1',
  name: 'Ananya Ghosh',
  image: '',
  title: 'A perfect Sundarbans trip',
  feedback: 'Everything was arranged well.',
};

describe('fetchTestimonials (GET /api/testimonials)', () => {
  it('moves from loading to the loaded list', async () => {
    const api = createTestApi();
    const store = createTestStore({ api });
    const pending = deferred<Testimonial[]>();
    jest.spyOn(api.testimonials, 'list').mockReturnValue(pending.promise);

    const request = store.dispatch(fetchTestimonials());
    expect(store.getState().testimonials).toMatchObject({ loading: true, error: null });
    pending.resolve([review]);
    await request;
    expect(store.getState().testimonials).toMatchObject({
      loading: false,
      error: null,
      items: [review],
    });
  });

  it('stores the failure message, or "Failed to fetch testimonials." when there is none', async () => {
    const api = createTestApi();
    const store = createTestStore({ api });
    jest
      .spyOn(api.testimonials, 'list')
      .mockRejectedValueOnce(new Error('timeout of 15000ms exceeded'));
    await store.dispatch(fetchTestimonials());
    expect(store.getState().testimonials).toMatchObject({
      loading: false,
      error: 'timeout of 15000ms exceeded',
    });

    jest.spyOn(api.testimonials, 'list').mockRejectedValueOnce(new Error(''));
    await store.dispatch(fetchTestimonials());
    expect(store.getState().testimonials.error).toBe('Failed to fetch testimonials.');
  });
});
