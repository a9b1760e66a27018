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

// A page the server rendered carries the blogs state it rendered with (app/app.tsx): in that
// browser, the slice starts from it when a blogs page injects it, and the selectors read it until
// then, so the first render matches the server's HTML. Never set on the server.
let serverBlogsState: BlogsState | null = null;

/** null: no server state (a store of another language than the server's page). */
export function startBlogsFrom(state: BlogsState | null) {
  serverBlogsState = state;
}

/** The slice's initial state: the server's, when this page came with one. */
export function blogsStartState(): BlogsState {
  return serverBlogsState ?? initialBlogsState;
}
