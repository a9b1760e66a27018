// The popular destinations slice (manage-resource): list, form, save, delete, banner.
import type { PopularDestination, PopularDestinationInput } from '@tours/shared-ui/domain';

import { createResourceSlice } from '../../../lib/manage-resource';

const popularSlice = createResourceSlice<PopularDestination, PopularDestinationInput>('popular');

export const popularActions = popularSlice.actions;
export const popularReducer = popularSlice.reducer;
