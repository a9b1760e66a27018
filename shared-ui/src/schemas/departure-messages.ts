// The words of departures and departure bookings (issue 26): the field messages the forms show
// and the API sends under the same fields, and the 404/409 messages. Their own file, like the
// booking office's, so that the booking schemas use them without an import cycle.
import { MAX_DEPARTURE_SEATS, TRAVELLER_GENDERS, TRIP_THEMES } from '../domain/trips';

export const DEPARTURE_MESSAGES = {
  startDate: 'Enter the start date of the departure.',
  startDatePast: 'A departure cannot start in the past.',
  seats: `Seats must be a whole number from 1 to ${MAX_DEPARTURE_SEATS}.`,
  open: 'Open must be true or false.',
  pickupPoints: 'Pickup points must be a list of at most 20 places.',
  themes: `Themes are any of: ${TRIP_THEMES.join(', ')}.`,
  nights: 'Nights must be a whole number from 0 to 60.',
  days: 'Days must be a whole number from 1 to 61.',
  months: 'Months are whole numbers from 1 (January) to 12 (December).',
  travellerName: 'Enter the traveller’s name.',
  travellerAge: 'Enter the traveller’s age in years, from 0 to 120.',
  travellerGender: `Choose the traveller’s gender: ${TRAVELLER_GENDERS.join(', ')}.`,
  theme: `Choose a theme: ${TRIP_THEMES.join(', ')}.`,
  month: 'Choose a month as YYYY-MM.',
  budget: 'Enter a budget in whole rupees per adult, more than 0.',
  nightsRange: 'Choose nights as a number or a range such as 3-5.',
  travellers: 'Travellers must be a whole number from 1 to 50.',
  departureId: 'Choose a departure.',
  travellerList: 'Enter one traveller (name, age and gender) for each adult and child.',
  pickupPoint: 'Choose one of the departure’s pickup points.',
  cancelReason: 'Give the reason the departure is cancelled.',
  moves: 'Each move names a booking of this departure and the departure it moves to.',
  day: 'Enter the day as YYYY-MM-DD.',
  format: 'Choose json or csv.',
} as const;

/** Conflict and lookup answers (404/409 `message`s) of departures and departure bookings. */
export const DEPARTURE_ERRORS = {
  notFound: 'No such departure.',
  closed: 'This departure is closed for booking.',
  cancelled: 'This departure has been cancelled.',
  started: 'This departure has already left.',
  tooManyTravellers:
    'More travellers than this departure has seats: call us to arrange a group this large.',
  seatsBelowTaken: 'Seats cannot be fewer than the travellers already holding seats.',
  deleteRefused: 'This departure has bookings: close it or cancel it instead of deleting it.',
  alreadyCancelled: 'This departure is already cancelled.',
  moveTarget:
    'A booking can move only to another open departure that has not left and has seats for it.',
  moveBooking: 'Each booking moved must be an open booking of this departure.',
  destinationHasDepartures:
    'This destination has departures: cancel or delete them before deleting the destination.',
} as const;
