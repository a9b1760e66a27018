// The booking office's writes (docs/booking-office.md): each runs inside the caller's transaction
// (app.transaction), takes the booking's row lock first, decides with the shared rules of
// @tours/shared-ui/booking-office (stageFor, changeStatus, quoteCancellation, holdUntil ...), then
// writes the rows, the booking's timeline event and, for an admin, the audit entry.
import {
  BOOKING_STAGE_LABELS,
  acceptsPayments,
  addDays,
  changeStatus,
  estimateQuote,
  formatBookingReference,
  formatInr,
  holdUntil,
  isClosedStage,
  nextPayment,
  nextRefundState,
  quoteCancellation,
  referenceMonth,
  refundDeadline,
  refundFor,
  stageFor,
  statusOfStage,
  todayInIst,
  type Actor,
  type BookingDetail,
  type BookingEventType,
  type BookingRecord,
  type BookingStage,
  type BookingStatusView,
  type CancellationQuote,
  type DashboardSummary,
  type Holiday,
  type IsoDate,
  type PaymentResult,
  type RefundState,
  type WorkingCalendar,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  BOOKING_OFFICE_MESSAGES,
  type AdminBookingInput,
  type BookingRequestInput,
  type BookingUpdateInput,
  type CancelInput,
  holidayInputSchema,
  type HolidayInput,
  type PaymentInput,
  type RefundConfirmInput,
  type RefundProcessInput,
} from '@tours/shared-ui/schemas';

import type { BookingRow, BookingRowUpdate } from '../db/schema';
import { HttpError, invalidInput, notFound } from '../lib/http-errors';
import { changesBetween, type AuditChanges } from '../repositories/audit-repository';
import { toBooking } from '../repositories/bookings-repository';
import type { Repositories } from '../repositories/create-repositories';

/** A booking's fields that name or reach a person: never copied into the audit log. */
export const PERSONAL_BOOKING_FIELDS = ['name', 'phone', 'email', 'message'] as const;

export const HOLIDAY_NOT_FOUND = 'Holiday not found.';

const conflict = (message: string) => new HttpError(409, message);

const METHOD_WORDS = { upi: 'UPI', bank: 'bank transfer', cash: 'cash', cheque: 'cheque' } as const;

export interface BookingOfficeSettings {
  /** 0 Sunday ... 6 Saturday (WORKING_WEEKDAYS). */
  workingWeekdays: readonly number[];
}

/** The timeline's and the audit log's line for a stage change. */
const stageChange = (from: BookingStage, to: BookingStage) =>
  `Stage: ${BOOKING_STAGE_LABELS[from]} → ${BOOKING_STAGE_LABELS[to]}`;

