// Texts of Manage Bookings (SPEC §2, §8), shared by the components, the saga and their tests.
export const BOOKINGS_TITLE = 'Manage Bookings';
export const BOOKINGS_LOADING = 'Loading bookings...';
export const BOOKINGS_EMPTY = 'No bookings found.';
export const BOOKINGS_FETCH_FAILED = 'Failed to fetch booking data.';
export const BOOKING_STATUS_UPDATE_FAILED = 'Failed to update the booking status.';
export const BOOKING_DELETE_CONFIRM = 'Are you sure you want to delete this booking?';
export const BOOKING_DELETED = 'Booking deleted.';
export const BOOKING_DELETE_FAILED = 'Failed to delete the booking.';
export const DELETE = 'Delete';
export const CSV_FILE_PREFIX = 'bookings';
/** The CSV's own column titles: times in IST, amounts in whole rupees (issue 25 item 13). */
export const CSV_TITLES = {
  email: 'Email',
  holdUntil: 'Hold until (IST)',
  quoted: 'Quoted (₹)',
  received: 'Received (₹)',
  balance: 'Balance (₹)',
  receivedAt: 'Received at (IST)',
} as const;
export const BOOKING_PENDING = 'Pending';
export const BOOKING_CONFIRMED = 'Confirmed';
export const FILTER_LABEL = 'Filter by booking status';
export const FILTER_ALL = 'All';
export const SEARCH_LABEL = 'Search by reference, name, phone or email';
export const BOOKINGS_SEARCH_FAILED = 'The search failed. Please try again.';

/** The bookings table's column settings (issue 25 item 12). */
export const COLUMN_SETTINGS_TEXTS = {
  open: 'Columns',
  legend: 'More columns',
  help: 'Shown in the table as well; kept in this browser.',
} as const;

/** The accessible name of a row's status switch; its on/off state says Confirmed or Pending. */
export const statusSwitchLabel = (name: string) => `Booking confirmed: ${name}`;

/** The accessible name of a row's delete button. */
export const deleteBookingLabel = (name: string) => `Delete booking of ${name}`;

/** The inbox screen's own texts (components/inbox-page.tsx). */
export const PAGE_TEXTS = {
  title: BOOKINGS_TITLE,
  loading: BOOKINGS_LOADING,
  empty: BOOKINGS_EMPTY,
  deleteConfirm: BOOKING_DELETE_CONFIRM,
  delete: DELETE,
  flagTitle: 'Status',
  flagLabel: statusSwitchLabel,
  deleteTitle: 'Delete',
  deleteLabel: deleteBookingLabel,
};

export const COLUMN_TITLES = {
  name: 'Name',
  phone: 'Phone',
  destination: 'Destination',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  adults: 'Adults',
  children: 'Children',
  category: 'Category',
  message: 'Message',
  bookingStatus: 'Booking Status',
} as const;

// ---- Booking office (issue 13): the list's added columns, the booking page, the receipt and the
// booking taken by phone or at the office. Stage words come from BOOKING_STAGE_LABELS (shared-ui).

export const OFFICE_COLUMN_TITLES = {
  reference: 'Reference',
  stage: 'Stage',
  holdUntil: 'Hold until',
  quoted: 'Quoted',
  received: 'Received',
} as const;

/** The list's link to a booking's page, named by its reference (or the guest when it has none). */
export const openBookingLabel = (booking: { reference?: string; name: string }) =>
  `Open booking ${booking.reference ?? `of ${booking.name}`}`;
export const NOT_QUOTED = 'Not quoted';
export const NO_VALUE = '—';

// The booking page (/admin/bookings/:id).
export const BOOKING_PAGE_TITLE = 'Booking';
export const bookingPageTitle = (reference: string) => `Booking ${reference}`;
export const BOOKING_LOADING = 'Loading the booking...';
export const BOOKING_FETCH_FAILED = 'Failed to fetch the booking.';
export const BACK_TO_BOOKINGS = 'Back to Bookings';
export const BOOKING_ACTION_FAILED = 'The booking could not be updated. Please try again.';

export const SECTION_TITLES = {
  details: 'Details',
  quote: 'Quote',
  hold: 'Hold',
  payments: 'Payments',
  cancellation: 'Cancellation',
  refund: 'Refund',
  timeline: 'Timeline',
} as const;

