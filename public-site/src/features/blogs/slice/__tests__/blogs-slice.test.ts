import type { Blog } from '@tours/shared-ui/domain';

import { blog } from '../../../../testing/fixtures';
import { createTestStore } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';
import { fetchBlogBySlug } from '../../api/get-blog-by-slug';
import { fetchBlogs } from '../../api/get-blogs';
import { fetchBlogCategories } from '../../api/get-categories';
import { clearBlogError } from '../index';
import { initialBlogsState } from '../initial-state';
import { blogsInCategory, distinctCategories, selectBlogs } from '../selectors';

const published = blog({ _id: 'b1', slug: 'darjeeling-diary', title: 'Darjeeling Diary' });
const draft = blog({ _id: 'b2', slug: 'draft-notes', title: 'Draft Notes', status: 'Draft' });

function setup() {
  const api = createTestApi();
  return { api, store: createTestStore({ api }) };
}

describe('blogs state (SPEC §3/§4)', () => {
  it('reads as the initial state until the slice has joined the store (a blogs page loaded)', () => {
    expect(selectBlogs({})).toEqual(initialBlogsState);
    expect(selectBlogs({})).toMatchObject({ loading: false, loaded: false, error: null });
  });

  it('starts empty with nothing loading and no error', () => {
    const { store } = setup();
    const blogs = store.getState().blogs;
    expect(blogs).toEqual(initialBlogsState);
    expect(blogs).toMatchObject({ all: [], published: [], categories: [], selected: null });
    expect(blogs).toMatchObject({ selectedSlug: null, loaded: false, error: null });
    expect(blogs).toMatchObject({ loading: false, categoriesLoading: false, blogLoading: false });
  });

  it('list: loading, then all blogs and the Published ones kept apart', async () => {
    const { api, store } = setup();
    const pending = deferred<{ blogs: Blog[] }>();
    jest.spyOn(api.blogs, 'list').mockReturnValue(pending.promise);
    const request = store.dispatch(fetchBlogs());
    expect(store.getState().blogs).toMatchObject({ loading: true, error: null });
    pending.resolve({ blogs: [published, draft] });
    await request;
    expect(store.getState().blogs).toMatchObject({
      loading: false,
      loaded: true,
      all: [published, draft],
      published: [published],
    });
  });

  it("list failure stores the server's message, else 'Failed to fetch blogs'; the error can be cleared", async () => {
    const { api, store } = setup();
    respondWith(api, () => [500, { message: 'Database unavailable' }]);
    await store.dispatch(fetchBlogs());
    expect(store.getState().blogs).toMatchObject({ loading: false, error: 'Database unavailable' });

    respondWith(api, () => [500, {}]);
    await store.dispatch(fetchBlogs());
    expect(selectBlogs(store.getState()).error).toBe('Failed to fetch blogs');

    store.dispatch(clearBlogError());
    expect(selectBlogs(store.getState()).error).toBeNull();
  });

  it('an answer without a blogs array is a failure, not a crash', async () => {
    const { api, store } = setup();
    respondWith(api, () => [200, [published]]);
    await store.dispatch(fetchBlogs());
    expect(store.getState().blogs).toMatchObject({ error: 'Failed to fetch blogs', all: [] });
  });

  it('single blog: loading, then the blog; null means not found for that slug', async () => {
    const { api, store } = setup();
    const pending = deferred<Blog | null>();
    jest.spyOn(api.blogs, 'bySlug').mockReturnValueOnce(pending.promise);
    const request = store.dispatch(fetchBlogBySlug('darjeeling-diary'));
    expect(selectBlogs(store.getState()).blogLoading).toBe(true);
    pending.resolve(published);
    await request;
    expect(store.getState().blogs).toMatchObject({
      blogLoading: false,
      selected: published,
      selectedSlug: 'darjeeling-diary',
    });

    jest.spyOn(api.blogs, 'bySlug').mockResolvedValueOnce(null);
    await store.dispatch(fetchBlogBySlug('nowhere'));
    expect(store.getState().blogs).toMatchObject({ selected: null, selectedSlug: 'nowhere' });
  });

  it("single blog failure: the server's message or 'Failed to fetch blog'", async () => {
    const { store } = setup();
    await store.dispatch(fetchBlogBySlug('x')); // offline
    expect(store.getState().blogs).toMatchObject({
      blogLoading: false,
      error: 'Failed to fetch blog',
    });
  });

  it("categories: a non-array answer is an empty list; failure is 'Failed to fetch categories'", async () => {
    const { api, store } = setup();
    jest.spyOn(api.blogs, 'categories').mockResolvedValueOnce(['Hills', 'Beaches']);
    await store.dispatch(fetchBlogCategories());
    expect(store.getState().blogs).toMatchObject({
      categoriesLoading: false,
      categories: ['Hills', 'Beaches'],
    });
    jest.spyOn(api.blogs, 'categories').mockResolvedValueOnce({ categories: ['Hills'] });
    await store.dispatch(fetchBlogCategories());
    expect(selectBlogs(store.getState()).categories).toEqual([]);
    jest.spyOn(api.blogs, 'categories').mockRejectedValueOnce(new Error('offline'));
    await store.dispatch(fetchBlogCategories());
    expect(selectBlogs(store.getState()).error).toBe('Failed to fetch categories');
  });
});

describe('blog categories', () => {
  const blogs = [
    blog({ _id: '1', slug: 'a', title: 'A', category: 'Hills' }),
    blog({ _id: '2', slug: 'b', title: 'B', category: ' hills ' }),
    blog({ _id: '3', slug: 'c', title: 'C', category: '' }),
    blog({ _id: '4', slug: 'd', title: 'D', category: 'Beaches' }),
  ];

  it('are the distinct non-empty ones, compared case-insensitively', () => {
    expect(distinctCategories(blogs)).toEqual(['Hills', 'Beaches']);
  });

  it('filter case-insensitively; null is all', () => {
    expect(blogsInCategory(blogs, 'HILLS').map((item) => item._id)).toEqual(['1', '2']);
    expect(blogsInCategory(blogs, null)).toHaveLength(4);
  });
});
