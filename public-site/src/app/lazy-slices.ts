// Slices that join the store when the page chunk that needs them loads (RTK combineSlices and
// inject): a visitor who never opens those pages does not download them. Each page module of such
// a route calls its injection when it is evaluated; until then the feature's selectors read the
// slice's initial state.
import { blogsReducer } from '../features/blogs/slice';
import { rootReducer } from './store';

export function injectBlogsSlice() {
  rootReducer.inject({ reducerPath: 'blogs', reducer: blogsReducer });
}