export const DETAIL_LABELS = {
  reference: 'Reference',
  stage: 'Stage',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  destination: 'Destination',
  dates: 'Dates',
  travellers: 'Travellers',
  category: 'Category',
  message: 'Message',
  source: 'Source',
  holdUntil: 'Hold until',
  quotedTotal: 'Quoted total',
  received: 'Received',
  due: 'Balance due',
  requestedAt: 'Requested',
  /** GST (issue 27): the traveller's state is the place of supply; a school's or company's GSTIN. */
  stateCode: 'State',
  gstin: 'GSTIN',
  /** Issue 29: the language the booking was made in, its traveller's messages'. */
  language: 'Language',
} as const;

export const travellersText = (adults: number, children: number) =>
  `${adults} adult${adults === 1 ? '' : 's'}, ${children} child${children === 1 ? '' : 'ren'}`;
export const datesText = (checkIn: string, checkOut: string) => `${checkIn} to ${checkOut}`;

export const SOURCE_LABELS = {
  website: 'Website',
  phone: 'Phone',
  office: 'At the office',
  whatsapp: 'WhatsApp',
  email: 'Email',
} as const;

/** Changing a booking's details on its page (issue 25 item 4). */
export const DETAILS_TEXTS = {
  open: 'Change details',
  title: 'Change the details',
  submit: 'Save details',
  cancel: 'Cancel',
  saved: 'Details saved.',
  unchanged: 'Nothing has changed.',
  closed: 'A cancelled or released booking keeps its details.',
  effect: 'Effect on the quote',
  estimate: (amount: string) => `Estimate from the destination's prices: ${amount}`,
  noEstimate: 'No estimate: the destination has no price for this category or for children.',
  quoted: (amount: string) => `Quoted total now: ${amount} (unchanged until you save a new quote)`,
  notQuoted: 'Not quoted yet: the schedule starts once a quote is saved.',
  scheduleCaption: 'Payment schedule with these details',
} as const;

export const DESTINATIONS_FAILED = 'Failed to fetch the destinations.';
export const DESTINATION_SEARCH = 'Type to search the destinations';

export const QUOTE_TEXTS = {
  label: 'Quoted total (₹)',
  help: 'The tour price the traveller pays; the 20% deposit and the cancellation charges are counted from it.',
  submit: 'Save quote',
  depositHint: (deposit: string) => `Deposit (20%): ${deposit}`,
  saved: 'Quote saved.',
} as const;

/** The payment schedule (issue 25 item 7), on the booking page and the receipt. */
export const SCHEDULE_TEXTS = {
  caption: 'Payment schedule',
  none: 'No payment schedule until the booking is quoted.',
  instalment: 'Instalment',
  amount: 'Amount',
  dueOn: 'Due by',
  state: 'Paid',
  paid: 'Paid',
  toPay: 'To pay',
} as const;

export const HOLD_TEXTS = {
  label: 'Hold until (end of the day, IST)',
  submit: 'Extend hold',
  notProvisional: 'Only a provisional booking is held.',
  extended: 'Hold extended.',
  required: 'Choose the last day of the hold.',
} as const;

export const PAYMENT_TEXTS = {
  empty: 'No payments recorded yet.',
  columns: {
    number: 'No.',
    paidOn: 'Paid on',
    amount: 'Amount',
    method: 'Method',
    reference: 'Reference',
    reason: 'Reason',
    receipt: 'Receipt',
    reverse: 'Reverse',
  },
  receiptLink: 'Receipt',
  receiptLabel: (receiptNumber: string) => `Receipt ${receiptNumber}`,
  reverse: 'Reverse',
  reverseLabel: (receiptNumber: string) => `Reverse payment ${receiptNumber}`,
  reversed: 'Reversed',
  formTitle: 'Record payment',
  reversalTitle: (receiptNumber: string) => `Reverse payment ${receiptNumber}`,
  amount: 'Amount (₹)',
  paidOn: 'Paid on',
  method: 'Method',
  reference: 'Transaction reference',
  referenceHelp: 'The UPI transaction id, bank reference or cheque number; empty for cash.',
  reason: 'Reason for the reversal',
  submit: 'Record payment',
  submitReversal: 'Record reversal',
  cancel: 'Cancel',
  recorded: 'Payment recorded.',
  closed: 'This booking takes no more payments.',
} as const;

