import type { PublicDeparture, TripItem } from '@tours/shared-ui/domain';

import type { FetchFlags } from '../../../lib/keyed-fetch-state';

export interface TripsState {
  /** The canonical query of the search asked last ('' for none); its answer is `items`. */
  query: string | null;
  items: TripItem[];
  loading: boolean;
  error: string | null;
  /** `items` answer `query`. */
  loaded: boolean;
}

export interface DepartureList extends FetchFlags {
  items: PublicDeparture[];
}

export interface DeparturesState {
  /** A destination's upcoming departures, by its slug. */
  bySlug: Record<string, DepartureList>;
}

// Absent until the slices join the store (with /places or a destination's page) and an action has run.
export interface TripsRootState {
  trips?: TripsState;
}

export interface DeparturesRootState {
  departures?: DeparturesState;
}
