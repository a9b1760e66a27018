import { slugify, type Destination } from '@tours/shared-ui/domain';

import type { DestinationsRootState } from './types';

export const selectDestinations = (state: DestinationsRootState) => state.destinations;

/** A destination's slug; a stored one is used as it is, a missing one derived from the name. */
export function destinationSlug(destination: Pick<Destination, 'slug' | 'name'>): string {
  return destination.slug || slugify(destination.name);
}

/** The address of a destination's page, /destinations/{slug}. */
export function destinationHref(destination: Pick<Destination, 'slug' | 'name'>): string {
  return `/destinations/${encodeURIComponent(destinationSlug(destination))}`;
}

/** The destination of /destinations/{slug}: the selected detail when it matches, else the list's. */
export function selectDestinationBySlug(state: DestinationsRootState, slug: string) {
  const { selected, items } = state.destinations;
  if (selected && destinationSlug(selected) === slug) return selected;
  return items.find((destination) => destinationSlug(destination) === slug) ?? null;
}
