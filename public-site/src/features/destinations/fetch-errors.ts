// The fetches' error values (SPEC §8: the store's error texts, as the API's own messages), in
// English on every page. Apart from texts.ts so that the API calls, which load with every page,
// do not bring the destination pages' catalogue with them (Home's JavaScript budget).
export const DESTINATIONS_FETCH_FAILED = 'Failed to fetch destinations.';
export const DESTINATIONS_NOT_ARRAY = 'Invalid API response: Expected an array.';
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;
export const TRIPS_FETCH_FAILED = 'Failed to fetch trips.';
export const DEPARTURES_FETCH_FAILED = 'Failed to fetch departures.';
