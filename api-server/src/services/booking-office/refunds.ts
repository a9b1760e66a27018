// A refund's steps after its approval (at cancellation, or when a paid hold is released): the
// account payee cheque that pays it (processed), then the traveller's word that it arrived
// (confirmed), each under the booking's row lock, in the order nextRefundState gives.
import {
  formatInr,
  nextRefundState,
  todayInIst,
  type BookingDetail,
  type BookingEventType,
  type RefundState,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  type RefundConfirmInput,
  type RefundProcessInput,
} from '@tours/shared-ui/schemas';

import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { RefundChange } from '../../repositories/refunds-repository';
import { gstIssue } from '../gst/issue';
import { addEvent, conflict, detailOf, locked } from './steps';

interface RefundStep {
  values: RefundChange;
  type: BookingEventType;
  action: 'refund-process' | 'refund-confirm';
  summary: string;
}

/** One step of a booking's refund to `to`, refused unless it is the next one. */
async function refundStep(
  repositories: Repositories,
  id: string,
  to: RefundState,
  step: (amount: number) => RefundStep,
  now: Date,
): Promise<BookingDetail> {
  const row = await locked(repositories, id);
  const refund = await repositories.refunds.ofBooking(row.id);
  if (!refund) throw conflict(BOOKING_OFFICE_ERRORS.noRefund);
  if (nextRefundState(refund.state) !== to) throw conflict(BOOKING_OFFICE_ERRORS.refundStep);
  const { values, type, action, summary } = step(refund.amount);
  await repositories.refunds.set(row.id, values);
  // The refund paid by cheque: its refund voucher (docs/gst.md).
  if (values.state === 'processed' && values.processed_on) {
    await gstIssue.refund(repositories, row, refund.amount, values.processed_on, now);
  }
  await addEvent(repositories, row, type, row.stage, summary);
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

export const refunds = {
  /** approved → processed: the account payee cheque that pays the refund. */
  process(
    repositories: Repositories,
    id: string,
    input: RefundProcessInput,
    now = new Date(),
  ): Promise<BookingDetail> {
    const processedOn = input.processedOn ?? todayInIst(now);
    return refundStep(
      repositories,
      id,
      'processed',
      (amount) => ({
        values: {
          state: 'processed',
          cheque_number: input.chequeNumber,
          processed_on: processedOn,
        },
        type: 'refund-processed',
        action: 'refund-process',
        summary: `Refund ${formatInr(amount)} processed: cheque ${input.chequeNumber}`,
      }),
      now,
    );
  },

  /** processed → confirmed: the traveller has the money. */
  confirm(
    repositories: Repositories,
    id: string,
    input: RefundConfirmInput,
    now = new Date(),
  ): Promise<BookingDetail> {
    const confirmedOn = input.confirmedOn ?? todayInIst(now);
    return refundStep(
      repositories,
      id,
      'confirmed',
      (amount) => ({
        values: { state: 'confirmed', confirmed_on: confirmedOn },
        type: 'refund-confirmed',
        action: 'refund-confirm',
        summary: `Refund ${formatInr(amount)} confirmed received`,
      }),
      now,
    );
  },
};
