// The company cancels a departure (too few travellers, a strike, a cyclone; docs/departures.md):
// the policy promises a full refund or a reschedule. In one transaction under the departure's
// lock: the departure closed and cancelled; each booking the admin moves goes to the departure
// the traveller chose (its reference and payments kept, the new days, seats taken there under
// that departure's lock); every other booking is cancelled with charge 0 by the booking office's
// own cancellation (so a refund of every rupee received is opened with the usual steps). Each
// booking's timeline event queues the traveller's message in the outbox.
import { holdUntil, todayInIst } from '@tours/shared-ui/booking-office';
import type { DepartureOverview } from '@tours/shared-ui/domain';
import { DEPARTURE_ERRORS, type departureCancelSchema } from '@tours/shared-ui/schemas';
import type { z } from 'zod';

import type { BookingRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import type { createCancellations } from '../booking-office/cancellations';
import type { Calendar } from '../booking-office/calendar';
import { addEvent } from '../booking-office/steps';
import { overviewOf } from './departures';
import { claimSeats } from './waitlist';

export type DepartureCancelInput = z.output<typeof departureCancelSchema>;
type Cancellations = ReturnType<typeof createCancellations>;

const conflict = (message: string) => new HttpError(409, message);

const OPEN_STAGES = ['waitlisted', 'provisional', 'confirmed', 'paid'] as const;

/** Moves one booking to `toDepartureId`, which must have seats for its whole party now. */
async function move(
  repositories: Repositories,
  calendar: Calendar,
  row: BookingRow,
  toDepartureId: string,
  now: Date,
): Promise<void> {
  const target = await repositories.departures.lock(toDepartureId);
  if (!target) throw conflict(DEPARTURE_ERRORS.moveTarget);
  // The traveller's pickup point where the new departure has it, else its first one.
  const points = target.pickup_points;
  const pickupPoint = points.includes(row.pickup_point) ? row.pickup_point : (points[0] ?? '');
  const claim = await claimSeats(
    repositories,
    target.id,
    row.adults + row.children,
    pickupPoint,
    now,
  ).catch(() => {
    throw conflict(DEPARTURE_ERRORS.moveTarget);
  });
  if (claim.stage !== 'provisional') throw conflict(DEPARTURE_ERRORS.moveTarget);
  const held = row.stage === 'waitlisted';
  await repositories.bookings.update(row.id, {
    departure_id: target.id,
    check_in: target.start_date,
    check_out: target.end_date,
    pickup_point: pickupPoint,
    // A waitlisted booking that gets its seats there is held like any new booking.
    ...(held
      ? {
          stage: 'provisional' as const,
          hold_until: holdUntil(now, await calendar.on(repositories, todayInIst(now))),
        }
      : {}),
  });
  await addEvent(
    repositories,
    row,
    'departure-moved',
    held ? 'provisional' : row.stage,
    `Moved to the departure of ${target.start_date} (the company cancelled ${row.check_in})`,
  );
  await repositories.audit.record({
    entity: 'booking',
    entityId: row.id,
    action: 'update',
    summary: `Booking ${row.reference} moved to the departure of ${target.start_date}`,
    changes: {
      departureId: { from: row.departure_id, to: target.id },
      checkIn: { from: row.check_in, to: target.start_date },
      checkOut: { from: row.check_out, to: target.end_date },
    },
  });
}

export function createCompanyCancellation(calendar: Calendar, cancellations: Cancellations) {
  return async function cancelDeparture(
    repositories: Repositories,
    id: string,
    input: DepartureCancelInput,
    now = new Date(),
  ): Promise<DepartureOverview> {
    const departure = await repositories.departures.lock(id);
    if (!departure) throw notFound('Departure');
    if (departure.cancelled_at) throw conflict(DEPARTURE_ERRORS.alreadyCancelled);
    const bookings = await repositories.departures.bookingsOf(id, OPEN_STAGES, true);
    const moves = new Map(input.moves.map((entry) => [entry.bookingId, entry.toDepartureId]));
    const ids = new Set(bookings.map((row) => row.id));
    for (const [bookingId, to] of moves) {
      if (!ids.has(bookingId)) throw conflict(DEPARTURE_ERRORS.moveBooking);
      if (to === id) throw conflict(DEPARTURE_ERRORS.moveTarget);
    }
    await repositories.departures.update(id, {
      open: false,
      cancelled_at: now.toISOString(),
      cancel_reason: input.reason,
    });
    let moved = 0;
    for (const row of bookings) {
      const to = moves.get(row.id);
      if (to) {
        await move(repositories, calendar, row, to, now);
        moved += 1;
      } else {
        await cancellations.cancel(
          repositories,
          row.id,
          { charge: 0, reason: `The company cancelled the departure: ${input.reason}` },
          now,
        );
      }
    }
    await repositories.audit.record({
      entity: 'departure',
      entityId: id,
      action: 'cancel',
      summary: `Departure of ${departure.start_date} cancelled by the company: ${bookings.length - moved} booking(s) cancelled with a full refund, ${moved} moved`,
      changes: {
        cancelled: { from: false, to: true },
        reason: { from: null, to: input.reason },
      },
    });
    return overviewOf(repositories, id);
  };
}
