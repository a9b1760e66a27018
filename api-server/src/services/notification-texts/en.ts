// The traveller's emails in English (issue 29, docs/i18n.md): the source catalogue. Every message
// a traveller gets is written here once, with {placeholders}; bn.ts and hi.ts have the same keys
// and placeholders (a test checks it). The agency's own emails stay English in
// notification-messages.ts.
export const EN = {
  dear: 'Dear {name},',
  seeBooking: 'See your booking',
  notQuoted: 'not quoted yet',
  paid: '(paid)',
  adultOne: '{count} adult',
  adultOther: '{count} adults',
  childOne: '{count} child',
  childOther: '{count} children',
  // The facts' labels.
  reference: 'Reference',
  destination: 'Destination',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  travellers: 'Travellers',
  category: 'Hotel category',
  stage: 'Stage',
  estimatedPrice: 'Estimated tour price',
  tourPrice: 'Tour price',
  received: 'Received',
  receiptNumber: 'Receipt number',
  amount: 'Amount',
  inWords: 'In words',
  paidOn: 'Paid on',
  method: 'Method',
  transactionReference: 'Transaction reference',
  receivedToDate: 'Received to date',
  balanceDue: 'Balance due',
  cancellationCharge: 'Cancellation charge',
  refund: 'Refund',
  chequeNumber: 'Cheque number',
  onlineRefund: 'Razorpay refund',
  pickupPoint: 'Pickup point',
  waitlistPosition: 'Waitlist position',
  // The booking's stages.
  'stage.waitlisted': 'Waitlisted',
  'stage.provisional': 'Provisional',
  'stage.confirmed': 'Confirmed',
  'stage.paid': 'Paid',
  'stage.completed': 'Completed',
  'stage.cancelled': 'Cancelled',
  'stage.released': 'Released',
  // How a payment was made.
  'method.upi': 'UPI',
  'method.bank': 'Bank transfer',
  'method.cash': 'Cash',
  'method.cheque': 'Cheque',
  'method.online': 'Online (Razorpay)',
  instalmentBy: '{amount} by {day}',
  instalmentOn: '{amount} on {day}',
  // 'booking-created': the request received.
  receivedSubject: 'Your booking request {reference}',
  receivedHeading: 'We have received your booking request',
  receivedThanks: 'Thank you for booking with {siteName}. Your booking reference is {reference}.',
  receivedHold:
    'We hold it for you until {holdUntil}. It is confirmed once {percent}% of the tour price is received; we will call you with the details.',
  receivedHoldAmount:
    'We hold it for you until {holdUntil}. It is confirmed once {percent}% of the tour price ({deposit}) is received; we will call you with the details.',
  // 'payment-recorded': the receipt.
  paymentSubject: 'Payment received: {amount} for {reference}',
  paymentHeading: 'Payment received',
  paymentBody: 'We have received your payment for booking {reference}. This is your receipt.',
  // 'booking-confirmed'.
  confirmedSubject: 'Booking confirmed: {reference}',
  confirmedHeading: 'Your booking is confirmed',
  confirmedBody: 'Booking {reference} is confirmed. We look forward to your journey!',
  // 'booking-cancelled'.
  cancelledSubject: 'Booking cancelled: {reference}',
  cancelledHeading: 'Your booking is cancelled',
  cancelledBody: 'Booking {reference} is cancelled.',
  cancelledRefund: 'The refund is paid by account payee cheque within 15 working days.',
  // 'booking-released'.
  releasedSubject: 'Booking released: {reference}',
  releasedHeading: 'Your booking hold has ended',
  releasedBody:
    'The hold on booking {reference} ended without a deposit, so the booking is released. Call or write to us if you would still like to travel.',
  // How to pay (the quote and the reminders).
  payUpi: 'Pay by UPI to {upiId}. The QR code to scan is on your booking page.',
  payUpiLink:
    'Pay by UPI to {upiId} (from your phone: {upiLink}). The QR code to scan is on your booking page.',
  payBank: 'Pay by bank transfer:\n{bankDetails}',
  payCall: 'Call or write to us and we will tell you how to pay.',
  holdUntilDeposit:
    'We hold the booking for you until {holdUntil}; it is confirmed once the {percent}% deposit is received.',
  // 'quote-set'.
  quoteSubject: 'Your tour price for {reference}: {total}',
  quoteHeading: 'Your tour price and payment schedule',
  quoteBody:
    'The tour price of booking {reference} ({destination}, check-in {checkIn}) is {total}. It is paid in three parts, as our Terms say:',
  // 'instalment-due'.
  dueSubject: 'Payment reminder: {amount} due by {day} for {reference}',
  dueHeading: 'A payment falls due soon',
  dueBody: 'This is a reminder that {amount} ({label}) of booking {reference} is due by {day}.',
  // 'hold-expiring'.
  expiringSubject: 'Your booking hold ends today: {reference}',
  expiringHeading: 'Your booking hold ends today',
  expiringBody:
    'The hold on booking {reference} ends at {holdUntil}. Please pay the {percent}% deposit to keep it; after that the booking is released.',
  expiringBodyAmount:
    'The hold on booking {reference} ends at {holdUntil}. Please pay the {percent}% deposit of {amount} to keep it; after that the booking is released.',
  // A departure's news (issue 26).
  waitlistSubject: 'On the waitlist: {reference}',
  waitlistHeading: 'You are on the waitlist',
  waitlistBody:
    'The departure you chose ({destination}, {checkIn}) has no seats left for your party just now, so booking {reference} is on its waitlist. Nothing is to be paid yet.',
  waitlistNext:
    'When seats free up, the earliest waiting booking that fits gets them and is told at once.',
  promotedSubject: 'Seats for you: {reference}',
  promotedHeading: 'Seats have freed up for your booking',
  promotedBody:
    'Good news: seats freed up on the departure of {checkIn} to {destination}, and booking {reference} now holds them.',
  seatsHold:
    'We hold your seats until {holdUntil}; the booking is confirmed once {percent}% of the tour price is received.',
  movedSubject: 'Your departure has changed: {reference}',
  movedHeading: 'Your booking has moved to another departure',
  movedBody:
    'We had to cancel the departure you booked. As you chose, booking {reference} moves to the departure of {checkIn} to {checkOut}, with its reference and payments as they were.',
  // The tax documents' emails (issue 27).
  refundSubject: 'Refund paid: {amount} for {reference}',
  refundHeading: 'Your refund is paid',
  refundBody:
    'The refund of booking {reference} is paid by account payee cheque. Its refund voucher is attached (PDF).',
  refundOnlineBody:
    'The refund of booking {reference} is paid back through Razorpay, to the account or card the money came from. Its refund voucher is attached (PDF).',
  invoiceSubject: 'Tax invoice for your tour: {reference}',
  invoiceHeading: 'Thank you for travelling with us',
  invoiceBody:
    'The tax invoice of your tour (booking {reference}) is attached (PDF): it shows the advances you paid and the balance.',
} as const;

export type MessageKey = keyof typeof EN;
export type Catalogue = Record<MessageKey, string>;
