// Texts of the traveller's booking page (/booking-status, issue 13 "What the traveller gets";
// docs/booking-office.md: the fields 'Booking reference' and 'Phone Number'). The stage words are
// the booking office's own (BOOKING_STAGE_LABELS), the 404 message the API's.
import { DEPOSIT_PERCENT } from '@tours/shared-ui/booking-office';

export const BOOKING_STATUS_PAGE_TITLE = 'Booking status';
export const BOOKING_STATUS_HEADING = 'Your booking';
export const BOOKING_STATUS_DESCRIPTION =
  'Check a booking with its reference and the phone number it was made with: where it stands, what is due and how to pay.';
export const BOOKING_STATUS_INTRO =
  'Enter your booking reference and the phone number you booked with to see where your booking stands.';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

// The lookup form.
export const LOOKUP_HEADING = 'Find your booking';
export const REFERENCE_LABEL = 'Booking reference';
export const PHONE_LABEL = 'Phone Number';
export const SHOW_BOOKING = 'Show booking';
export const LOOKING_UP = 'Looking up...';
/** Read only with JavaScript off (a <noscript> above the form). */
export const LOOKUP_NEEDS_JS =
  'Looking up a booking needs JavaScript, which is turned off in your browser. Turn it on, or call us with your booking reference.';
export const LOOKUP_FAILED = 'Could not look up the booking. Check your connection and try again.';

// The confirmation a visitor lands on after booking.
export const BOOKED_HEADING = 'Booking received';
export const BOOKED_REFERENCE = 'Your booking reference';
export const NEXT_STEPS_HEADING = 'What happens next';
export const holdText = (deadline: string) =>
  `We hold your booking until ${deadline}. Our team will call you to confirm the details and the price of your trip.`;
export const depositText = (deposit: string, total: string) =>
  `Pay the deposit of ${deposit} (${DEPOSIT_PERCENT}% of ${total}) before the hold ends to confirm your booking.`;
export const NO_QUOTE_TEXT = `Once we have quoted the price of your trip, a deposit of ${DEPOSIT_PERCENT}% of it confirms your booking.`;
/** After booking a full departure (issue 26): the request waits for a seat. */
export const waitlistedText = (position: number | null) =>
  `This departure is full, so your booking is on its waitlist${position ? ` (number ${position})` : ''}. When seats free up, the earliest booking that fits gets them and a two-working-day hold, and we tell you at once.`;
export const KEEP_LINK_TEXT =
  'Keep this link to check your booking at any time (you will need the phone number you booked with):';

// The booking as it stands.
export const SUMMARY_HEADING = 'Booking details';
export const SUMMARY_REFERENCE = 'Reference';
export const SUMMARY_DESTINATION = 'Destination';
export const SUMMARY_DATES = 'Dates';
export const SUMMARY_TRAVELLERS = 'Travellers';
export const SUMMARY_CATEGORY = 'Hotel category';
export const SUMMARY_STAGE = 'Stage';
export const SUMMARY_HOLD_UNTIL = 'Held until';
export const SUMMARY_QUOTED = 'Quoted total';
export const SUMMARY_RECEIVED = 'Amount received';
export const SUMMARY_DUE = 'Amount due';
export const NOT_QUOTED = 'Not quoted yet';
export const SUMMARY_DEPARTURE = 'Departure';
export const SUMMARY_PICKUP = 'Pickup point';
export const SUMMARY_WAITLIST = 'Waitlist position';
export const waitlistPositionText = (position: number) =>
  `Number ${position}: you get a seat when one frees up for your group.`;
export const TRAVELLERS_HEADING = 'Travellers';
export const TRAVELLER_NAME = 'Name';
export const TRAVELLER_AGE = 'Age';
export const TRAVELLER_GENDER = 'Gender';
export const datesText = (checkIn: string, checkOut: string) => `${checkIn} to ${checkOut}`;
export const travellersText = (adults: number, children: number) =>
  [`${adults} ${adults === 1 ? 'adult' : 'adults'}`]
    .concat(children > 0 ? [`${children} ${children === 1 ? 'child' : 'children'}`] : [])
    .join(', ');

// What to pay now.
export const DEPOSIT_HEADING = `Deposit due (${DEPOSIT_PERCENT}%)`;
export const BEFORE_JOURNEY_HEADING = 'Due before the journey';
export const PAY_WITH_UPI = 'Pay with a UPI app';
export const qrLabel = (amount: string) => `UPI QR code to pay ${amount}`;
export const SCAN_HINT =
  'Scan the code with any UPI app, or open the link on your phone. Quote your booking reference if you call us.';
export const NO_UPI_TEXT = 'Call us to pay:';

// After a cancellation.
export const REFUND_HEADING = 'Refund';
export const refundText = (amount: string, state: string, deadline: string) =>
  `${amount}, ${state}; paid by account payee cheque by ${deadline}.`;
export const REFUND_STATE_WORDS = {
  approved: 'approved',
  processed: 'cheque issued',
  confirmed: 'received',
} as const;

// The payment schedule of the Terms (issue 25): each instalment, its amount, its day and whether
// the money received covers it.
export const SCHEDULE_HEADING = 'Payment schedule';
export const SCHEDULE_INTRO =
  'As the Terms set it: the deposit confirms the booking, the further share is due before the journey and the balance is paid on site.';
export const dueByText = (day: string) => `Due by ${day}`;
export const onSiteText = (day: string) => `Paid on site on ${day}`;
export const INSTALMENT_PAID = 'Paid';
export const INSTALMENT_TO_PAY = 'To pay';
export const INSTALMENT_OVERDUE = 'Overdue';

// The booking's tax documents (issue 27, docs/gst.md): each with its PDF.
export const DOCUMENTS_HEADING = 'Tax documents';
export const DOCUMENTS_INTRO =
  'The GST receipt vouchers, tax invoices and refund vouchers issued for your booking.';
export const DOWNLOAD_PDF = 'Download PDF';
/** Read after DOWNLOAD_PDF by a screen reader only (its own leading space): which document it is. */
export const pdfOfText = (title: string, number: string) => ` of ${title} ${number}`;
export const documentIssuedText = (day: string) => `Issued on ${day}`;
