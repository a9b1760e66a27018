// A provisional booking's hold: extended by the agency, released by the job once it has passed
// (SPEC §4); and the job's other pass over the calendar, completing trips whose check-out day has
// passed. The jobs claim their rows with FOR UPDATE SKIP LOCKED (repositories/bookings-repository)
// and run in batches, each in a transaction of its own (plugins/booking-office.ts).
import { refundDeadline, todayInIst, type BookingDetail } from '@tours/shared-ui/booking-office';
import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';

import type { Repositories } from '../../repositories/create-repositories';
import { seatsFreed } from '../departures/departure-bookings';
import type { Calendar } from './calendar';
import { addEvent, conflict, detailOf, locked, settle } from './steps';

export function createHolds(calendar: Calendar) {
  return {
    async extend(repositories: Repositories, id: string, until: string): Promise<BookingDetail> {
      const row = await locked(repositories, id);
      if (row.stage !== 'provisional') throw conflict(BOOKING_OFFICE_ERRORS.holdNotProvisional);
      const to = new Date(until);
      if (to.getTime() <= row.hold_until.getTime()) {
        throw conflict(BOOKING_OFFICE_ERRORS.holdNotLater);
      }
      const updated = await repositories.bookings.update(row.id, {
        hold_until: to.toISOString(),
      });
      await addEvent(
        repositories,
        row,
        'hold-extended',
        row.stage,
        `Hold extended to ${to.toISOString()}`,
      );
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action: 'extend-hold',
        summary: `Hold of ${row.reference} extended`,
        changes: {
          holdUntil: { from: row.hold_until.toISOString(), to: updated.hold_until.toISOString() },
        },
      });
      return detailOf(repositories, updated);
    },

    /** The job's release of expired holds: returns how many it released. */
    async releaseExpired(repositories: Repositories, now: Date, limit: number): Promise<number> {
      const rows = await repositories.bookings.claimExpiredHolds(now.toISOString(), limit);
      for (const row of rows) {
        await repositories.bookings.update(row.id, { stage: 'released', status: false });
        await addEvent(
          repositories,
          row,
          'released',
          'released',
          'Hold passed without confirmation',
        );
        if (row.received > 0) {
          await repositories.refunds.approve(
            row.id,
            row.received,
            refundDeadline(now, await calendar.on(repositories, todayInIst(now))),
          );
        }
        await seatsFreed(repositories, calendar, row, now);
      }
      return rows.length;
    },

    /** The job's completion of trips whose check-out day has passed. */
    async completeFinishedTrips(
      repositories: Repositories,
      now: Date,
      limit: number,
    ): Promise<number> {
      const rows = await repositories.bookings.claimFinishedTrips(todayInIst(now), limit);
      for (const row of rows) {
        const { quoted_total, received, confirmed_by_hand } = row;
        await settle(
          repositories,
          calendar,
          row,
          { quoted_total, received, confirmed_by_hand },
          now,
        );
      }
      return rows.length;
    },
  };
}
