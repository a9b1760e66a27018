// The words of the booking office's answers: the field messages its forms show and the API sends
// under the same fields, and the 404/409 messages. Their own file so that the schema file stays
// a list of schemas; the schemas entry exports both.
import { MAX_ADULTS, MAX_CHILDREN, AUDIT_ENTITIES } from '../domain/booking-office/constants';
import { BOOKING_REFERENCE_EXAMPLE } from '../domain/booking-office/reference';

/** Field messages of the booking office forms; the API answers them under the same fields. */
export const BOOKING_OFFICE_MESSAGES = {
  checkIn: 'Check-in date is required.',
  checkOut: 'Check-out date is required.',
  checkInPast: 'Check-in cannot be in the past.',
  checkOutBeforeCheckIn: 'Check-out cannot be before check-in.',
  adults: 'At least one adult is required.',
  adultsMax: `At most ${MAX_ADULTS} adults.`,
  children: 'Children must be a whole number, 0 or more.',
  childrenMax: `At most ${MAX_CHILDREN} children.`,
  destination: 'Destination is required.',
  category: 'Choose a hotel category.',
  language: "The booking's language must be en (English), bn (Bengali) or hi (Hindi).",
  source: 'Choose where the booking came from.',
  reference: `Enter your booking reference, for example ${BOOKING_REFERENCE_EXAMPLE}.`,
  rupees: 'Enter a whole number of rupees.',
  rupeesNotNegative: 'Enter a whole number of rupees, 0 or more.',
  rupeesMax: 'That amount is too large.',
  amountZero: 'The amount cannot be zero.',
  reversalReason: 'Give the reason for this reversal.',
  reverses: 'Not a payment of this booking.',
  paidOn: 'Enter the day the money was received.',
  notFuture: 'This day cannot be in the future.',
  method: 'Choose how it was paid: UPI, bank transfer, cash or cheque.',
  holdUntil: 'Enter when the hold ends.',
  holdUntilPast: 'The hold must end in the future.',
  cancelOn: 'Enter the day the traveller asked to cancel.',
  chequeNumber: 'Enter the 6-digit cheque number.',
  holidayDate: 'Enter the date of the holiday.',
  holidayName: 'Name the holiday.',
  nothingToChange: 'Send status (true or false), quotedTotal or a detail of the booking.',
  destinationUnknown: 'Choose a destination from the list.',
  searchTooLong: 'Search for at most 100 characters.',
  days: 'Choose a number of days from 0 to 90.',
  beforeJourneyDays: 'Choose a number of days from 1 to 90.',
  reminderDaysBefore: 'Choose a number of days from 0 to 30.',
  auditEntity: `Choose one of: ${AUDIT_ENTITIES.join(', ')}.`,
  limit: 'Choose a page size from 1 to 200.',
  auditCursor: 'Pass the nextCursor of the page before.',
} as const;

/**
 * Conflict and lookup answers of the booking office endpoints (409 and 404 `message`s), here so
 * that the API sends and the screens and tests expect the same words.
 */
export const BOOKING_OFFICE_ERRORS = {
  statusNotFound: 'No booking matches that reference and phone number.',
  paymentOnClosed: 'This booking is cancelled or released: it takes no payments.',
  reversalTooLarge: 'A reversal cannot take back more than has been received.',
  reversalAmount: 'A reversal must be the exact negative of the payment it reverses.',
  alreadyReversed: 'That payment has already been reversed.',
  closed: 'This booking is already cancelled or released.',
  completed: 'A completed trip cannot be cancelled.',
  chargeRequired:
    'Enter the cancellation charge: the policy sets none for this many days before the journey.',
  chargeAbovePrice: 'The charge cannot be more than the tour price.',
  holdNotProvisional: 'Only a provisional booking has a hold to extend.',
  holdNotLater: 'The new hold must end after the current one.',
  noRefund: 'This booking has no refund.',
  refundStep: 'The refund is not at that step.',
  holidayExists: 'That day is already a holiday.',
  deleteRefused:
    'This booking has payments or has moved past a request: cancel it instead of deleting it.',
  detailsClosed: 'This booking is cancelled or released: its details can no longer change.',
} as const;
