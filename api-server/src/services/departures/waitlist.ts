// The seats rule and the waitlist (docs/departures.md). Seats are taken and given back only in
// transactions that first lock the departure's row (SELECT ... FOR UPDATE): two API replicas
// selling the last seats at once queue on that lock, and the second counts the first's booking.
// Seats left = seats - the travellers of its provisional, confirmed and paid bookings.
import {
  holdUntil,
  todayInIst,
  type BookingStage,
  type IsoDate,
} from '@tours/shared-ui/booking-office';
import { DEPARTURE_ERRORS, DEPARTURE_MESSAGES } from '@tours/shared-ui/schemas';

import type { DepartureRow } from '../../db/schema';
import { HttpError, invalidInput } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import type { Calendar } from '../booking-office/calendar';

const conflict = (message: string) => new HttpError(409, message);

/** Why a departure takes no booking on `today`, or null when it does. */
export function refusalOf(departure: DepartureRow, today: IsoDate): string | null {
  if (departure.cancelled_at) return DEPARTURE_ERRORS.cancelled;
  if (departure.start_date < today) return DEPARTURE_ERRORS.started;
  if (!departure.open) return DEPARTURE_ERRORS.closed;
  return null;
}

export interface SeatClaim {
  departure: DepartureRow;
  /** provisional when the party fits the seats left, else waitlisted. */
  stage: Extract<BookingStage, 'provisional' | 'waitlisted'>;
  /** The pickup point as the departure has it in English (what the booking stores). */
  pickupPoint: string;
}

/**
 * A pickup point chosen on a Bengali or Hindi page is the translation of the English one at the
 * same place in the list (issue 29, docs/i18n.md): the booking and the manifest keep the English.
 */
async function englishPickupPoint(
  repositories: Repositories,
  departureId: string,
  points: readonly string[],
  chosen: string,
): Promise<string> {
  if (chosen === '' || points.includes(chosen)) return chosen;
  for (const row of await repositories.translations.departures.ofRecord(departureId)) {
    const translated = row.fields.pickupPoints;
    if (!Array.isArray(translated) || translated.length !== points.length) continue;
    const index = translated.indexOf(chosen);
    if (index >= 0) return points[index]!;
  }
  return chosen;
}

/**
 * Locks the departure and decides where a party of `travellers` goes: 400 for an unknown
 * departure or pickup point, 409 for a closed, cancelled or departed one or a party larger than
 * all its seats; provisional when it fits the seats left, waitlisted otherwise. The caller
 * stores the booking in this same transaction, so the lock covers the count and the insert.
 */
export async function claimSeats(
  repositories: Repositories,
  departureId: string,
  travellers: number,
  pickupPoint: string,
  now: Date,
): Promise<SeatClaim> {
  const departure = await repositories.departures.lock(departureId);
  if (!departure) throw invalidInput({ departureId: DEPARTURE_MESSAGES.departureId });
  const refusal = refusalOf(departure, todayInIst(now));
  if (refusal) throw conflict(refusal);
  if (travellers > departure.seats) throw conflict(DEPARTURE_ERRORS.tooManyTravellers);
  const points = departure.pickup_points;
  const point = await englishPickupPoint(repositories, departure.id, points, pickupPoint);
  if (points.length > 0 ? !points.includes(point) : point !== '') {
    throw invalidInput({ pickupPoint: DEPARTURE_MESSAGES.pickupPoint });
  }
  const left = departure.seats - (await repositories.departures.seatsTaken(departure.id));
  return {
    departure,
    stage: travellers <= left ? 'provisional' : 'waitlisted',
    pickupPoint: point,
  };
}

/** 1 for the next to get a seat, among the departure's waitlisted bookings in order. */
export async function waitlistPositions(
  repositories: Repositories,
  departureIds: readonly string[],
): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  for (const id of new Set(departureIds)) {
    const waiting = await repositories.departures.bookingsOf(id, ['waitlisted']);
    waiting.forEach((row, index) => positions.set(row.id, index + 1));
  }
  return positions;
}

/**
 * Gives freed seats to the waitlist, in the transaction that freed them: locks the departure,
 * then the earliest waitlisted bookings that now fit become provisional with a fresh hold and a
 * 'waitlist-promoted' event (its outbox message is written in this transaction: told exactly
 * once, whichever replica frees the seat). A cancelled or departed departure promotes none.
 * Answers the ids promoted.
 */
export async function promoteWaitlist(
  repositories: Repositories,
  calendar: Calendar,
  departureId: string,
  now: Date,
): Promise<string[]> {
  const departure = await repositories.departures.lock(departureId);
  const today = todayInIst(now);
  if (!departure || departure.cancelled_at || departure.start_date < today) return [];
  let left = departure.seats - (await repositories.departures.seatsTaken(departure.id));
  if (left <= 0) return [];
  const waiting = await repositories.departures.bookingsOf(departure.id, ['waitlisted'], true);
  const promoted: string[] = [];
  for (const row of waiting) {
    const party = row.adults + row.children;
    if (party > left) continue;
    left -= party;
    await repositories.bookings.update(row.id, {
      stage: 'provisional',
      status: false,
      hold_until: holdUntil(now, await calendar.on(repositories, today)),
    });
    // The timeline event (as steps.ts addEvent writes it; importing that would make a cycle).
    await repositories.timeline.add(row.id, {
      type: 'waitlist-promoted',
      stage: 'provisional',
      summary: `A seat freed up: held for ${party} traveller${party === 1 ? '' : 's'}`,
      actor: repositories.audit.actor,
    });
    promoted.push(row.id);
    if (left === 0) break;
  }
  return promoted;
}
