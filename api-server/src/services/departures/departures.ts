// A departure itself (docs/departures.md): created on a destination, changed (seats never below
// those taken; more seats promote the waitlist in the same transaction), deleted only with no
// booking, read by the admin with its seats and money and by the public pages with seats left.
import {
  departureEndDate,
  type Departure,
  type DepartureOverview,
  type PublicDeparture,
} from '@tours/shared-ui/domain';
import { todayInIst, type IsoDate } from '@tours/shared-ui/booking-office';
import {
  DEPARTURE_ERRORS,
  type departureInputSchema,
  type departureUpdateSchema,
} from '@tours/shared-ui/schemas';
import type { z } from 'zod';

import type { DepartureRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { DepartureCounts, DepartureJoined } from '../../repositories/departures-repository';
import type { Calendar } from '../booking-office/calendar';
import { promoteWaitlist } from './waitlist';

export type DepartureInput = z.output<typeof departureInputSchema>;
export type DepartureUpdate = z.output<typeof departureUpdateSchema>;

const conflict = (message: string) => new HttpError(409, message);

const NO_PRICES = { Budget: null, Deluxe: null, Luxury: null, child: null };

/** What every page may read: dates, prices (the destination's unless set), seats left. */
export function toPublicDeparture(row: DepartureJoined, taken: number): PublicDeparture {
  return {
    _id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    seatsLeft: Math.max(0, row.seats - taken),
    prices: row.prices ?? row.destination_prices ?? NO_PRICES,
    pickupPoints: row.pickup_points,
    note: row.note,
  };
}

export function toDeparture(row: DepartureJoined, counts: DepartureCounts): Departure {
  return {
    ...toPublicDeparture(row, counts.sold + counts.held),
    destinationId: row.destination_id,
    destination: row.destination,
    slug: row.slug,
    seats: row.seats,
    open: row.open,
    cancelled: row.cancelled_at !== null,
    waitlist: counts.waitlist,
  };
}

export function toOverview(row: DepartureJoined, counts: DepartureCounts): DepartureOverview {
  return {
    ...toDeparture(row, counts),
    seatsSold: counts.sold,
    seatsHeld: counts.held,
    received: counts.received,
    due: counts.due,
  };
}

/** The departure as the admin reads it (404 when there is none). */
export async function overviewOf(
  repositories: Repositories,
  id: string,
): Promise<DepartureOverview> {
  const row = await repositories.departures.find(id);
  if (!row) throw notFound('Departure');
  const counts = await repositories.departures.countsOf([row.id]);
  return toOverview(row, counts.get(row.id)!);
}

/** The audit's view of a departure's own fields. */
const audited = (row: DepartureRow) => ({
  startDate: row.start_date,
  endDate: row.end_date,
  seats: row.seats,
  prices: row.prices,
  pickupPoints: row.pickup_points,
  note: row.note,
  open: row.open,
});

export function createDepartureAdmin(calendar: Calendar) {
  return {
    async create(
      repositories: Repositories,
      destinationId: string,
      input: DepartureInput,
    ): Promise<Departure> {
      const destination = await repositories.destinations.findById(destinationId);
      if (!destination) throw notFound('Destination');
      const row = await repositories.departures.insert({
        destination_id: destination._id,
        start_date: input.startDate,
        end_date: departureEndDate(input.startDate, destination.nights ?? 0),
        seats: input.seats,
        prices: input.prices ?? null,
        pickup_points: input.pickupPoints,
        note: input.note,
        open: input.open,
      });
      await repositories.audit.record({
        entity: 'departure',
        entityId: row.id,
        action: 'create',
        summary: `Departure to ${destination.name} on ${row.start_date} created (${row.seats} seats)`,
        changes: changesBetween(null, audited(row)),
      });
      return (await overviewOf(repositories, row.id)) satisfies Departure;
    },

    /**
     * Changes what is sent. Seats below those taken: 409. A new start date moves its bookings'
     * days with it. More seats (or reopening) give the freed seats to the waitlist here.
     */
    async update(
      repositories: Repositories,
      id: string,
      change: DepartureUpdate,
      now = new Date(),
    ): Promise<Departure> {
      const stored = await repositories.departures.lock(id);
      if (!stored) throw notFound('Departure');
      if (stored.cancelled_at) throw conflict(DEPARTURE_ERRORS.alreadyCancelled);
      const taken = await repositories.departures.seatsTaken(id);
      if (change.seats !== undefined && change.seats < taken) {
        throw new HttpError(409, DEPARTURE_ERRORS.seatsBelowTaken, {
          seats: `${DEPARTURE_ERRORS.seatsBelowTaken} (${taken})`,
        });
      }
      const nights = Math.round(
        (Date.parse(stored.end_date) - Date.parse(stored.start_date)) / 86_400_000,
      );
      const startDate = change.startDate ?? stored.start_date;
      const row = await repositories.departures.update(id, {
        start_date: startDate,
        end_date: departureEndDate(startDate, nights),
        ...(change.seats !== undefined ? { seats: change.seats } : {}),
        ...(change.prices !== undefined ? { prices: change.prices } : {}),
        ...(change.pickupPoints !== undefined ? { pickup_points: change.pickupPoints } : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
        ...(change.open !== undefined ? { open: change.open } : {}),
      });
      if (row.start_date !== stored.start_date) {
        await repositories.departures.moveBookingDays(id, row.start_date, row.end_date);
      }
      const promoted = await promoteWaitlist(repositories, calendar, id, now);
      await repositories.audit.record({
        entity: 'departure',
        entityId: id,
        action: 'update',
        summary: `Departure of ${row.start_date} changed${promoted.length > 0 ? `: ${promoted.length} waitlisted booking(s) given seats` : ''}`,
        changes: changesBetween(audited(stored), audited(row)),
      });
      return overviewOf(repositories, id);
    },

    /** 409 when any booking names it: close or cancel it instead. */
    async remove(repositories: Repositories, id: string): Promise<void> {
      const row = await repositories.departures.lock(id);
      if (!row) throw notFound('Departure');
      if (await repositories.departures.hasBookings(id)) {
        throw conflict(DEPARTURE_ERRORS.deleteRefused);
      }
      await repositories.departures.remove(id);
      await repositories.audit.record({
        entity: 'departure',
        entityId: id,
        action: 'delete',
        summary: `Departure of ${row.start_date} deleted`,
        changes: changesBetween(audited(row), null),
      });
    },

    /** GET /api/departures: those starting in the range (from today by default), soonest first. */
    async list(
      repositories: Repositories,
      range: { from?: IsoDate; to?: IsoDate },
      now = new Date(),
    ): Promise<DepartureOverview[]> {
      const rows = await repositories.departures.inRange(
        range.from ?? todayInIst(now),
        range.to ?? null,
      );
      const counts = await repositories.departures.countsOf(rows.map((row) => row.id));
      return rows.map((row) => toOverview(row, counts.get(row.id)!));
    },

    get: overviewOf,

    /** A destination's upcoming open departures for its public page (404: no such slug). */
    async ofDestination(
      repositories: Repositories,
      slug: string,
      now = new Date(),
    ): Promise<PublicDeparture[]> {
      const destination = await repositories.destinations.findBySlug(slug);
      if (!destination) throw notFound('Destination');
      const rows = await repositories.departures.bookableOf(destination._id, todayInIst(now));
      const taken = await repositories.departures.takenOf(rows.map((row) => row.id));
      return rows.map((row) => toPublicDeparture(row, taken.get(row.id) ?? 0));
    },
  };
}
