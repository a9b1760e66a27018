// Texts of Explore Destinations and the destination detail page (SPEC §2, §5, §8): locales/en.json
// (SPEC's verbatim), translated beside it; the trip finder's fields have their own (trip-finder/).
// The group departures (issue 26) and their seats are here too: shared-ui's seat words
// (seatsLeftText, SEATS_TEXTS), which the admin shows in English, have their English here verbatim
// (the catalogue test checks them) and their plurals by CLDR. What stays in English: the fetches'
// error values in the store (fetch-errors.ts, the store's, SPEC §8, as the API's own messages),
// shown through fetchErrorText in the page's language.
import { defineTexts, type Translate } from '../../lib/i18n';
import {
  DEPARTURES_FETCH_FAILED,
  DESTINATIONS_FETCH_FAILED,
  DESTINATIONS_NOT_ARRAY,
  TRIPS_FETCH_FAILED,
} from './fetch-errors';
import en from './locales/en.json';

export * from './fetch-errors';

export const destinationsTexts = defineTexts('destinations', en);

type Key = keyof typeof en;

/** '3 to 5 nights' of the nights filter '3-5' (a single number: '4 to 4 nights' never occurs). */
export function nightsChoice(t: Translate<Key>, range: string): string {
  const [from = range, to = from] = range.split('-');
  return t('nightsChoice', { from, to });
}

/** '6 seats left', '1 seat left', 'Full: join the waitlist' (shared-ui's seatsLeftText's words). */
export const seatsLeft = (t: Translate<Key>, count: number): string =>
  count <= 0 ? t('seatsFull') : t('seatsLeft', { count });

const FETCH_ERROR_KEYS: Record<string, Key> = {
  [DESTINATIONS_FETCH_FAILED]: 'destinationsFetchFailed',
  [DESTINATIONS_NOT_ARRAY]: 'destinationsNotArray',
  [TRIPS_FETCH_FAILED]: 'tripsFetchFailed',
  [DEPARTURES_FETCH_FAILED]: 'departuresFetchFailed',
};

/**
 * A fetch's error value as the store keeps it (SPEC §8's English: 'Failed to fetch destinations.',
 * 'HTTP error! Status: 500') in the page's language; another (a network error's own) as it is.
 */
export function fetchErrorText(t: Translate<Key>, message: string): string {
  const key = FETCH_ERROR_KEYS[message];
  if (key) return t(key);
  const status = /^HTTP error! Status: (\d+)$/.exec(message);
  return status ? t('httpError', { status: status[1] }) : message;
}
