// Texts and figures of the policy pages (SPEC §2 Policy pages, §4, §9). The booking, cancellation
// and refund figures are the business constants of SPEC §9 and must not drift from them.
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
export const ON_THIS_PAGE = 'On this page';

// SPEC §9 booking policy.
export const PROVISIONAL_HOLD_WORKING_DAYS = 2;
export const CONFIRMATION_PERCENT = 20;
export const BEFORE_JOURNEY_PERCENT = 40;
// SPEC §9 refunds.
export const REFUND_PROCESSING_WORKING_DAYS = 15;

/** SPEC §9 cancellation charges, in the order they are listed there. */
export const CANCELLATION_CHARGES: readonly { when: string; charge: string }[] = [
  { when: 'Upon booking confirmation', charge: 'Minimum ₹1,000' },
  { when: 'More than 90 days before the journey', charge: '₹1,500' },
  { when: 'More than 60 days before the journey', charge: '₹2,000' },
  { when: '30 to 25 days before the journey', charge: '40% of the tour price' },
  { when: '24 to 20 days before the journey', charge: '50% of the tour price' },
  { when: '19 to 15 days before the journey', charge: '60% of the tour price' },
  { when: '14 to 10 days before the journey', charge: '70% of the tour price' },
  { when: '9 to 6 days before the journey', charge: '85% of the tour price' },
  { when: '5 to 4 days before the journey', charge: '90% of the tour price' },
  { when: 'Within 72 hours of the journey', charge: 'No refund' },
];
export const CANCELLATION_CAPTION = 'Cancellation charges';
export const CANCELLATION_WHEN = 'When you cancel';
export const CANCELLATION_CHARGE = 'Cancellation charge';