export function createBookingOffice(settings: BookingOfficeSettings) {
  /** Working weekdays and the holidays from a year back to two years ahead. */
  async function calendarOn(repositories: Repositories, today: IsoDate): Promise<WorkingCalendar> {
    return {
      workingWeekdays: settings.workingWeekdays,
      holidays: await repositories.bookingOffice.holidayDates(
        addDays(today, -366),
        addDays(today, 731),
      ),
    };
  }

  async function locked(repositories: Repositories, id: string): Promise<BookingRow> {
    const row = await repositories.bookingOffice.lock(id);
    if (!row) throw notFound('Booking');
    return row;
  }

  const event = (
    repositories: Repositories,
    row: Pick<BookingRow, 'id'>,
    type: BookingEventType,
    stage: BookingStage,
    summary: string,
  ) =>
    repositories.bookingOffice.addEvent(row.id, {
      type,
      stage,
      summary,
      actor: repositories.audit.actor,
    });

  /** The admin who makes this write: every route that calls what needs it is admin-only. */
  function actorOf(repositories: Repositories): Actor {
    const { actor } = repositories.audit;
    if (!actor) throw new Error('This booking office write needs an admin.');
    return actor;
  }

  /**
   * Writes the booking's new money facts and the stage stageFor gives them, with a
   * `stage-changed` event when it moved. A booking that goes back to provisional gets a new hold.
   */
  async function settle(
    repositories: Repositories,
    row: BookingRow,
    facts: Pick<BookingRow, 'quoted_total' | 'received' | 'confirmed_by_hand'>,
    now: Date,
  ): Promise<BookingRow> {
    const today = todayInIst(now);
    const stage = stageFor({
      stage: row.stage,
      quotedTotal: facts.quoted_total,
      received: facts.received,
      confirmedByHand: facts.confirmed_by_hand,
      checkOut: row.check_out,
      today,
    });
    const values: BookingRowUpdate = { ...facts, stage, status: statusOfStage(stage) };
    if (stage === 'provisional' && row.stage !== 'provisional') {
      values.hold_until = holdUntil(now, await calendarOn(repositories, today));
    }
    const updated = await repositories.bookingOffice.update(row.id, values);
    if (stage !== row.stage) {
      await event(repositories, row, 'stage-changed', stage, stageChange(row.stage, stage));
    }
    return updated;
  }

  /** One step of a booking's refund, in the order nextRefundState gives. */
  async function refundStep(
    repositories: Repositories,
    id: string,
    to: RefundState,
    step: (amount: number) => {
      values: Parameters<Repositories['bookingOffice']['setRefund']>[1];
      type: BookingEventType;
      action: 'refund-process' | 'refund-confirm';
      summary: string;
    },
  ): Promise<BookingDetail> {
    const office = repositories.bookingOffice;
    const row = await locked(repositories, id);
    const refund = await office.refund(row.id);
    if (!refund) throw conflict(BOOKING_OFFICE_ERRORS.noRefund);
    if (nextRefundState(refund.state) !== to) throw conflict(BOOKING_OFFICE_ERRORS.refundStep);
    const { values, type, action, summary } = step(refund.amount);
    await office.setRefund(row.id, values);
    await event(repositories, row, type, row.stage, summary);
    await repositories.audit.record({
      entity: 'refund',
      entityId: row.id,
      action,
      summary: `${summary} (${row.reference})`,
      changes: changesBetween(
        {
          state: refund.state,
          chequeNumber: refund.chequeNumber,
          processedOn: refund.processedOn,
          confirmedOn: refund.confirmedOn,
        },
        {
          state: values.state ?? refund.state,
          chequeNumber: values.cheque_number ?? refund.chequeNumber,
          processedOn: values.processed_on ?? refund.processedOn,
          confirmedOn: values.confirmed_on ?? refund.confirmedOn,
        },
      ),
    });
    return detailOf(repositories, row);
  }

  async function detailOf(repositories: Repositories, row: BookingRow): Promise<BookingDetail> {
    return repositories.bookingOffice.detail(row);
  }

  return {
    calendarOn,

    /**
     * A booking request (public: `source` website) or a booking taken by an admin: reference,
     * hold and estimated quote, stored with its `created` event (and audited for an admin).
     */
    async create(
      repositories: Repositories,
      input: BookingRequestInput | AdminBookingInput,
      now = new Date(),
    ): Promise<BookingRecord> {
      const office = repositories.bookingOffice;
      const today = todayInIst(now);
      const byAdmin = 'source' in input;
      const quotedTotal =
        (byAdmin ? input.quotedTotal : null) ??
        estimateQuote(await office.pricesOf(input.destination), input);
      const month = referenceMonth(now);
      const reference = formatBookingReference(month, await office.nextSequence(month));
      const created = await repositories.bookings.create({
        name: input.name,
        phone: input.phone,
        email: input.email,
        destination: input.destination,
        check_in: input.checkIn,
        check_out: input.checkOut,
        adults: input.adults,
        children: input.children,
        category: input.category,
        message: input.message,
        reference,
        stage: 'provisional',
        status: false,
        hold_until: holdUntil(now, await calendarOn(repositories, today)),
        quoted_total: quotedTotal,
        source: byAdmin ? input.source : 'website',
      });
      await repositories.bookingOffice.addEvent(created._id, {
        type: 'created',
        stage: 'provisional',
        summary: byAdmin ? `Booking taken (${input.source})` : 'Booking request received',
        actor: repositories.audit.actor,
      });
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
      const row = await repositories.bookingOffice.findById(id);
      if (!row) throw notFound('Booking');
      return detailOf(repositories, row);
    },

    /** The traveller's view of their booking: the same 404 for a wrong reference or phone. */
    async statusView(
      repositories: Repositories,
      reference: string,
      phone: string,
    ): Promise<BookingStatusView> {
      const row = await repositories.bookingOffice.findByReference(reference, phone);
      if (!row) throw new HttpError(404, BOOKING_OFFICE_ERRORS.statusNotFound);
      const booking = toBooking(row);
      const refund = await repositories.bookingOffice.refund(row.id);
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
          await event(repositories, row, 'quote-set', row.stage, `Quoted total ${words}`);
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
        await event(
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
          row,
          { quoted_total: quotedTotal, received: row.received, confirmed_by_hand: confirmedByHand },
          now,
        ),
      );
      const changes = changesBetween(before, updated, PERSONAL_BOOKING_FIELDS);
      await repositories.audit.record({
        entity: 'booking',
        entityId: row.id,
        action: change.status === undefined ? 'quote' : 'status',
        summary:
          change.status === undefined
            ? `Quote of ${row.reference}: ${updated.quotedTotal === null ? 'cleared' : formatInr(updated.quotedTotal)}`
            : `Status of ${row.reference}: ${change.status ? 'Confirmed' : 'Pending'}`,
        changes,
      });
      return updated;
    },

    async extendHold(
      repositories: Repositories,
      id: string,
      until: string,
    ): Promise<BookingDetail> {
      const row = await locked(repositories, id);
      if (row.stage !== 'provisional') throw conflict(BOOKING_OFFICE_ERRORS.holdNotProvisional);
      const to = new Date(until);
      if (to.getTime() <= row.hold_until.getTime()) {
        throw conflict(BOOKING_OFFICE_ERRORS.holdNotLater);
      }
      const updated = await repositories.bookingOffice.update(row.id, {
        hold_until: to.toISOString(),
      });
      await event(
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

    /** A ledger entry (a payment, or a reversal of one), then the stage the money gives. */
    async recordPayment(
      repositories: Repositories,
      id: string,
      input: PaymentInput,
      now = new Date(),
    ): Promise<PaymentResult> {
      const office = repositories.bookingOffice;
      const row = await locked(repositories, id);
      if (!acceptsPayments(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.paymentOnClosed);
      if (input.reverses !== null) {
        const reversed = await office.findPayment(row.id, input.reverses);
        if (!reversed || reversed.amount <= 0) {
          throw invalidInput({ reverses: BOOKING_OFFICE_MESSAGES.reverses });
        }
        if (await office.isReversed(reversed.id)) {
          throw conflict(BOOKING_OFFICE_ERRORS.alreadyReversed);
        }
        if (input.amount !== -reversed.amount) {
          throw invalidInput({ amount: BOOKING_OFFICE_ERRORS.reversalAmount });
        }
      }
      if (row.received + input.amount < 0) throw conflict(BOOKING_OFFICE_ERRORS.reversalTooLarge);
      const payment = await office.addPayment({
        bookingId: row.id,
        amount: input.amount,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        reason: input.reason,
        reverses: input.reverses,
        recordedBy: actorOf(repositories),
      });
      const reversal = payment.amount < 0;
      const what = reversal
        ? `Reversal ${formatInr(payment.amount)} (${payment.reason})`
        : `Payment ${formatInr(payment.amount)} by ${METHOD_WORDS[payment.method]}${payment.reference ? ` (${payment.reference})` : ''}`;
      await event(repositories, row, reversal ? 'reversal' : 'payment', row.stage, what);
      const updated = await settle(
        repositories,
        row,
        {
          quoted_total: row.quoted_total,
          received: row.received + payment.amount,
          confirmed_by_hand: row.confirmed_by_hand,
        },
        now,
      );
      await repositories.audit.record({
        entity: 'payment',
        entityId: payment.id,
        action: reversal ? 'reversal' : 'payment',
        summary: `${reversal ? 'Reversal' : 'Payment'} ${formatInr(payment.amount)} on ${row.reference}`,
        changes: {
          ...changesBetween(null, {
            amount: payment.amount,
            paidOn: payment.paidOn,
            method: payment.method,
            reference: payment.reference,
            reason: payment.reason,
            reverses: payment.reverses,
          }),
          ...changesBetween(
            { received: row.received, stage: row.stage },
            { received: updated.received, stage: updated.stage },
          ),
        },
      });
      return { payment, booking: await detailOf(repositories, updated) };
    },

    async cancellationQuote(
      repositories: Repositories,
      id: string,
      on: IsoDate | undefined,
      now = new Date(),
    ): Promise<CancellationQuote> {
      const row = await repositories.bookingOffice.findById(id);
      if (!row) throw notFound('Booking');
      return quoteFor(row, on ?? todayInIst(now));
    },

    /** Records the cancellation with its charge, and approves the refund it leaves. */
    async cancel(
      repositories: Repositories,
      id: string,
      input: CancelInput,
      now = new Date(),
    ): Promise<BookingDetail> {
      const office = repositories.bookingOffice;
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
      await office.addCancellation(row.id, {
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
      const updated = await office.update(row.id, { stage: 'cancelled', status: false });
      await event(
        repositories,
        row,
        'cancelled',
        'cancelled',
        `Cancelled: charge ${formatInr(charge)}${chargeByHand ? ' (set by hand)' : ''}, refund ${formatInr(refund)}`,
      );
      if (refund > 0) {
        await office.approveRefund(
          row.id,
          refund,
          refundDeadline(now, await calendarOn(repositories, today)),
        );
      }
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

    /** approved → processed: the account payee cheque that pays the refund. */
    processRefund(
      repositories: Repositories,
      id: string,
      input: RefundProcessInput,
      now = new Date(),
    ): Promise<BookingDetail> {
      const processedOn = input.processedOn ?? todayInIst(now);
      return refundStep(repositories, id, 'processed', (amount) => ({
        values: {
          state: 'processed',
          cheque_number: input.chequeNumber,
          processed_on: processedOn,
        },
        type: 'refund-processed',
        action: 'refund-process',
        summary: `Refund ${formatInr(amount)} processed: cheque ${input.chequeNumber}`,
      }));
    },

    /** processed → confirmed: the traveller has the money. */
    confirmRefund(
      repositories: Repositories,
      id: string,
      input: RefundConfirmInput,
      now = new Date(),
    ): Promise<BookingDetail> {
      const confirmedOn = input.confirmedOn ?? todayInIst(now);
      return refundStep(repositories, id, 'confirmed', (amount) => ({
        values: { state: 'confirmed', confirmed_on: confirmedOn },
        type: 'refund-confirmed',
        action: 'refund-confirm',
        summary: `Refund ${formatInr(amount)} confirmed received`,
      }));
    },

    /** The job's release of expired holds: returns how many it released. */
    async releaseExpiredHolds(
      repositories: Repositories,
      now: Date,
      limit: number,
    ): Promise<number> {
      const office = repositories.bookingOffice;
      const rows = await office.claimExpiredHolds(now.toISOString(), limit);
      for (const row of rows) {
        await office.update(row.id, { stage: 'released', status: false });
        await event(repositories, row, 'released', 'released', 'Hold passed without confirmation');
        if (row.received > 0) {
          await office.approveRefund(
            row.id,
            row.received,
            refundDeadline(now, await calendarOn(repositories, todayInIst(now))),
          );
        }
      }
      return rows.length;
    },

    /** The job's completion of trips whose check-out day has passed. */
    async completeFinishedTrips(
      repositories: Repositories,
      now: Date,
      limit: number,
    ): Promise<number> {
      const rows = await repositories.bookingOffice.claimFinishedTrips(todayInIst(now), limit);
      for (const row of rows) {
        const { quoted_total, received, confirmed_by_hand } = row;
        await settle(repositories, row, { quoted_total, received, confirmed_by_hand }, now);
      }
      return rows.length;
    },

    async dashboard(repositories: Repositories, now = new Date()): Promise<DashboardSummary> {
      const office = repositories.bookingOffice;
      const today = todayInIst(now);
      const records = (rows: BookingRow[]) => rows.map(toBooking);
      const monthStart = `${today.slice(0, 7)}-01`;
      const nextMonthStart = `${addDays(monthStart, 31).slice(0, 7)}-01`;
      return {
        today,
        holdsExpiringToday: records(await office.holdsEndingOn(today)),
        holdsExpiringTomorrow: records(await office.holdsEndingOn(addDays(today, 1))),
        awaitingQuote: records(await office.awaitingQuote()),
        depositsThisMonth: await office.receivedBetween(monthStart, nextMonthStart),
        tripsNext30Days: records(await office.tripsStarting(today, addDays(today, 30))),
      };
    },

    async addHoliday(repositories: Repositories, input: HolidayInput): Promise<Holiday> {
      const holiday = await repositories.bookingOffice.addHoliday({ ...input, source: 'admin' });
      if (!holiday) throw conflict(BOOKING_OFFICE_ERRORS.holidayExists);
      await repositories.audit.record({
        entity: 'holiday',
        entityId: holiday.date,
        action: 'create',
        summary: `Holiday ${holiday.date} added: ${holiday.name}`,
        changes: changesBetween(null, holiday),
      });
      return holiday;
    },

    async removeHoliday(repositories: Repositories, date: string): Promise<void> {
      // Anything but a real day matches no holiday (and must not reach a date column).
      const holiday = holidayInputSchema.shape.date.safeParse(date).success
        ? await repositories.bookingOffice.removeHoliday(date)
        : null;
      if (!holiday) throw new HttpError(404, HOLIDAY_NOT_FOUND);
      await repositories.audit.record({
        entity: 'holiday',
        entityId: holiday.date,
        action: 'delete',
        summary: `Holiday ${holiday.date} removed: ${holiday.name}`,
        changes: changesBetween(holiday, null),
      });
    },
  };
}

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

export type BookingOffice = ReturnType<typeof createBookingOffice>;
export type { AuditChanges };
