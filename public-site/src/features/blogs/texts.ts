// Texts of the blog pages (SPEC §2 Blogs, Blog detail, §8, §9).
export const BLOGS_PAGE_TITLE = 'Travel Blogs';
export const BLOGS_HEADING = 'Travel Blogs';
export const BLOGS_DESCRIPTION =
  'Travel stories, tips and guides from our team in Sonarpur, West Bengal: hills, beaches, forests and pilgrimages across India.';
export const BLOGS_INTRO = 'Stories, tips and guides from the road, written by our team.';
export const CATEGORY_FILTER_LABEL = 'Filter blogs by category';
export const ALL_CATEGORIES = 'All';
export const BLOGS_LOADING = 'Loading blogs...';
export const BLOGS_EMPTY = 'No blogs found in this category.';
export const SHOW_MORE = 'Show More';
export const READ_MORE_SUFFIX = '...';

export const BLOGS_FETCH_FAILED = 'Failed to fetch blogs';
export const BLOG_FETCH_FAILED = 'Failed to fetch blog';
export const CATEGORIES_FETCH_FAILED = 'Failed to fetch categories';

export const BLOG_LOADING = 'Loading blog...';
export const BLOG_ERROR = 'Something went wrong. Please try again later.';
export const BLOG_NOT_FOUND = 'Blog not found.';
export const BLOG_NOT_FOUND_TITLE = 'Blog not found';
export const byline = (author: string, date: string) => `By ${author} | ${date}`;
export const CATEGORY_LABEL = 'Category:';
export const GALLERY_HEADING = 'Gallery';
export const galleryPhotoAlt = (title: string, index: number, count: number) =>
  `${title}: photo ${index + 1} of ${count}`;
export const TAGS_LABEL = 'Tags';
export const SHARE_HEADING = 'Share this article';
export const NEW_TAB_HINT = ' (opens in a new tab)';
export const BACK_TO_BLOGS = 'Back to Travel Blogs';
/** Meta description and keywords when the blog has none of its own (SPEC §2 Blog detail). */
export const GENERIC_BLOG_DESCRIPTION =
  'Travel stories, tips and destination guides from a tours and travels agency in West Bengal.';
export const GENERIC_BLOG_KEYWORDS = 'travel blog, tours, travel tips, West Bengal, India';