export const CANCEL_TEXTS = {
  on: 'Day the traveller asked to cancel',
  quote: 'Show the charge',
  daysBefore: 'Days before the journey',
  charge: 'Charge',
  refund: 'Refund',
  rule: 'Rule',
  chargeInput: 'Cancellation charge (₹)',
  chargeHelpSilent:
    'The policy sets no charge for this many days before the journey: enter the charge.',
  chargeHelpOverride: 'Leave empty to apply the policy’s charge, or enter another amount.',
  reason: 'Traveller’s reason',
  submit: 'Cancel booking',
  confirmTitle: 'Cancel this booking?',
  confirmText: 'The booking is cancelled with this charge. This cannot be undone.',
  confirmOk: 'Cancel booking',
  confirmCancel: 'Keep booking',
  unavailable: 'This booking can no longer be cancelled.',
  cancelled: 'Booking cancelled.',
  recorded: (on: string, charge: string, refund: string) =>
    `Cancelled on ${on}: charge ${charge}, refund ${refund}.`,
  quoteFailed: 'Failed to compute the cancellation charge.',
} as const;

export const REFUND_TEXTS = {
  none: 'No refund is due.',
  amount: 'Amount',
  state: 'Step',
  deadline: 'Process by',
  deadlineHelp:
    'The policy processes refunds within 15 working days, by account payee cheque. Money paid online can go back through Razorpay instead (Online payments): its refund marks this one processed.',
  chequeNumber: 'Cheque number',
  processedOn: 'Cheque issued on',
  onlineRefundId: 'Razorpay refund',
  onlineProcessedOn: 'Refunded online on',
  confirmedOn: 'Confirmed on',
  process: 'Mark processed',
  confirm: 'Confirm refund received',
  processed: 'Refund marked processed.',
  confirmed: 'Refund confirmed.',
} as const;

export const REFUND_STATE_LABELS = {
  approved: 'Approved',
  processed: 'Processed (paid back)',
  confirmed: 'Confirmed (received)',
} as const;

export const TIMELINE_TEXTS = {
  empty: 'Nothing has happened yet.',
  by: (who: string) => `by ${who}`,
  traveller: 'the traveller or the system',
} as const;

// The printable receipt (/admin/bookings/:id/receipts/:paymentId).
export const RECEIPT_TEXTS = {
  title: 'Payment receipt',
  heading: 'Receipt',
  number: 'Receipt no.',
  reference: 'Booking reference',
  receivedFrom: 'Received from',
  trip: 'Trip',
  paidOn: 'Paid on',
  method: 'Method',
  transaction: 'Transaction reference',
  amount: 'Amount',
  inWords: 'In words',
  reversal: 'Reversal of an earlier payment',
  reason: 'Reason',
  quotedTotal: 'Tour price',
  receivedToDate: 'Received to date',
  balanceDue: 'Balance due',
  noQuote: 'Not quoted yet',
  print: 'Print',
  back: 'Back to the booking',
  notFound: 'No such payment on this booking.',
  phone: 'Phone',
  email: 'Email',
} as const;

// The booking taken by phone or at the office (from the bookings list).
export const NEW_BOOKING_TEXTS = {
  open: 'New booking',
  title: 'New booking (phone or office)',
  name: 'Name',
  phone: 'Phone Number',
  email: 'Email (optional)',
  destination: 'Destination',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  adults: 'Adults',
  children: 'Children',
  category: 'Hotel category',
  message: 'Notes',
  stateCode: 'State (place of supply for GST)',
  gstin: 'GSTIN (optional)',
  gstinHelp: 'For a school or company registered for GST.',
  source: 'Taken by',
  quotedTotal: 'Quoted total (₹, optional)',
  quotedTotalHelp: 'Leave empty to estimate it from the destination’s prices.',
  submit: 'Create booking',
  cancel: 'Cancel',
  created: (reference: string) => `Booking ${reference} created.`,
} as const;

/** A booking of a group departure (issue 26): its dates, pickup point, travellers, waitlist. */
export const DEPARTURE_SECTION_TEXTS = {
  title: 'Group departure',
  dates: 'Dates',
  pickupPoint: 'Pickup point',
  noPickupPoint: 'None chosen',
  waitlistPosition: 'Waitlist position',
  manifest: 'Open the manifest',
  travellers: 'Travellers',
  traveller: (name: string, age: number, gender: string) => `${name}, ${age}, ${gender}`,
  /** Issue 30: age and gender erased by the job once the completed trip is long over. */
  erasedTraveller: (name: string, day: string) =>
    `${name}, age and gender erased on ${day} (kept no longer than needed after the trip)`,
} as const;
