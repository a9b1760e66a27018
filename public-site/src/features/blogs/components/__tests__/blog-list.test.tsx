import type { Blog } from '@tours/shared-ui/domain';
import { screen, within } from '@testing-library/react';

import { loadCatalog } from '../../../../lib/i18n';
import { blog } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';

const LONG_INTRO =
  'Tiger Hill at dawn is cold, crowded and completely worth it: the first light turns Kanchenjunga pink before the valley wakes up.';

function blogs(count: number, category: string, prefix: string): Blog[] {
  return Array.from({ length: count }, (_, index) =>
    blog({
      _id: `${prefix}${index + 1}`,
      slug: `${prefix}-${index + 1}`,
      title: `${prefix} story ${index + 1}`,
      category,
    }),
  );
}

function renderBlogs(list: () => Promise<{ blogs: Blog[] }>) {
  const api = createTestApi();
  const listSpy = jest.spyOn(api.blogs, 'list').mockImplementation(list);
  return { ...renderApp({ route: '/blogs', api }), listSpy };
}

const titles = () =>
  within(screen.getAllByRole('list').find((list) => list.classList.contains('ps-blog-list'))!)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('Travel Blogs (/blogs)', () => {
  it("shows the title with its hero image and 'Loading blogs...' while the list loads", async () => {
    const pending = deferred<{ blogs: Blog[] }>();
    renderBlogs(() => pending.promise);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel Blogs' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Travel Blogs | Test Tours Sonarpur');
    const hero = screen.getByRole('region', { name: 'Travel Blogs' });
    expect(within(hero).getByRole('presentation')).toHaveAttribute('src', 'test-file-stub');
    // The page's largest picture comes first.
    expect(within(hero).getByRole('presentation')).toHaveAttribute('fetchpriority', 'high');
    expect(await screen.findByText('Loading blogs...')).toHaveAttribute('role', 'status');
    pending.resolve({ blogs: blogs(1, 'Hills', 'hill') });
    expect(await screen.findByRole('link', { name: 'hill story 1' })).toBeVisible();
  });

  it('shows only Published blogs as cards: cover, title, category or Uncategorized, and a 100-character teaser', async () => {
    renderBlogs(() =>
      Promise.resolve({
        blogs: [
          blog({
            _id: '1',
            slug: 'tiger-hill',
            title: 'Tiger Hill at Dawn',
            category: 'Hills',
            introduction: LONG_INTRO,
          }),
          blog({ _id: '2', slug: 'no-category', title: 'Notes', category: '' }),
          blog({ _id: '3', slug: 'draft', title: 'Secret Draft', status: 'Draft' }),
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'Tiger Hill at Dawn' });
    expect(link).toHaveAttribute('href', '/blogs/tiger-hill');
    expect(screen.queryByText('Secret Draft')).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Hills')).toBeVisible();
    expect(within(cards[0]!).getByText(`${LONG_INTRO.slice(0, 100)}...`)).toBeVisible();
    const cover = cards[0]!.querySelector('img')!;
    expect(cover).toHaveAttribute('src', 'http://api.test/media/blogs/tiger-hill.svg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '400');
    expect(within(cards[1]!).getByText('Uncategorized')).toBeVisible();
  });

  it("filters by category with 'All' plus the distinct categories, matched case-insensitively", async () => {
    const { user } = renderBlogs(() =>
      Promise.resolve({
        blogs: [
          blog({ _id: '1', slug: 'a', title: 'Darjeeling Diary', category: 'Hills' }),
          blog({ _id: '2', slug: 'b', title: 'Digha Weekend', category: 'Beaches' }),
          blog({ _id: '3', slug: 'c', title: 'Sandakphu Trek', category: 'hills ' }),
          blog({ _id: '4', slug: 'd', title: 'Untitled Notes', category: '' }),
        ],
      }),
    );
    await screen.findByRole('link', { name: 'Darjeeling Diary' });
    const filter = screen.getByRole('group', { name: 'Filter blogs by category' });
    /** A category button's aria-pressed: which filter is on. */
    const pressed = (name: string) =>
      within(filter).getByRole('button', { name }).getAttribute('aria-pressed');
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Hills', 'Beaches']);
    expect(pressed('All')).toBe('true');

    await user.click(within(filter).getByRole('button', { name: 'Hills' }));
    expect(pressed('Hills')).toBe('true');
    expect(pressed('All')).toBe('false');
    expect(titles()).toEqual(['Darjeeling Diary', 'Sandakphu Trek']);

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(4);
  });

  it("shows 6 cards, 'Show More' adds 6, and changing category goes back to 6", async () => {
    const { user } = renderBlogs(() =>
      Promise.resolve({ blogs: [...blogs(14, 'Hills', 'hill'), ...blogs(8, 'Beaches', 'beach')] }),
    );
    await screen.findByRole('link', { name: 'hill story 1' });
    expect(titles()).toHaveLength(6);

    await user.click(screen.getByRole('link', { name: 'Show More' }));
    expect(titles()).toHaveLength(12);
    // Keyboard users continue from the first new card.
    expect(screen.getByRole('link', { name: 'hill story 7' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Show More' }));
    expect(titles()).toHaveLength(18);
    await user.click(screen.getByRole('link', { name: 'Show More' }));
    expect(titles()).toHaveLength(22);
    expect(screen.queryByRole('link', { name: 'Show More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Beaches' }));
    expect(titles()).toEqual(blogs(6, 'Beaches', 'beach').map((item) => item.title));
    await user.click(screen.getByRole('link', { name: 'Show More' }));
    expect(titles()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(6);
  });

  it('Show More is a link to the next page (?page=N), and the address follows the list', async () => {
    const { user } = renderBlogs(() => Promise.resolve({ blogs: blogs(14, 'Hills', 'hill') }));
    await screen.findByRole('link', { name: 'hill story 1' });
    const location = screen.getByRole('status', { name: 'Current path' });
    expect(location).toHaveTextContent(/^\/blogs$/);
    const more = screen.getByRole('link', { name: 'Show More' });
    // Crawlers and visitors without JavaScript follow the href; rel=next names it the next page.
    expect(more).toHaveAttribute('href', '/blogs?page=2');
    expect(more).toHaveAttribute('rel', 'next');

    await user.click(more);
    expect(location).toHaveTextContent(/^\/blogs\?page=2$/);
    expect(screen.getByRole('link', { name: 'Show More' })).toHaveAttribute(
      'href',
      '/blogs?page=3',
    );
    // The Enter key on the focused link does the same, focus moving to the first new card.
    screen.getByRole('link', { name: 'Show More' }).focus();
    await user.keyboard('{Enter}');
    expect(location).toHaveTextContent(/^\/blogs\?page=3$/);
    expect(titles()).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'hill story 13' })).toHaveFocus();

    // A new category starts at its first page again.
    await user.click(screen.getByRole('button', { name: 'Hills' }));
    expect(location).toHaveTextContent(/^\/blogs$/);
    expect(titles()).toHaveLength(6);
  });

  it('a deep link /blogs?page=2 shows the first 12 cards, and focus stays where it was', async () => {
    const api = createTestApi();
    jest.spyOn(api.blogs, 'list').mockResolvedValue({ blogs: blogs(20, 'Hills', 'hill') });
    renderApp({ route: '/blogs?page=2', api });
    await screen.findByRole('link', { name: 'hill story 1' });
    expect(titles()).toEqual(blogs(12, 'Hills', 'hill').map((item) => item.title));
    // Only Show More moves focus; a page that opens with 12 cards does not steal it.
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Show More' })).toHaveAttribute(
      'href',
      '/blogs?page=3',
    );
  });

  it.each([
    ['/blogs?page=0', 6],
    ['/blogs?page=-1', 6],
    ['/blogs?page=2.5', 6],
    ['/blogs?page=abc', 6],
    ['/blogs?page=3', 15],
  ])('%s shows %i of 15 cards', async (route, count) => {
    const api = createTestApi();
    jest.spyOn(api.blogs, 'list').mockResolvedValue({ blogs: blogs(15, 'Hills', 'hill') });
    renderApp({ route, api });
    await screen.findByRole('link', { name: 'hill story 1' });
    expect(titles()).toHaveLength(count);
    // The last page has no Show More.
    if (count === 15) expect(screen.queryByRole('link', { name: 'Show More' })).toBeNull();
    else expect(screen.getByRole('link', { name: 'Show More' })).toBeInTheDocument();
  });

  it.each(['/blogs?page=4', '/blogs?page=99'])(
    '%s, past the last page of 15 cards, is the not-found page',
    async (route) => {
      const api = createTestApi();
      jest.spyOn(api.blogs, 'list').mockResolvedValue({ blogs: blogs(15, 'Hills', 'hill') });
      renderApp({ route, api });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: 'hill story 1' })).toBeNull();
    },
  );

  it("says 'No blogs found in this category.' when there are none", async () => {
    renderBlogs(() => Promise.resolve({ blogs: [] }));
    expect(await screen.findByText('No blogs found in this category.')).toBeVisible();
  });

  it("shows the server's message, or 'Failed to fetch blogs', when the list fails", async () => {
    const api = createTestApi();
    respondWith(api, () => [503, { message: 'Blogs are being updated.' }]);
    renderApp({ route: '/blogs', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Blogs are being updated.');
  });

  it("shows 'Failed to fetch blogs' when the server gave no message", async () => {
    renderApp({ route: '/blogs' }); // offline
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs');
  });

  it('a card opens /blogs/{slug}', async () => {
    const api = createTestApi();
    const item = blog({ _id: '1', slug: 'tiger-hill', title: 'Tiger Hill at Dawn' });
    jest.spyOn(api.blogs, 'list').mockResolvedValue({ blogs: [item] });
    const bySlug = jest.spyOn(api.blogs, 'bySlug');
    const { user } = renderApp({ route: '/blogs', api });
    await user.click(await screen.findByRole('link', { name: 'Tiger Hill at Dawn' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiger Hill at Dawn' }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/blogs/tiger-hill',
    );
    // The blog was already in the store: no second request.
    expect(bySlug).not.toHaveBeenCalled();
  });

  it('in Bengali: the agency\'s categories stay English, marked so; "Uncategorized" is Bengali', async () => {
    await loadCatalog('bn');
    const api = createTestApi();
    jest.spyOn(api.blogs, 'list').mockResolvedValue({
      blogs: [
        blog({ _id: '1', slug: 'tiger-hill', title: 'টাইগার হিল', category: 'Hills' }),
        blog({ _id: '2', slug: 'sundarbans', title: 'সুন্দরবন', category: '' }),
      ],
    });
    renderApp({ route: '/bn/blogs', api });
    const filter = await screen.findByRole('group', { name: 'বিষয় অনুযায়ী ব্লগ বাছুন' });
    expect(within(filter).getByRole('button', { name: 'Hills' })).toHaveAttribute('lang', 'en');
    expect(within(filter).getByRole('button', { name: 'সব' })).not.toHaveAttribute('lang');
    const cards = screen.getAllByRole('listitem').filter((item) => item.matches('.ps-blog-card'));
    expect(within(cards[0]!).getByText('Hills')).toHaveAttribute('lang', 'en');
    expect(within(cards[1]!).getByText('বিবিধ')).not.toHaveAttribute('lang');
  });
});
