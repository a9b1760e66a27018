// Texts of Manage Destinations (SPEC §2, §5, §8), shared by the components, the saga and tests.
import { manageTexts } from '../../lib/manage-texts';

export const DESTINATIONS_TEXTS = manageTexts('destination', 'destinations');

export const COLUMN_TITLES = { name: 'Name', price: 'Price' };

export const LABELS = {
  name: 'Name',
  slug: 'Slug',
  slugHelp: 'Left empty, it is made from the name.',
  map: 'Map embed URL',
  image: 'Cover image URL',
  info: 'Cover info',
  description: 'Description',
  duration: 'Duration',
  durationPlaceholder: 'e.g. 3 Nights / 4 Days',
} as const;

/** The package facts the trip finder filters by (issue 26). */
export const TRIP_FACTS_TEXTS = {
  legend: 'Package facts',
  themes: 'Themes',
  nights: 'Nights',
  days: 'Days',
  months: 'Season: the months a tailor-made trip runs',
} as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The list fields: legend, one entry's name, the add button. */
export const LIST_FIELDS = {
  price: { legend: 'Prices', item: 'Price', add: 'Add price' },
  highlights: { legend: 'Highlights', item: 'Highlight', add: 'Add highlight' },
  dayPlans: { legend: 'Day-wise plan', item: 'Day', add: 'Add day' },
  packageInclusions: { legend: 'Package inclusions', item: 'Inclusion', add: 'Add inclusion' },
  packageExclusions: { legend: 'Package exclusions', item: 'Exclusion', add: 'Add exclusion' },
  hotelImages: { legend: 'Hotel images', item: 'Hotel image URL', add: 'Add hotel image' },
  siteImages: { legend: 'Site images', item: 'Site image URL', add: 'Add site image' },
} as const;

/** The form's fields of the quote prices (destination.prices), flat so each shows its own error. */
export const QUOTE_PRICE_FIELDS = {
  Budget: 'priceBudget',
  Deluxe: 'priceDeluxe',
  Luxury: 'priceLuxury',
  child: 'priceChild',
} as const;

export const QUOTE_PRICES_TEXTS = {
  legend: 'Prices for the quote (₹ per person)',
  labels: {
    Budget: 'Budget',
    Deluxe: 'Deluxe',
    Luxury: 'Luxury',
    child: 'Child (5 - 8 yrs)',
  },
  unset: 'Not set',
  help: 'Whole rupees. A booking estimates its quote from these; leave a price empty to quote it by hand.',
} as const;
