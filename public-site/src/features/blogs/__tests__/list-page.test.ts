import { blog } from '../../../testing/fixtures';
import { createTestStore } from '../../../testing/render-with-providers';
import { createTestApi } from '../../../testing/test-api';
import { selectBlogs } from '../slice/selectors';
import { blogListPage, blogListSearch, blogListVisible, loadBlogList } from '../list-page';

describe('the blog list page in the address (?page=N)', () => {
  it.each([
    ['', 1],
    ['?page=1', 1],
    ['?page=2', 2],
    ['?category=x&page=4', 4],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=02', 1],
    ['?page=two', 1],
    ['?page=', 1],
    ['?page=123456789', 9999],
  ])('reads %j as page %i', (search, page) => {
    expect(blogListPage(search)).toBe(page);
  });

  it('shows 6 cards a page', () => {
    expect(blogListVisible(1)).toBe(6);
    expect(blogListVisible(3)).toBe(18);
  });

  it('writes page N as ?page=N, page 1 as the plain address, keeping other parameters', () => {
    expect(blogListSearch('', 2)).toBe('?page=2');
    expect(blogListSearch('?page=2', 3)).toBe('?page=3');
    expect(blogListSearch('?page=3', 1)).toBe('');
    expect(blogListSearch('?utm_source=whatsapp&page=2', 1)).toBe('?utm_source=whatsapp');
    expect(blogListSearch('?utm_source=whatsapp', 2)).toBe('?utm_source=whatsapp&page=2');
  });

  it('loads what the list needs from the address: the blogs (one request) and the page', async () => {
    const api = createTestApi();
    const list = jest
      .spyOn(api.blogs, 'list')
      .mockResolvedValue({ blogs: [blog({ _id: '1', slug: 'a', title: 'A' })] });
    const store = createTestStore({ api });
    await expect(loadBlogList(store.dispatch, '?page=2')).resolves.toEqual({ page: 2 });
    expect(list).toHaveBeenCalledTimes(1);
    expect(selectBlogs(store.getState()).published.map((item) => item.slug)).toEqual(['a']);
    // The page then finds the list loaded: no second request.
    await loadBlogList(store.dispatch, '');
    expect(list).toHaveBeenCalledTimes(1);
  });
});
