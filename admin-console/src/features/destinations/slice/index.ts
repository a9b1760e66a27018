// The destinations slice (manage-resource): list, form, save, delete, banner.
import type { Destination, DestinationInput } from '@tours/shared-ui/domain';

import { createResourceSlice } from '../../../lib/manage-resource';

const destinationsSlice = createResourceSlice<Destination, DestinationInput>('destinations');

export const destinationsActions = destinationsSlice.actions;
export const destinationsReducer = destinationsSlice.reducer;
