// The blogs state before anything is fetched: also what the selectors read until the slice has
// joined the store (it is injected when a blogs page loads, see index.ts).
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
