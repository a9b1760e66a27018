// Slices that join the store when the page chunk that needs them loads (RTK combineSlices and
// inject): a visitor who never opens those pages does not download them. Each page module of such
// a route calls its injection when it is evaluated (the server render before it fetches); until
// then the feature's selectors read the slice's start state (lib/lazy-slice-state.ts).
import { blogsReducer } from '../features/blogs/slice';
import { departuresSlice, tripsSlice } from '../features/destinations/slice/trips';
import { policyTextsSlice } from '../features/policies/slice';
import { rootReducer } from './store';

export function injectBlogsSlice() {
  rootReducer.inject({ reducerPath: 'blogs', reducer: blogsReducer });
}

/** The trip finder's answers and the destinations' departures (/places, a destination's page). */
export function injectTripsSlices() {
  rootReducer.inject(tripsSlice);
  rootReducer.inject(departuresSlice);
}

/** The policy pages' translated paragraphs (/terms, /privacy-policy, /refund-policy in bn and hi). */
export function injectPolicyTextsSlice() {
  rootReducer.inject(policyTextsSlice);
}
