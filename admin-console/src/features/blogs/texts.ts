// Texts of Manage Blogs (SPEC §2, §5, §8), shared by the components, the saga and their tests.
import { REQUIRED_FIELDS_MESSAGE } from '@tours/shared-ui/domain';

export const BLOGS_TITLE = 'Manage Blogs';
export const BLOGS_LOADING = 'Loading blogs...';
export const BLOGS_EMPTY = 'No blogs found.';
export const BLOGS_FETCH_FAILED = 'Failed to fetch blogs. Please try again.';
export const BLOGS_INVALID_RESPONSE =
  'Invalid response format: expected an object with a blogs list.';
export const BLOG_SAVE_FAILED = 'Failed to save blog';
export const BLOG_DELETE_FAILED = 'Failed to delete blog. Please try again.';
export const BLOG_STATUS_FAILED = 'Failed to update blog status';
export const BLOG_CREATED = 'New blog added!';
export const BLOG_UPDATED = 'Blog updated!';
export const BLOG_DELETED = 'Blog deleted successfully!';
export const DELETE_CONFIRM = 'Are you sure you want to delete this blog?';
export { REQUIRED_FIELDS_MESSAGE };

/** The saga's texts (lib/manage-resource-saga.ts); a failed save shows the server's message first. */
export const SAGA_TEXTS = {
  fetchFailed: BLOGS_FETCH_FAILED,
  created: BLOG_CREATED,
  updated: BLOG_UPDATED,
  deleted: BLOG_DELETED,
  saveFailed: BLOG_SAVE_FAILED,
  deleteFailed: BLOG_DELETE_FAILED,
};

export const ADD_BUTTON = 'Add Blog';
export const FORM_TITLE_CREATE = 'New Blog';
export const FORM_TITLE_EDIT = 'Edit Blog';
export const SUBMIT_CREATE = 'Save Blog';
export const SUBMIT_EDIT = 'Update Blog';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';

/** The manage screen's own texts (components/manage-page.tsx). */
export const PAGE_TEXTS = {
  title: BLOGS_TITLE,
  loading: BLOGS_LOADING,
  add: ADD_BUTTON,
  deleteConfirm: DELETE_CONFIRM,
};

export const COLUMN_TITLES = {
  title: 'Title',
  author: 'Author',
  category: 'Category',
  status: 'Status',
  edit: 'Edit',
  delete: 'Delete',
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
export const editLabel = (title: string) => `${EDIT} ${title}`;
export const deleteLabel = (title: string) => `${DELETE} ${title}`;
