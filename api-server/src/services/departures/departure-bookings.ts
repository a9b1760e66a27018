// A booking of a departure (docs/departures.md): what POST /api/bookings takes from the departure
// (destination, days, prices, the stage its seats allow), its travellers stored beside it, the
// answers' travellers and waitlist position, and what a change of a booking does to the seats.
import type {
  BookingRecord,
  BookingStatusView,
  DestinationPrices,
  IsoDate,
} from '@tours/shared-ui/booking-office';
import type { Traveller } from '@tours/shared-ui/domain';
import {
  BOOKING_OFFICE_MESSAGES,
  DEPARTURE_ERRORS,
  type AdminBookingInput,
  type BookingRequestInput,
} from '@tours/shared-ui/schemas';

import type { BookingRow } from '../../db/schema';
import { HttpError, invalidInput } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import type { Calendar } from '../booking-office/calendar';
import { claimSeats, promoteWaitlist, waitlistPositions, type SeatClaim } from './waitlist';

type BookingInput = BookingRequestInput | AdminBookingInput;

/** What a booking takes from its departure. */
export interface DepartureTrip {
  departureId: string;
  destination: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  prices: DestinationPrices | null;
  stage: SeatClaim['stage'];
  pickupPoint: string;
}

/**
 * For a booking with `departureId`: locks the departure, checks it takes the party and decides
 * provisional or waitlisted (waitlist.ts). Null for a tailor-made request.
 */
export async function departureTrip(
  repositories: Repositories,
  input: BookingInput,
  now: Date,
): Promise<DepartureTrip | null> {
  if (input.departureId === undefined) return null;
  const pickupPoint = input.pickupPoint ?? '';
  const claim = await claimSeats(
    repositories,
    input.departureId,
    input.adults + input.children,
    pickupPoint,
    now,
  );
  // The row is locked above; this read adds its destination's name and prices.
  const departure = await repositories.departures.find(claim.departure.id);
  if (!departure) throw new Error(`Departure ${claim.departure.id} vanished under its lock.`);
  return {
    departureId: departure.id,
    destination: departure.destination,
    checkIn: departure.start_date,
    checkOut: departure.end_date,
    prices: departure.prices ?? departure.destination_prices,
    stage: claim.stage,
    pickupPoint: claim.pickupPoint,
  };
}

/** The request's own days (the schema requires them without a departure). */
export function stayOf(input: BookingInput, trip: DepartureTrip | null) {
  if (trip) return { checkIn: trip.checkIn, checkOut: trip.checkOut };
  if (!input.checkIn || !input.checkOut) {
    throw invalidInput({
      ...(input.checkIn ? {} : { checkIn: BOOKING_OFFICE_MESSAGES.checkIn }),
      ...(input.checkOut ? {} : { checkOut: BOOKING_OFFICE_MESSAGES.checkOut }),
    });
  }
  return { checkIn: input.checkIn, checkOut: input.checkOut };
}

/** Stores the travellers a departure booking came with. */
export async function storeTravellers(
  repositories: Repositories,
  bookingId: string,
  travellers: readonly Traveller[] | undefined,
): Promise<void> {
  if (travellers && travellers.length > 0) {
    await repositories.bookingTravellers.replace(bookingId, travellers);
  }
}

/** The answers' travellers and waitlist positions (toBooking leaves them empty). */
export async function withDepartureFacts<T extends BookingRecord>(
  repositories: Repositories,
  bookings: T[],
): Promise<T[]> {
  const ofDepartures = bookings.filter((booking) => booking.departureId !== null);
  if (ofDepartures.length === 0) return bookings;
  const travellers = await repositories.bookingTravellers.ofBookings(
    ofDepartures.map((booking) => booking._id),
  );
  const waiting = ofDepartures.filter((booking) => booking.stage === 'waitlisted');
  const positions = await waitlistPositions(
    repositories,
    waiting.map((booking) => booking.departureId!),
  );
  return bookings.map((booking) =>
    booking.departureId === null
      ? booking
      : {
          ...booking,
          travellers: travellers.get(booking._id) ?? [],
          waitlistPosition: positions.get(booking._id) ?? null,
        },
  );
}

export async function withDepartureFactsOf<T extends BookingRecord>(
  repositories: Repositories,
  booking: T,
): Promise<T> {
  return (await withDepartureFacts(repositories, [booking]))[0]!;
}

/** The status page's departure facts: its days, pickup point, travellers and place in line. */
export async function departureStatus(
  repositories: Repositories,
  booking: BookingRecord,
): Promise<
  Pick<BookingStatusView, 'departure' | 'pickupPoint' | 'travellers' | 'waitlistPosition'>
> {
  const full = await withDepartureFactsOf(repositories, booking);
  const departure = full.departureId ? await repositories.departures.find(full.departureId) : null;
  return {
    departure: departure ? { startDate: departure.start_date, endDate: departure.end_date } : null,
    pickupPoint: full.pickupPoint,
    travellers: full.travellers,
    waitlistPosition: full.waitlistPosition,
  };
}

/**
 * After a change of a departure booking's details (services/booking-office/details.ts): new
 * days or another destination take it off the departure (a tailor-made trip from then on) and
 * give its seats to the waitlist; a smaller party gives seats back; a larger one must still fit
 * (409 otherwise). Answers the row as stored after.
 */
export async function afterDetailsChange(
  repositories: Repositories,
  calendar: Calendar,
  before: BookingRow,
  after: BookingRow,
  now: Date,
): Promise<BookingRow> {
  const departureId = before.departure_id;
  if (!departureId || after === before) return after;
  const departure = await repositories.departures.lock(departureId);
  if (!departure) return after;
  const moved =
    after.check_in !== before.check_in ||
    after.check_out !== before.check_out ||
    after.destination !== before.destination;
  if (moved) {
    const detached = await repositories.bookings.update(after.id, {
      departure_id: null,
      pickup_point: '',
      ...(after.stage === 'waitlisted' ? { stage: 'provisional' as const } : {}),
    });
    await promoteWaitlist(repositories, calendar, departureId, now);
    return detached;
  }
  const party = after.adults + after.children;
  const was = before.adults + before.children;
  if (party > was && after.stage !== 'waitlisted') {
    const taken = await repositories.departures.seatsTaken(departureId);
    if (taken > departure.seats) throw new HttpError(409, DEPARTURE_ERRORS.tooManyTravellers);
  }
  if (party < was) await promoteWaitlist(repositories, calendar, departureId, now);
  return after;
}

/** Gives a closed booking's seats to its departure's waitlist (cancellation, release). */
export async function seatsFreed(
  repositories: Repositories,
  calendar: Calendar,
  row: Pick<BookingRow, 'departure_id'>,
  now: Date,
): Promise<void> {
  if (row.departure_id) await promoteWaitlist(repositories, calendar, row.departure_id, now);
}
