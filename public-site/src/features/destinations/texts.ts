// Texts of Explore Destinations, the destination detail page and the destinations fetch (SPEC §2,
// §5, §8).

// GET /api/destinations failures (SPEC §8).
export const DESTINATIONS_FETCH_FAILED = 'Failed to fetch destinations.';
export const DESTINATIONS_NOT_ARRAY = 'Invalid API response: Expected an array.';
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;

// Explore Destinations (/places)
export const PLACES_PAGE_TITLE = 'Explore Destinations';
export const PLACES_HEADING = 'Explore Destinations';
export const PLACES_DESCRIPTION =
  'Holiday packages from Sonarpur, Kolkata: hills, beaches, forests and pilgrimages across West Bengal and India, with prices in rupees.';
export const PLACES_INTRO =
  'Hand-picked trips with stays, transfers and sightseeing arranged by our team. Open a destination for its day-by-day plan and prices.';
export const DESTINATIONS_LOADING = 'Loading...';
export const destinationsErrorText = (message: string) => `Error: ${message}`;
export const DESTINATIONS_EMPTY = 'No destinations available at the moment.';
export const SEE_MORE = 'See More';
/** Read after See More by screen readers and crawlers, not shown: which destination it opens. */
export const seeMoreAbout = (name: string) => ` about ${name}`;

// Destination detail (/destinations/{slug})
export const DESTINATION_NOT_FOUND = 'Destination not found!';
export const DESTINATION_NOT_FOUND_TITLE = 'Destination not found';
export const BACK_TO_PLACES = 'Back to Places';
export const HIGHLIGHTS_HEADING = 'Highlights';
export const ITINERARY_HEADING = 'Itinerary';
export const DURATION_LABEL = 'Duration:';
export const dayHeading = (day: number) => `Day ${day}`;
export const DAY_DETAILS_SOON = 'Details will be provided soon.';
export const ITINERARY_SOON = 'Itinerary details will be updated soon.';
export const HOTEL_GALLERY_HEADING = 'Hotel Gallery';
export const INCLUSIONS_HEADING = 'Package Inclusions';
export const EXCLUSIONS_HEADING = 'Package Exclusions';
export const PRICE_HEADING = 'Price';
export const LOCATION_HEADING = 'Location';
export const MAP_NOT_AVAILABLE = 'Map not available for this destination.';
export const mapTitle = (name: string) => `Map of ${name}`;
export const BOOK_NOW = 'Book Now';
export const RUPEE = '₹';
export const withRupee = (price: string) => `${RUPEE}${price}`;
export const bookingTitle = (name: string, price: string | undefined) =>
  price ? `Book Your Trip to ${name} Price: ${withRupee(price)}` : `Book Your Trip to ${name}`;
export const sitePhotoAlt = (name: string, index: number, count: number) =>
  `${name}, photo ${index + 1} of ${count}`;
export const hotelPhotoAlt = (name: string, index: number, count: number) =>
  `Hotel in ${name}, photo ${index + 1} of ${count}`;

// The carousel's own controls.
export const PAUSE_SLIDESHOW = 'Pause slideshow';
export const PLAY_SLIDESHOW = 'Play slideshow';
export const goToSlide = (slide: number) => `Go to slide ${slide}`;
