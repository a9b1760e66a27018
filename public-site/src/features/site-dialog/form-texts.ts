// Texts of the booking form, apart from the dialog's (texts.ts): the form is in the dialog's own
// chunk, downloaded when the dialog first opens, and its texts with it (SPEC §3 Booking request,
// §5, §8).
export const NAME_LABEL = 'Name';
export const PHONE_LABEL = 'Phone Number';
export const DESTINATION_LABEL = 'Destination';
export const DESTINATION_PLACEHOLDER = 'Select a destination';
export const DESTINATIONS_LOADING = 'Loading...';
export const DESTINATIONS_ERROR = 'Error loading destinations';
export const CHECK_IN_LABEL = 'Check-in';
export const CHECK_OUT_LABEL = 'Check-out';
export const ADULTS_LABEL = 'Adults';
export const CATEGORY_LABEL = 'Hotel Category';
export const CATEGORY_PLACEHOLDER = 'Select a category';
export const MESSAGE_LABEL = 'Message';
export const OPTIONAL_HINT = '(optional)';
export const SUBMIT_BOOKING = 'Submit Booking';
export const SUBMITTING_BOOKING = 'Submitting...';
export const BOOKING_FAILED = 'Failed to submit booking.';
