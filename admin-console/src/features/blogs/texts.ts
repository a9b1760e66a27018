// Texts of Manage Blogs (SPEC §2, §5, §8), shared by the components, the saga and their tests.
import { REQUIRED_FIELDS_MESSAGE } from '@tours/shared-ui/domain';

import { manageTexts } from '../../lib/manage-texts';

/** A failed save shows the server's message first, else saveFailed (slice/saga.ts). */
export const BLOGS_TEXTS = manageTexts('blog', 'blogs', {
  empty: 'No blogs found.',
  fetchFailed: 'Failed to fetch blogs. Please try again.',
  saveFailed: 'Failed to save blog',
  deleteFailed: 'Failed to delete blog. Please try again.',
});
export const BLOGS_INVALID_RESPONSE =
  'Invalid response format: expected an object with a blogs list.';
export const BLOG_STATUS_FAILED = 'Failed to update blog status';
export { REQUIRED_FIELDS_MESSAGE };

export const COLUMN_TITLES = {
  title: 'Title',
  author: 'Author',
  category: 'Category',
  status: 'Status',
} as const;

export const LABELS = {
  title: 'Title',
  slug: 'Slug',
  slugHelp: 'Lower case, spaces become hyphens: /blogs/{slug}.',
  author: 'Author',
  coverImage: 'Cover image URL',
  category: 'Category',
  categoryHelp: 'Choose an existing category or type a new one.',
  tags: 'Tags',
  tagsHelp: 'Separate with commas.',
  introduction: 'Introduction',
  mainContent: 'Main content',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  metaKeywords: 'Meta keywords',
  metaKeywordsHelp: 'Separate with commas.',
  status: 'Status',
  publishedDate: 'Published date',
} as const;

export const GALLERY = { legend: 'Gallery', item: 'Gallery image URL', add: 'Add gallery image' };

export const statusSwitchLabel = (title: string) => `Published: ${title}`;
