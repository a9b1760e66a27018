// Blog state of SPEC §3: all and published blogs, categories, the selected blog, a loading flag
// for the list, the categories and the single blog, and one error message that can be cleared.
import type { Blog } from '@tours/shared-ui/domain';

export interface BlogsState {
  all: Blog[];
  published: Blog[];
  categories: string[];
  /** The blog of the detail page, or null (not loaded, or the slug has no blog). */
  selected: Blog | null;
  /** The slug the last single-blog fetch answered for: tells "not found" from "not loaded". */
  selectedSlug: string | null;
  loading: boolean;
  categoriesLoading: boolean;
  blogLoading: boolean;
  error: string | null;
  /** True once the list has been fetched successfully. */
  loaded: boolean;
}

export interface BlogsRootState {
  /** Absent until the slice joins the store (when a blogs page loads) and an action has run. */
  blogs?: BlogsState;
}
