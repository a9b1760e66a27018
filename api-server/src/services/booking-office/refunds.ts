// A refund's steps after its approval (at cancellation, or when a paid hold is released): the
// account payee cheque that pays it, or Razorpay's refund of money paid online (processed), then
// the traveller's word that it arrived (confirmed), each under the booking's row lock, in the order
// nextRefundState gives.
import {
  formatInr,
  nextRefundState,
  todayInIst,
  type BookingDetail,
  type BookingEventType,
  type IsoDate,
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
  // The refund paid (by cheque or online): its refund voucher (docs/gst.md).
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
        onlineRefundId: refund.onlineRefundId,
        processedOn: refund.processedOn,
        confirmedOn: refund.confirmedOn,
      },
      {
        state: values.state ?? refund.state,
        chequeNumber: values.cheque_number ?? refund.chequeNumber,
        onlineRefundId: values.online_refund_id ?? refund.onlineRefundId,
        processedOn: values.processed_on ?? refund.processedOn,
        confirmedOn: values.confirmed_on ?? refund.confirmedOn,
      },
    ),
  });
  return detailOf(repositories, row);
}

/** approved → processed: paid back by `paidWith` (a cheque, or Razorpay's refund), `how` in words. */
function paidBack(
  repositories: Repositories,
  id: string,
  paidWith: Pick<RefundChange, 'cheque_number' | 'online_refund_id'>,
  processedOn: IsoDate,
  how: string,
  now: Date,
): Promise<BookingDetail> {
  return refundStep(
    repositories,
    id,
    'processed',
    (amount) => ({
      values: { state: 'processed', ...paidWith, processed_on: processedOn },
      type: 'refund-processed',
      action: 'refund-process',
      summary: `Refund ${formatInr(amount)} processed: ${how}`,
    }),
    now,
  );
}

export const refunds = {
  /** approved → processed: the account payee cheque that pays the refund. */
  process(
    repositories: Repositories,
    id: string,
    input: RefundProcessInput,
    now = new Date(),
  ): Promise<BookingDetail> {
    return paidBack(
      repositories,
      id,
      { cheque_number: input.chequeNumber },
      input.processedOn ?? todayInIst(now),
      `cheque ${input.chequeNumber}`,
      now,
    );
  },

  /**
   * approved → processed by Razorpay (issue 28, docs/payments.md): its refund of a payment the
   * booking received online, for the refund's whole amount, pays the refund instead of a cheque.
   * Anything else (the refund not approved, or already paid; another amount: money paid twice, or
   * after a release) leaves the booking's refund as it is: false.
   */
  async processOnline(
    repositories: Repositories,
    id: string,
    online: { refundId: string; amountPaise: number },
    now = new Date(),
  ): Promise<boolean> {
    await locked(repositories, id);
    const refund = await repositories.refunds.ofBooking(id);
    if (refund?.state !== 'approved' || refund.amount * 100 !== online.amountPaise) return false;
    await paidBack(
      repositories,
      id,
      { online_refund_id: online.refundId },
      todayInIst(now),
      `through Razorpay (${online.refundId})`,
      now,
    );
    return true;
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
