// Texts of the Contact page (SPEC §2 Contact, §5, §8).
export const CONTACT_PAGE_TITLE = 'Contact Us';
export const CONTACT_HEADING = 'Contact Us';
export const CONTACT_DESCRIPTION =
  'Write to the agency in Sonarpur, West Bengal: questions about destinations, packages and bookings, answered by our team.';
export const CONTACT_INTRO =
  'Have a question about a destination, a package or a booking? Send us a message and our team will get back to you. You can also call or write to us directly.';
export const FORM_HEADING = 'Send us a message';
export const NAME_LABEL = 'Name';
export const EMAIL_LABEL = 'Email';
export const PHONE_LABEL = 'Phone Number';
export const MESSAGE_LABEL = 'Message';
export const SEND_MESSAGE = 'Send Message';
/** Read only with JavaScript off (a <noscript> above the form). */
export const CONTACT_NEEDS_JS =
  'Sending this form needs JavaScript, which is turned off in your browser. You can still call or email us: our phone number and email address are on this page.';
export const SENDING = 'Sending...';
export const CONTACT_SUCCESS = 'Message sent successfully! We will get back to you soon.';
export const CONTACT_FAILED = 'Failed to send message. Try again later.';
export const CONTACT_NETWORK_ERROR = 'Error sending message. Please check your network.';
export const INFO_HEADING = 'Contact information';
export const ADDRESS_LABEL = 'Address';
export const PHONE_INFO_LABEL = 'Phone';
export const EMAIL_INFO_LABEL = 'Email';
export const OFFICE_MAP_TITLE = 'Map of our office in Sonarpur, West Bengal';
