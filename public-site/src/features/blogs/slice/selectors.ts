import type { Blog } from '@tours/shared-ui/domain';

import { blogsStartState } from './initial-state';
import type { BlogsRootState, BlogsState } from './types';

export const selectBlogs = (state: BlogsRootState): BlogsState => state.blogs ?? blogsStartState();

/** A category as compared: trimmed and lower-cased, so 'Hills' and ' hills' are one. */
export const categoryKey = (category: string | null | undefined) =>
  (category ?? '').trim().toLowerCase();

/** The distinct non-empty categories of these blogs, case-insensitively, as first written. */
export function distinctCategories(blogs: Blog[]): string[] {
  const seen = new Map<string, string>();
  for (const blog of blogs) {
    const key = categoryKey(blog.category);
    if (key && !seen.has(key)) seen.set(key, blog.category.trim());
  }
  return [...seen.values()];
}

/** The blogs of one category (matched case-insensitively); null means all. */
export function blogsInCategory(blogs: Blog[], category: string | null): Blog[] {
  if (category === null) return blogs;
  const key = categoryKey(category);
  return blogs.filter((blog) => categoryKey(blog.category) === key);
}

/** The blog's category as the agency wrote it; null when it has none ('Uncategorized' shows). */
export const categoryName = (blog: Pick<Blog, 'category'>): string | null =>
  blog.category?.trim() || null;
