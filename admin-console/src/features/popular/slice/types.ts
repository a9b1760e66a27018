// Manage Popular Destinations: a manage-resource state of popular destinations.
import type { PopularDestination, PopularDestinationInput } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../../lib/manage-resource';

export type PopularState = ResourceState<PopularDestination>;
export type PopularFormValues = PopularDestinationInput;
