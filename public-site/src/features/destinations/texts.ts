// Texts of Explore Destinations and the destination detail page (SPEC §2, §5, §8): locales/en.json
// (SPEC's verbatim), translated beside it; the trip finder's fields have their own (trip-finder/).
// What stays here in English: the fetches' error values (fetch-errors.ts, the store's, SPEC §8, as
// the API's own messages), the group departures' list and its dialog title (issue 29's next step,
// beside the booking forms), the structured data's words.
import { defineTexts, type Translate } from '../../lib/i18n';
import en from './locales/en.json';

export * from './fetch-errors';

export const destinationsTexts = defineTexts('destinations', en);

export const dayHeading = (day: number) => `Day ${day}`;
export const RUPEE = '₹';
export const withRupee = (price: string) => `${RUPEE}${price}`;
export const departureDatesText = (start: string, end: string) => `${start} to ${end}`;

export const DEPARTURES_HEADING = 'Group departures';
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
