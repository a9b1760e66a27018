// Texts of the shared dialog (SPEC §2 Shared dialog), used by the code and its tests alike.
export const BOOKING_TITLE = 'Book Your Trip';
export const BOOKING_DESCRIPTION = 'Feel free to reach out for booking your dream destinations.';
export const CONTACT_TITLE = 'Get in Touch with Us';
export const CONTACT_TEXT = 'Feel free to reach out for booking your dream destinations.';
export const CALL_US = 'Call Us';
export const TEXT_US = 'Text Us';
export const MAIL_US = 'Mail Us';

export const BOOKING_SUCCESS = 'Booking submitted successfully!';
export const DISMISS_NOTICE = 'Dismiss message';

// While the dialog downloads (it is fetched when it first opens), and if it cannot.
export const DIALOG_LOADING = 'Loading...';
export const DIALOG_LOAD_FAILED = 'Check your connection and try again.';
export const DIALOG_RETRY = 'Try again';
export const DIALOG_CLOSE = 'Close';
