// Cancelling a booking: what it would cost on a day (the policy's bands, quoteCancellation), and
// the cancellation itself with its charge and the refund it leaves, approved at once.
import {
  formatInr,
  isClosedStage,
  quoteCancellation,
  refundDeadline,
  refundFor,
  todayInIst,
  type BookingDetail,
  type CancellationQuote,
  type IsoDate,
} from '@tours/shared-ui/booking-office';
import { BOOKING_OFFICE_ERRORS, type CancelInput } from '@tours/shared-ui/schemas';

import type { BookingRow } from '../../db/schema';
import { invalidInput } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import { seatsFreed } from '../departures/departure-bookings';
import { gstIssue } from '../gst/issue';
import type { Calendar } from './calendar';
import { actorOf, addEvent, conflict, detailOf, found, locked } from './steps';

/** The policy's charge for cancelling `row` on `on`; 409 when it cannot be cancelled. */
function quoteFor(row: BookingRow, on: IsoDate): CancellationQuote {
  if (isClosedStage(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.closed);
  if (row.stage === 'completed') throw conflict(BOOKING_OFFICE_ERRORS.completed);
  return quoteCancellation({
    journeyDate: row.check_in,
    on,
    tourPrice: row.quoted_total,
    received: row.received,
    stage: row.stage,
  });
}

export function createCancellations(calendar: Calendar) {
  return {
    async quote(
      repositories: Repositories,
      id: string,
      on: IsoDate | undefined,
      now = new Date(),
    ): Promise<CancellationQuote> {
      return quoteFor(await found(repositories, id), on ?? todayInIst(now));
    },

    /** Records the cancellation with its charge, and approves the refund it leaves. */
    async cancel(
      repositories: Repositories,
      id: string,
      input: CancelInput,
      now = new Date(),
    ): Promise<BookingDetail> {
      const row = await locked(repositories, id);
      const today = todayInIst(now);
      const quote = quoteFor(row, input.on ?? today);
      const charge = input.charge ?? quote.charge;
      if (charge === null) throw invalidInput({ charge: BOOKING_OFFICE_ERRORS.chargeRequired });
      if (row.quoted_total !== null && charge > row.quoted_total) {
        throw invalidInput({ charge: BOOKING_OFFICE_ERRORS.chargeAbovePrice });
      }
      const refund = refundFor(row.received, charge);
      const chargeByHand = charge !== quote.charge;
      await repositories.cancellations.add(row.id, {
        on: input.on ?? today,
        daysBefore: quote.daysBefore,
        charge,
        refund,
        rule: quote.rule,
        ruleId: quote.ruleId,
        chargeByHand,
        reason: input.reason,
        recordedBy: actorOf(repositories),
      });
      const updated = await repositories.bookings.update(row.id, {
        stage: 'cancelled',
        status: false,
      });
      await addEvent(
        repositories,
        row,
        'cancelled',
        'cancelled',
        `Cancelled: charge ${formatInr(charge)}${chargeByHand ? ' (set by hand)' : ''}, refund ${formatInr(refund)}`,
      );
      if (refund > 0) {
        await repositories.refunds.approve(
          row.id,
          refund,
          refundDeadline(now, await calendar.on(repositories, today)),
        );
      }
      // The charge kept out of the money received: its tax invoice (docs/gst.md).
      await gstIssue.cancellationCharge(repositories, row, row.received - refund, today, now);
      await seatsFreed(repositories, calendar, row, now);
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action: 'cancel',
        summary: `Booking ${row.reference} cancelled: charge ${formatInr(charge)}, refund ${formatInr(refund)}`,
        changes: {
          stage: { from: row.stage, to: 'cancelled' },
          charge: { from: quote.charge, to: charge },
          refund: { from: null, to: refund },
        },
      });
      return detailOf(repositories, updated);
    },
  };
}
