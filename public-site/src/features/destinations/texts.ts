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

// The trip finder on /places (issue 26): its filters, each card's facts, the empty result.
export const TRIPS_FETCH_FAILED = 'Failed to fetch trips.';
export const FILTERS_HEADING = 'Find your trip';
export const THEME_LABEL = 'Theme';
export const ANY_THEME = 'Any theme';
export const MONTH_LABEL = 'Month';
export const ANY_MONTH = 'Any month';
export const BUDGET_LABEL = 'Budget per adult (₹)';
export const BUDGET_HINT = 'The most you would pay per adult, in rupees.';
export const NIGHTS_LABEL = 'Nights';
export const ANY_NIGHTS = 'Any length';
export const nightsChoiceText = (range: string) => `${range.replace('-', ' to ')} nights`;
export const TRAVELLERS_LABEL = 'Travellers';
export const TRAVELLERS_HINT = 'Adults and children, for the seats left.';
export const SHOW_TRIPS = 'Show trips';
export const FIND_TRIPS = 'Find trips';
export const CLEAR_FILTERS = 'Clear all filters';
export const tripsFoundText = (count: number) =>
  count === 1 ? '1 trip matches your search.' : `${count} trips match your search.`;
export const NO_TRIPS = 'No trips match your search.';
export const NO_TRIPS_HINT = 'Try clearing a filter:';
/** The filters' short names, in the empty result's 'clear' links. */
export const FILTER_NAMES = {
  theme: 'theme',
  month: 'month',
  budget: 'budget',
  nights: 'nights',
  travellers: 'travellers',
} as const;
export const clearFilterText = (name: string, value: string) => `Clear ${name}: ${value}`;
export const priceFromText = (price: string) => `From ${price} per adult`;
export const nightsDaysText = (nights: number | null, days: number | null) =>
  [
    nights === null ? null : `${nights} ${nights === 1 ? 'night' : 'nights'}`,
    days === null ? null : `${days} ${days === 1 ? 'day' : 'days'}`,
  ]
    .filter(Boolean)
    .join(', ');
export const NEXT_DEPARTURES = 'Next departures';
export const departureDatesText = (start: string, end: string) => `${start} to ${end}`;

// A destination's departures (its page).
export const DEPARTURES_HEADING = 'Group departures';
export const DEPARTURES_FETCH_FAILED = 'Failed to fetch departures.';
export const DEPARTURES_LOADING = 'Loading departures...';
export const DEPARTURES_UNAVAILABLE =
  'The group departures could not be loaded just now. Book Now still books a trip on the dates you choose.';
export const NO_DEPARTURES =
  'No group departures are planned yet: book a trip on the dates you choose with Book Now.';
export const PRICE_PER_ADULT = 'Price per adult';
export const PRICE_PER_CHILD = 'Child';
export const PICKUP_POINTS = 'Pickup points';
export const BOOK_DEPARTURE = 'Book this departure';
export const departureLabel = (dates: string) => `Departure ${dates}`;
export const departureBookingTitle = (name: string, dates: string) =>
  `Book Your Trip to ${name}: ${dates}`;
