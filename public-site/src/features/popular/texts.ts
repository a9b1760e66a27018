// Texts of the Popular Destinations section (SPEC §2 Home, §4, §8).
export const POPULAR_HEADING = 'Popular Destinations';
export const POPULAR_LOADING = 'Loading popular destinations...';
export const POPULAR_EMPTY = 'No popular destinations available at the moment.';
export const POPULAR_FETCH_FAILED = 'Failed to fetch data.';
export const popularErrorText = (message: string) => `Error: ${message}`;
export const SCROLL_LEFT = 'Scroll left';
export const SCROLL_RIGHT = 'Scroll right';
