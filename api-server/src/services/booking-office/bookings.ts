// A booking itself: the request a visitor sends or the booking an admin takes (reference, hold and
// estimated quote), one booking's detail, the traveller's status page, and the admin's quote and
// SPEC's status toggle (PUT /bookings/{id}).
import {
  changeStatus,
  estimateQuote,
  formatBookingReference,
  formatInr,
  holdUntil,
  isClosedStage,
  nextPayment,
  referenceMonth,
  todayInIst,
  type BookingDetail,
  type BookingRecord,
  type BookingStatusView,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  type AdminBookingInput,
  type BookingRequestInput,
  type BookingUpdateInput,
} from '@tours/shared-ui/schemas';

import { HttpError } from '../../lib/http-errors';
import { changesBetween } from '../../repositories/audit-repository';
import { toBooking } from '../../repositories/bookings-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { Calendar } from './calendar';
import {
  PERSONAL_BOOKING_FIELDS,
  addEvent,
  conflict,
  detailOf,
  found,
  locked,
  settle,
} from './steps';

export function createBookings(calendar: Calendar) {
  return {
    /**
     * A booking request (public: `source` website) or a booking taken by an admin: reference,
     * hold and estimated quote, stored with its `created` event (and audited for an admin).
     */
    async create(
      repositories: Repositories,
      input: BookingRequestInput | AdminBookingInput,
      now = new Date(),
    ): Promise<BookingRecord> {
      const byAdmin = 'source' in input;
      const quotedTotal =
        (byAdmin ? input.quotedTotal : null) ??
        estimateQuote(await repositories.destinations.pricesOf(input.destination), input);
      const month = referenceMonth(now);
      const reference = formatBookingReference(
        month,
        await repositories.bookingReferences.nextSequence(month),
      );
      const created = await repositories.bookings.create({
        name: input.name,
        phone: input.phone,
        email: input.email,
        destination: input.destination,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        adults: input.adults,
        children: input.children,
        category: input.category,
        message: input.message,
        reference,
        stage: 'provisional',
        status: false,
        holdUntil: holdUntil(now, await calendar.on(repositories, todayInIst(now))),
        quotedTotal,
        source: byAdmin ? input.source : 'website',
      });
      await addEvent(
        repositories,
        { id: created._id },
        'created',
        'provisional',
        byAdmin ? `Booking taken (${input.source})` : 'Booking request received',
      );
      if (repositories.audit.actor) {
        await repositories.audit.record({
          entity: 'booking',
          entityId: created._id,
          action: 'create',
          summary: `Booking ${reference} created (${created.source})`,
          changes: changesBetween(null, created, PERSONAL_BOOKING_FIELDS),
        });
      }
      return created;
    },

    async detail(repositories: Repositories, id: string): Promise<BookingDetail> {
      return detailOf(repositories, await found(repositories, id));
    },

    /** The traveller's view of their booking: the same 404 for a wrong reference or phone. */
    async statusView(
      repositories: Repositories,
      reference: string,
      phone: string,
    ): Promise<BookingStatusView> {
      const row = await repositories.bookings.findByReference(reference, phone);
      if (!row) throw new HttpError(404, BOOKING_OFFICE_ERRORS.statusNotFound);
      const booking = toBooking(row);
      const refund = await repositories.refunds.ofBooking(row.id);
      return {
        reference: booking.reference,
        destination: booking.destination,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
        category: booking.category,
        stage: booking.stage,
        holdUntil: booking.holdUntil,
        quotedTotal: booking.quotedTotal,
        received: booking.received,
        due: booking.due,
        nextPayment: nextPayment(booking),
        refund: refund
          ? { state: refund.state, amount: refund.amount, deadline: refund.deadline }
          : null,
      };
    },

    /** PUT /bookings/{id}: the quote first, then SPEC's status toggle, then stageFor. */
    async update(
      repositories: Repositories,
      id: string,
      change: BookingUpdateInput,
      now = new Date(),
    ): Promise<BookingRecord> {
      const row = await locked(repositories, id);
      const before = toBooking(row);
      let quotedTotal = row.quoted_total;
      let confirmedByHand = row.confirmed_by_hand;
      if (change.quotedTotal !== undefined) {
        if (isClosedStage(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.closed);
        quotedTotal = change.quotedTotal;
        if (quotedTotal !== row.quoted_total) {
          const words = quotedTotal === null ? 'cleared' : formatInr(quotedTotal);
          await addEvent(repositories, row, 'quote-set', row.stage, `Quoted total ${words}`);
        }
      }
      if (change.status !== undefined) {
        const result = changeStatus(
          {
            stage: row.stage,
            quotedTotal,
            received: row.received,
            confirmedByHand,
            checkOut: row.check_out,
            today: todayInIst(now),
          },
          change.status,
        );
        if (!result.ok) throw conflict(result.reason);
        confirmedByHand = result.confirmedByHand;
        await addEvent(
          repositories,
          row,
          'status-changed',
          row.stage,
          change.status ? 'Confirmed by hand' : 'Confirmation withdrawn',
        );
      }
      const updated = toBooking(
        await settle(
          repositories,
          calendar,
          row,
          { quoted_total: quotedTotal, received: row.received, confirmed_by_hand: confirmedByHand },
          now,
        ),
      );
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action: change.status === undefined ? 'quote' : 'status',
        summary:
          change.status === undefined
            ? `Quote of ${row.reference}: ${updated.quotedTotal === null ? 'cleared' : formatInr(updated.quotedTotal)}`
            : `Status of ${row.reference}: ${change.status ? 'Confirmed' : 'Pending'}`,
        changes: changesBetween(before, updated, PERSONAL_BOOKING_FIELDS),
      });
      return updated;
    },
  };
}
