import type { Blog } from '@tours/shared-ui/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { blog } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';
import { blogsTexts } from '../../texts';
import { formatBlogDate } from '../blog-detail';

/** The English month names, as the catalogue has them (a plain string in Jest). */
const MONTHS = blogsTexts.en.months.split(',');

const full = blog({
  _id: 'b1',
  slug: 'tiger-hill-at-dawn',
  title: 'Tiger Hill at Dawn',
  author: 'Riya Das',
  category: 'Hills',
  tags: ['darjeeling', 'sunrise'],
  introduction: 'Why the 4 a.m. drive is worth it.',
  mainContent:
    '<h2>The drive</h2><p onclick="alert(1)">Leave by <strong>4 a.m.</strong></p>' +
    '<script>window.hacked = true</script><a href="javascript:alert(1)">bad</a>' +
    '<a href="https://example.in/permits">permits</a><img src="/media/blogs/inline.svg" alt="Inline">',
  gallery: ['/media/blogs/g1.svg', 'https://images.example/g2.jpg'],
  metaTitle: 'Tiger Hill sunrise guide',
  metaDescription: 'How to see the sunrise over Kanchenjunga from Tiger Hill.',
  metaKeywords: ['Tiger Hill', 'Darjeeling sunrise'],
  publishedDate: '2025-03-14',
});

function renderBlog(
  answer: () => Promise<Blog | null>,
  slug = full.slug,
  route = `/blogs/${slug}`,
) {
  const api = createTestApi();
  const bySlug = jest.spyOn(api.blogs, 'bySlug').mockImplementation(answer);
  return { ...renderApp({ route, api }), bySlug };
}

const meta = (attribute: 'name' | 'property', key: string) =>
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');

