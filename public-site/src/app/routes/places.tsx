// The Explore Destinations page chunk (/places): the page describes its own head, since its
// canonical address carries the finder's filters.
import { injectTripsSlices } from '../lazy-slices';

injectTripsSlices();

export { Places as default } from '../../features/destinations/components/places';
