// The blogs state before anything is fetched: also what the selectors read until the slice has
// joined the store (it is injected when a blogs page loads, app/lazy-slices.ts).
import { lazyStartState } from '../../../lib/lazy-slice-state';
import type { BlogsState } from './types';

export const initialBlogsState: BlogsState = {
  all: [],
  published: [],
  categories: [],
  selected: null,
  selectedSlug: null,
  loading: false,
  categoriesLoading: false,
  blogLoading: false,
  error: null,
  loaded: false,
};

/** The slice's initial state: the server's, when this page came with one (lib/lazy-slice-state.ts). */
export const blogsStartState = lazyStartState('blogs', initialBlogsState);