describe('Blog detail (/blogs/{slug})', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("loads the blog by its slug, showing 'Loading blog...' meanwhile", async () => {
    const pending = deferred<Blog | null>();
    const { bySlug } = renderBlog(() => pending.promise);
    await waitFor(() => expect(bySlug).toHaveBeenCalledWith('tiger-hill-at-dawn'));
    expect(screen.getByText('Loading blog...')).toHaveAttribute('role', 'status');
    pending.resolve(full);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiger Hill at Dawn' }),
    ).toBeVisible();
  });

  it('shows the title, byline, category, cover, introduction, gallery, tags and share links', async () => {
    renderBlog(() => Promise.resolve(full));
    const article = await screen.findByRole('article');
    const view = within(article);
    expect(view.getByText('By Riya Das | 14 March 2025')).toBeVisible();
    expect(view.getByText('Hills')).toBeVisible();
    expect(view.getByText('Why the 4 a.m. drive is worth it.')).toBeVisible();
    expect(article.querySelector('.ps-blog__cover')).toHaveAttribute(
      'src',
      'http://api.test/media/blogs/tiger-hill-at-dawn.svg',
    );

    const gallery = view.getByRole('region', { name: 'Gallery' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      'http://api.test/media/blogs/g1.svg',
      'https://images.example/g2.jpg',
    ]);
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos[0]).toHaveAccessibleName('Tiger Hill at Dawn: photo 1 of 2');

    const tags = view.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#darjeeling', '#sunrise']);

    const share = view.getByRole('region', { name: 'Share this article' });
    const url = encodeURIComponent('http://localhost/blogs/tiger-hill-at-dawn');
    expect(within(share).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(within(share).getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?url=${url}&text=Tiger%20Hill%20at%20Dawn`,
    );
    const whatsapp = within(share).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Tiger Hill at Dawn http://localhost/blogs/tiger-hill-at-dawn')}`,
    );
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the main content as HTML, sanitised: no script, handler or javascript: link', async () => {
    renderBlog(() => Promise.resolve(full));
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
    expect(within(article).getByText('4 a.m.').tagName).toBe('STRONG');
    const content = article.querySelector('.ps-blog__content')!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onclick]')).toBeNull();
    expect(within(article).getByText('bad')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'permits' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(article).getByRole('img', { name: 'Inline' })).toHaveAttribute(
      'src',
      'http://api.test/media/blogs/inline.svg',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sets the title, description, keywords, social tags and article structured data', async () => {
    renderBlog(() => Promise.resolve(full));
    await screen.findByRole('article');
    expect(document.title).toBe('Tiger Hill sunrise guide | Test Tours Sonarpur');
    expect(meta('name', 'description')).toBe(
      'How to see the sunrise over Kanchenjunga from Tiger Hill.',
    );
    expect(meta('name', 'keywords')).toBe('Tiger Hill, Darjeeling sunrise');
    expect(meta('property', 'og:title')).toBe('Tiger Hill sunrise guide');
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:url')).toBe('http://localhost/blogs/tiger-hill-at-dawn');
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Tiger Hill at Dawn',
      author: { name: 'Riya Das' },
      datePublished: '2025-03-14',
    });
  });

  it('falls back to the title, generic texts, Unknown and No Date', async () => {
    renderBlog(
      () =>
        Promise.resolve(
          blog({
            _id: 'b2',
            slug: 'bare',
            title: 'Bare Notes',
            author: '',
            category: '',
            publishedDate: null,
            metaTitle: '',
            metaDescription: '',
            metaKeywords: [],
          }),
        ),
      'bare',
    );
    const article = await screen.findByRole('article');
    expect(within(article).getByText('By Unknown | No Date')).toBeVisible();
    expect(document.title).toBe('Bare Notes | Test Tours Sonarpur');
    expect(meta('name', 'description')).toBe(
      'Travel stories, tips and destination guides from a tours and travels agency in West Bengal.',
    );
    expect(meta('name', 'keywords')).toBe('travel blog, tours, travel tips, West Bengal, India');
  });

  it("says 'Blog not found.' when there is no blog with that slug", async () => {
    renderBlog(() => Promise.resolve(null), 'nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Travel Blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it("says 'Something went wrong. Please try again later.' when the blog cannot be loaded", async () => {
    const api = createTestApi();
    respondWith(api, () => [500, { message: 'Database unavailable' }]);
    renderApp({ route: '/blogs/tiger-hill-at-dawn', api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('formatBlogDate', () => {
  it('writes the day as en-IN does (day, month in full, year), in every month', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '09', '28']) {
        const value = `2025-${String(month).padStart(2, '0')}-${day}`;
        expect(formatBlogDate(value, MONTHS)).toBe(intl.format(new Date(value)));
      }
    }
    expect(formatBlogDate('2025-03-14', MONTHS)).toBe('14 March 2025');
  });

  it('reads a date with a time as its day in UTC', () => {
    expect(formatBlogDate('2024-12-31T23:30:00.000Z', MONTHS)).toBe('31 December 2024');
  });

  it("says 'No Date' for no date or one that is not a date", () => {
    expect(formatBlogDate(null, MONTHS)).toBe('No Date');
    expect(formatBlogDate('', MONTHS)).toBe('No Date');
    expect(formatBlogDate('someday', MONTHS)).toBe('No Date');
  });

  it("marks lang='en' the fields a Bengali page shows in English, and nothing on English pages", async () => {
    const bengali = {
      ...full,
      title: 'ভোরের টাইগার হিল',
      mainContent: '<p>ভোর 4টেয় বেরোন।</p>',
      translation: { locale: 'bn' as const, fallback: ['introduction', 'metaTitle'] },
    };
    const { bySlug } = renderBlog(
      () => Promise.resolve(bengali),
      full.slug,
      `/bn/blogs/${full.slug}`,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'ভোরের টাইগার হিল' });
    expect(bySlug).toHaveBeenCalledWith('tiger-hill-at-dawn');
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Why the 4 a.m. drive is worth it.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('ভোর 4টেয় বেরোন।').closest('.ps-blog__content')).not.toHaveAttribute(
      'lang',
    );
    // The category and tags are not translated.
    expect(screen.getByText('Hills')).toHaveAttribute('lang', 'en');
  });

  it('marks nothing on the English page', async () => {
    renderBlog(() => Promise.resolve(full));
    const article = await screen.findByRole('article');
    expect(article.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
