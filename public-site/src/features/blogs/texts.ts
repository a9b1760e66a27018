// Texts of the blog pages (SPEC §2 Blogs, Blog detail, §8, §9): locales/en.json (SPEC's verbatim),
// translated beside it. Kept here in English: the fetches' error values (the store's, SPEC §8), and
// the search metadata's fallbacks of a blog (its own content is not translated yet).
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const blogsTexts = defineTexts('blogs', en);

export const READ_MORE_SUFFIX = '...';

export const BLOGS_FETCH_FAILED = 'Failed to fetch blogs';
export const BLOG_FETCH_FAILED = 'Failed to fetch blog';
export const CATEGORIES_FETCH_FAILED = 'Failed to fetch categories';

/** Meta description and keywords when the blog has none of its own (SPEC §2 Blog detail). */
export const GENERIC_BLOG_DESCRIPTION =
  'Travel stories, tips and destination guides from a tours and travels agency in West Bengal.';
export const GENERIC_BLOG_KEYWORDS = 'travel blog, tours, travel tips, West Bengal, India';
