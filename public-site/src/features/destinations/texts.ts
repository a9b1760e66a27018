// Texts of Explore Destinations, the trip finder and the destination detail page (SPEC §2, §5, §8):
// locales/en.json (SPEC's verbatim), translated beside it. What stays here in English: the fetches'
// error values (the store's, SPEC §8, as the API's own messages), the group departures' list and its
// dialog title (issue 29's next step, beside the booking forms), the structured data's words.
import { defineTexts, type Translate } from '../../lib/i18n';
import en from './locales/en.json';

export const destinationsTexts = defineTexts('destinations', en);

export const DESTINATIONS_FETCH_FAILED = 'Failed to fetch destinations.';
export const DESTINATIONS_NOT_ARRAY = 'Invalid API response: Expected an array.';
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;

export const dayHeading = (day: number) => `Day ${day}`;
export const RUPEE = '₹';
export const withRupee = (price: string) => `${RUPEE}${price}`;
export const TRIPS_FETCH_FAILED = 'Failed to fetch trips.';
export const departureDatesText = (start: string, end: string) => `${start} to ${end}`;

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

/** '3 to 5 nights' of the nights filter '3-5' (a single number: '4 to 4 nights' never occurs). */
export function nightsChoice(t: Translate<keyof typeof en>, range: string): string {
  const [from = range, to = from] = range.split('-');
  return t('nightsChoice', { from, to });
}
