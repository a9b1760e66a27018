// Texts of the policy pages (SPEC §2 Policy pages, §4, §9).
export const lastUpdated = (date: string) => `Last updated on: ${date}`;

export const TERMS_PAGE_TITLE = 'Terms and Conditions';
export const TERMS_HEADING = 'Terms and Conditions';
export const TERMS_UPDATED = 'April 11, 2025';
export const TERMS_DESCRIPTION =
  'Terms and conditions for tours booked with our agency in Sonarpur, West Bengal: booking, payment, rescheduling and cancellation.';

export const PRIVACY_PAGE_TITLE = 'Privacy Policy';
export const PRIVACY_HEADING = 'Privacy Policy';
export const PRIVACY_UPDATED = 'January 1, 2025';
export const PRIVACY_DESCRIPTION =
  'How our travel agency collects, uses and protects the details you share in enquiries and bookings, and how to ask for them to be exported or deleted.';

export const REFUND_PAGE_TITLE = 'Refund Policy';
export const REFUND_HEADING = 'Refund Policy';
export const REFUND_UPDATED = 'January 1, 2025';
export const REFUND_DESCRIPTION =
  'Cancellation charges and refunds for tours booked with our agency: how to request a refund and how it is paid.';

export const ROBOTS_INDEX_FOLLOW = 'index, follow';

// The figures of SPEC §9 (hold, deposit, cancellation bands, refund days) are the booking office's
// own (@tours/shared-ui/booking-office): the pages read them from there, never from a copy here.
export const CANCELLATION_ON_CONFIRMATION = 'Upon booking confirmation';
export const minimumCharge = (amount: string) => `Minimum ${amount}`;
export const CANCELLATION_CAPTION = 'Cancellation charges';
export const CANCELLATION_WHEN = 'When you cancel';
export const CANCELLATION_CHARGE = 'Cancellation charge';

// The cancellation-charge calculator of the Refund Policy page (issue 13).
export const CALCULATOR_HEADING = 'Cancellation charge calculator';
export const CALCULATOR_INTRO =
  'Enter the journey date, the tour price and what you have paid so far to see what cancelling a confirmed booking today would cost and what would be refunded.';
export const JOURNEY_DATE_LABEL = 'Journey date';
export const TOUR_PRICE_LABEL = 'Tour price (₹)';
export const PAID_LABEL = 'Paid so far (₹)';
export const CALCULATE = 'Calculate';
export const JOURNEY_DATE_MESSAGE = 'Enter the journey date, today or later.';
export const TOUR_PRICE_MESSAGE = 'Enter the tour price in whole rupees, more than 0.';
export const PAID_MESSAGE =
  'Enter what you have paid in whole rupees, from 0 up to the tour price.';
export const RESULT_HEADING = 'If you cancel today';
export const RESULT_DAYS = 'Days before the journey';
export const RESULT_CHARGE = 'Cancellation charge';
export const RESULT_REFUND = 'Refund';
export const RESULT_RULE = 'Rule';
export const AGENCY_DECIDES = 'Decided by the agency: please ask us';
