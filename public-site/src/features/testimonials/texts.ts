// Texts of the testimonials section (SPEC §2 Home, §4, §8).
export const TESTIMONIALS_HEADING = 'What Our Travelers Say';
export const TESTIMONIALS_LOADING = 'Loading testimonials...';
export const TESTIMONIALS_EMPTY = 'No testimonials available at the moment.';
export const TESTIMONIALS_FETCH_FAILED = 'Failed to fetch testimonials.';
