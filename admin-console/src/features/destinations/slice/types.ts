// Manage Destinations: the slice is a manage-resource state of destinations; the form works on
// DestinationFormValues, turned into the API's DestinationInput on save.
import type { Destination } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../../lib/manage-resource';

export type DestinationsState = ResourceState<Destination>;

/**
 * The form's fields: the destination's own, but its itinerary as the duration and the day plan
 * (Day 1, Day 2, ... in order; saved keyed day1, day2, ..., SPEC §5). Nights, days and the quote
 * prices (one field each, priceBudget ... priceChild) are typed as text ('' is none).
 */
export type DestinationFormValues = Omit<
  Destination,
  '_id' | 'itinerary' | 'prices' | 'nights' | 'days'
> & {
  duration: string;
  dayPlans: string[];
  nights: string;
  days: string;
  priceBudget: string;
  priceDeluxe: string;
  priceLuxury: string;
  priceChild: string;
};
