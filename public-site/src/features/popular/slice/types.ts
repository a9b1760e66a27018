import type { PopularDestination } from '@tours/shared-ui/domain';

import type { ListState } from '../../../lib/list-state';

export type PopularState = ListState<PopularDestination>;

export interface PopularRootState {
  popular: PopularState;
}
