// The Explore Destinations page chunk (/places): the page describes its own head, since its
// canonical address carries the finder's filters.
export { Places as default } from '../../features/destinations/components/places';
