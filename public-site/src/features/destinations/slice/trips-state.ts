// The trip finder's and the departures' state before anything is fetched, and their selectors: the
// slices join the store with /places and a destination's page (app/lazy-slices.ts) and start from
// the server's state on a page it rendered (lib/lazy-slice-state.ts); until then the selectors read
// that start state.
import { lazyStartState } from '../../../lib/lazy-slice-state';
import type {
  DeparturesRootState,
  DeparturesState,
  TripsRootState,
  TripsState,
} from './trips-types';

export const initialTrips: TripsState = {
  query: null,
  items: [],
  loading: false,
  error: null,
  loaded: false,
};

export const initialDepartures: DeparturesState = { bySlug: {} };

export const tripsStartState = lazyStartState('trips', initialTrips);
export const departuresStartState = lazyStartState('departures', initialDepartures);

export const selectTrips = (state: TripsRootState): TripsState => state.trips ?? tripsStartState();

export const selectDepartures = (state: DeparturesRootState, slug: string) =>
  (state.departures ?? departuresStartState()).bySlug[slug];
