// Manage Destinations: the slice is a manage-resource state of destinations; the form works on
// DestinationFormValues, turned into the API's DestinationInput on save.
import type { Destination } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../../lib/manage-resource';

export type DestinationsState = ResourceState<Destination>;

export interface DestinationFormValues {
  name: string;
  slug: string;
  map: string;
  image: string;
  info: string;
  description: string;
  price: string[];
  highlights: string[];
  duration: string;
  /** Day 1, Day 2, ... in order; saved keyed day1, day2, ... (SPEC §5). */
  dayPlans: string[];
  packageInclusions: string[];
  packageExclusions: string[];
  hotelImages: string[];
  siteImages: string[];
}
