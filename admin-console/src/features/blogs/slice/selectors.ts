// Selectors over the blogs slice alone, and the categories the form offers.
import { createSelector } from '@reduxjs/toolkit';
import type { Blog } from '@tours/shared-ui/domain';

import { createResourceSelectors } from '../../../lib/manage-resource';

export const blogsSelectors = createResourceSelectors<Blog, 'blogs'>('blogs');

/**
 * The existing categories, from every blog the admin sees (drafts included, unlike the public
 * categories call): distinct without regard to case, first spelling kept, sorted.
 */
export const selectBlogCategories = createSelector([blogsSelectors.selectItems], (blogs) => {
  const byKey = new Map<string, string>();
  for (const blog of blogs) {
    const category = blog.category?.trim();
    if (category && !byKey.has(category.toLowerCase())) byKey.set(category.toLowerCase(), category);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
});
