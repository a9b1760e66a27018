// Texts of a failed destinations fetch (SPEC §8). Apart from the pages' texts (../texts.ts): the
// fetch runs from the page frame (the booking dialog's list), so these ship with every page, and
// the pages' texts only with their own chunks.
export const DESTINATIONS_FETCH_FAILED = 'Failed to fetch destinations.';
export const DESTINATIONS_NOT_ARRAY = 'Invalid API response: Expected an array.';
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;
