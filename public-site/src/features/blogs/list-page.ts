// The blog list's pages in the address: /blogs shows the first 6 cards, /blogs?page=N the first
// 6 x N, so every published blog is reachable by a link (Show More is a link to the next page) and a
// reload or a shared address shows as many cards as the visitor had. The data of every page is the
// same (GET /api/blogs, the whole list): only how many cards show comes from the address, so a
// server render prefetches /blogs?page=N with `loadBlogList` exactly as the page loads it.
import { BLOG_PAGE_SIZE } from '@tours/shared-ui/domain';

import type { AppDispatch } from '../../lib/redux';
import { fetchBlogs } from './api/get-blogs';
import type { BlogsRootState } from './slice/types';

export const BLOG_LIST_PAGE_PARAM = 'page';
/** Higher pages are read as this one (they all show the whole list anyway). */
const MAX_PAGE = 9999;

/** The page a query string asks for: a whole number from 1; anything else (missing, 0, 2.5, x) is 1. */
export function blogListPage(search: string | URLSearchParams): number {
  const raw = new URLSearchParams(search).get(BLOG_LIST_PAGE_PARAM);
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

/** How many cards page N shows: the first 6 x N. */
export const blogListVisible = (page: number) => page * BLOG_PAGE_SIZE;

/**
 * Whether page N of a list of `count` blogs is a page: the first always is (an empty list says so),
 * a later one when it shows a card the page before did not. Any other is not found (404): a
 * crawler would otherwise index /blogs?page=999 as one more copy of the last page.
 */
export const blogListPageExists = (page: number, count: number) =>
  page === 1 || blogListVisible(page - 1) < count;

/** The query string of page N, keeping any other parameter; page 1 is the plain address. */
export function blogListSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(BLOG_LIST_PAGE_PARAM, String(page));
  else params.delete(BLOG_LIST_PAGE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What /blogs{search} needs before it renders: the blogs list (the list's own thunk) and the page. */
export async function loadBlogList(
  dispatch: AppDispatch<BlogsRootState>,
  search: string,
): Promise<{ page: number }> {
  await dispatch(fetchBlogs());
  return { page: blogListPage(search) };
}
