// A booking itself: the request a visitor sends or the booking an admin takes (reference, hold and
// estimated quote), one booking's detail, the traveller's status page, the admin's quote, details
// and SPEC's status toggle (PUT /bookings/{id}), and the delete of a request made by mistake.
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
  afterDetailsChange,
  departureTrip,
  departureStatus,
  stayOf,
  storeTravellers,
  withDepartureFactsOf,
} from '../departures/departure-bookings';
import { gstSettings } from '../gst/settings';
import { issuedSummariesOf } from '../gst/view';
import { changeDetails, existingDestination } from './details';
import { scheduleOf } from './schedule';
import { officeSettings } from './settings';
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
      // A departure (issue 26) gives the destination, days and prices, and decides provisional or
      // waitlisted under its row lock, held until this transaction ends.
      const trip = await departureTrip(repositories, input, now);
      const stage = trip?.stage ?? 'provisional';
      // A booking the agency takes names one of its destinations. A visitor's is stored by its
      // English name when it names one (chosen on a Bengali or Hindi page: the office, the
      // manifests and the tax documents read English), else kept as typed.
      const named =
        trip || byAdmin ? null : await repositories.destinations.named(input.destination);
      const destination =
        trip?.destination ??
        (byAdmin
          ? await existingDestination(repositories, input.destination)
          : (named?.name ?? input.destination));
      const quotedTotal =
        (byAdmin ? input.quotedTotal : null) ??
        estimateQuote(
          trip
            ? trip.prices
            : ((byAdmin ? await repositories.destinations.named(destination) : named)?.prices ??
                null),
          input,
        );
      const month = referenceMonth(now);
      const reference = formatBookingReference(
        month,
        await repositories.bookingReferences.nextSequence(month),
      );
      const created = await repositories.bookings.create({
        name: input.name,
        phone: input.phone,
        email: input.email,
        destination,
        ...stayOf(input, trip),
        adults: input.adults,
        children: input.children,
        category: input.category,
        message: input.message,
        reference,
        stage,
        status: false,
        holdUntil: holdUntil(now, await calendar.on(repositories, todayInIst(now))),
        quotedTotal,
        quotedOn: quotedTotal === null ? null : todayInIst(now),
        source: byAdmin ? input.source : 'website',
        departureId: trip?.departureId ?? null,
        pickupPoint: trip?.pickupPoint ?? '',
        // The place of supply: the traveller's state, else the agency's (IGST Act s.12(2)(b)).
        stateCode: input.stateCode ?? (await gstSettings.get(repositories)).stateCode,
        gstin: input.gstin ?? '',
        // Its traveller's messages are written in it (issue 29); the admin's booking: English.
        language: input.language ?? 'en',
      });
      await storeTravellers(repositories, created._id, trip ? input.travellers : undefined);
      await addEvent(
        repositories,
        { id: created._id },
        'created',
        stage,
        `${byAdmin ? `Booking taken (${input.source})` : 'Booking request received'}${stage === 'waitlisted' ? ': waitlisted, the departure is full' : ''}`,
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
      return withDepartureFactsOf(repositories, created);
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
      const { beforeJourneyDays } = await officeSettings.get(repositories);
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
        schedule: scheduleOf(row, beforeJourneyDays),
        refund: refund
          ? { state: refund.state, amount: refund.amount, deadline: refund.deadline }
          : null,
        ...(await departureStatus(repositories, booking)),
        documents: await issuedSummariesOf(repositories, row.id),
      };
    },

    /**
     * PUT /bookings/{id}: the details first (details.ts), then the quote, then SPEC's status
     * toggle, then stageFor; one audit entry with every changed field.
     */
    async update(
      repositories: Repositories,
      id: string,
      change: BookingUpdateInput,
      now = new Date(),
    ): Promise<BookingDetail> {
      const stored = await locked(repositories, id);
      const before = toBooking(stored);
      const row = await afterDetailsChange(
        repositories,
        calendar,
        stored,
        await changeDetails(repositories, stored, change, now),
        now,
      );
      const detailsChanged = row !== stored;
      let quotedTotal = row.quoted_total;
      let confirmedByHand = row.confirmed_by_hand;
      if (change.quotedTotal !== undefined) {
        if (isClosedStage(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.closed);
        quotedTotal = change.quotedTotal;
        if (quotedTotal !== row.quoted_total) {
          await repositories.bookings.update(row.id, {
            quoted_on: quotedTotal === null ? null : todayInIst(now),
          });
          // The outbox tells the traveller of a quote set or changed ('quote-set').
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
      const settled = await settle(
        repositories,
        calendar,
        row,
        { quoted_total: quotedTotal, received: row.received, confirmed_by_hand: confirmedByHand },
        now,
      );
      const updated = toBooking(settled);
      const quote = updated.quotedTotal === null ? 'cleared' : formatInr(updated.quotedTotal);
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action:
          change.status !== undefined
            ? 'status'
            : detailsChanged || change.quotedTotal === undefined
              ? 'update'
              : 'quote',
        summary:
          change.status !== undefined
            ? `Status of ${row.reference}: ${change.status ? 'Confirmed' : 'Pending'}`
            : detailsChanged
              ? `Details of ${row.reference} changed`
              : change.quotedTotal === undefined
                ? `Details of ${row.reference}: no change`
                : `Quote of ${row.reference}: ${quote}`,
        changes: changesBetween(before, updated, PERSONAL_BOOKING_FIELDS),
      });
      return detailOf(repositories, settled);
    },

    /**
     * DELETE /bookings/{id}: only a provisional request with no ledger entry at all (spam, a
     * duplicate) is erased, with its whole record, personal values included, in the audit entry;
     * any other booking is a 409 and stays (cancel it instead).
     */
    async remove(repositories: Repositories, id: string): Promise<void> {
      const row = await locked(repositories, id);
      const ledger = await repositories.payments.ofBooking(row.id);
      if (row.stage !== 'provisional' || ledger.length > 0) {
        throw conflict(BOOKING_OFFICE_ERRORS.deleteRefused);
      }
      const record = toBooking(row);
      await repositories.bookings.remove(row.id);
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action: 'delete',
        summary: `Deleted booking ${row.reference}`,
        changes: changesBetween(record, null),
      });
    },
  };
}
