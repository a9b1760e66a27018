// A payment, or the reversal of one, recorded by the agency: a ledger entry under the booking's
// row lock, then the stage the money gives (stageFor), its timeline events and its audit entry.
import {
  PAYMENT_METHOD_LABELS,
  acceptsPayments,
  formatInr,
  type PaymentMethod,
  type PaymentResult,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  BOOKING_OFFICE_MESSAGES,
  type PaymentInput,
} from '@tours/shared-ui/schemas';

import { invalidInput } from '../../lib/http-errors';
import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { gstIssue } from '../gst/issue';
import type { Calendar } from './calendar';
import { actorOf, addEvent, conflict, detailOf, locked, settle } from './steps';

export function createPayments(calendar: Calendar) {
  return {
    /** A ledger entry (a payment, or a reversal of one), then the stage the money gives. */
    async record(
      repositories: Repositories,
      id: string,
      // The admin's entry (a manual method), or the Razorpay webhook's (method 'online').
      input: Omit<PaymentInput, 'method'> & { method: PaymentMethod },
      now = new Date(),
    ): Promise<PaymentResult> {
      const row = await locked(repositories, id);
      if (!acceptsPayments(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.paymentOnClosed);
      if (input.reverses !== null) {
        const reversed = await repositories.payments.find(row.id, input.reverses);
        if (!reversed || reversed.amount <= 0) {
          throw invalidInput({ reverses: BOOKING_OFFICE_MESSAGES.reverses });
        }
        if (await repositories.payments.isReversed(reversed.id)) {
          throw conflict(BOOKING_OFFICE_ERRORS.alreadyReversed);
        }
        if (input.amount !== -reversed.amount) {
          throw invalidInput({ amount: BOOKING_OFFICE_ERRORS.reversalAmount });
        }
      }
      if (row.received + input.amount < 0) throw conflict(BOOKING_OFFICE_ERRORS.reversalTooLarge);
      const payment = await repositories.payments.add({
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
        : `Payment ${formatInr(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` (${payment.reference})` : ''}`;
      await addEvent(repositories, row, reversal ? 'reversal' : 'payment', row.stage, what);
      const updated = await settle(
        repositories,
        calendar,
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
      // GST (docs/gst.md): an advance's receipt voucher, or the reversed payment's cancelled.
      // Last of the writes: its number's counter row stays locked until the commit, so the less
      // comes after it, the sooner the next payment gets its number.
      if (payment.reverses) {
        await gstIssue.reversed(repositories, payment.reverses, payment.reason, now);
      } else {
        await gstIssue.receipt(repositories, updated, payment, now);
      }
      return { payment, booking: await detailOf(repositories, updated) };
    },
  };
}
