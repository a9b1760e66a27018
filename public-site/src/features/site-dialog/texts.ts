// Texts of the shared dialog and its booking form (SPEC §2 Shared dialog, §3 Booking request, §5,
// §8), used by the code and its tests alike.
export const BOOKING_TITLE = 'Book Your Trip';
export const BOOKING_DESCRIPTION = 'Feel free to reach out for booking your dream destinations.';
export const CONTACT_TITLE = 'Get in Touch with Us';
export const CONTACT_TEXT = 'Feel free to reach out for booking your dream destinations.';
export const CALL_US = 'Call Us';
export const TEXT_US = 'Text Us';
export const MAIL_US = 'Mail Us';

export const BOOKING_SUCCESS = 'Booking submitted successfully!';
/** Read only with JavaScript off (a <noscript> beside Book Now): the dialog cannot open then. */
export const BOOKING_NEEDS_JS =
  'Booking online needs JavaScript, which is turned off in your browser. Turn it on, or call or email us: see Contact Us.';
export const DISMISS_NOTICE = 'Dismiss message';

// While the dialog downloads (it is fetched when it first opens), and if it cannot.
export const DIALOG_LOADING = 'Loading...';
export const DIALOG_LOAD_FAILED = 'Check your connection and try again.';
export const DIALOG_RETRY = 'Try again';
export const DIALOG_CLOSE = 'Close';

// The booking form.
export const NAME_LABEL = 'Name';
export const PHONE_LABEL = 'Phone Number';
/** Optional (issue 14): a traveller who gives one gets their reference and news by email. */
export const EMAIL_LABEL = 'Email';
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

// A departure's booking (issue 26): its dates fixed, its pickup point, one row per traveller.
export const DEPARTURE_DATES_HINT = 'The dates of this departure.';
export const PICKUP_LABEL = 'Pickup point';
export const PICKUP_PLACEHOLDER = 'Select a pickup point';
export const TRAVELLERS_HEADING = 'Travellers';
export const TRAVELLERS_INTRO =
  'One row for each adult and child, as on the train ticket. The first is you, the person booking.';
export const travellerLegend = (index: number) =>
  index === 0 ? 'Traveller 1 (you)' : `Traveller ${index + 1}`;
export const TRAVELLER_NAME = 'Name';
export const TRAVELLER_AGE = 'Age';
export const TRAVELLER_GENDER = 'Gender';
export const GENDER_PLACEHOLDER = 'Select';

// The traveller's state and GSTIN (issue 27, docs/gst.md): the place of supply of the booking's
// tax documents (IGST Act s.12(2)), so CGST + SGST within the agency's state, IGST from another.
export const STATE_LABEL = 'Your state';
export const STATE_HINT =
  'The state or union territory you live in: it decides the tax on your bill.';
export const GSTIN_LABEL = 'GSTIN (for a school or company)';
