// The English words the store keeps (SPEC §3 Modal state, §4, §8): the modal's title and
// description and the booking thunk's error value. The dialog shows them in the page's language
// (texts.ts, locales/*.json, whose English is the same words: src/locales/__tests__ checks them).
// Apart from texts.ts so that the page frame, which opens the dialog, does not bring its catalogue.
export const BOOKING_TITLE = 'Book Your Trip';
export const BOOKING_DESCRIPTION = 'Feel free to reach out for booking your dream destinations.';
export const CONTACT_TITLE = 'Get in Touch with Us';
export const CONTACT_TEXT = 'Feel free to reach out for booking your dream destinations.';
export const BOOKING_FAILED = 'Failed to submit booking.';
