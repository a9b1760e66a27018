import type { Destination } from '@tours/shared-ui/domain';

import type { ListState } from '../../../lib/list-state';

export interface DestinationsState extends ListState<Destination> {
  /** The one selected destination detail of SPEC §3 (set by See More on /places), initially empty. */
  selected: Destination | null;
}

export interface DestinationsRootState {
  destinations: DestinationsState;
}
