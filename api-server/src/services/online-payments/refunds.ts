// A refund of an online payment through Razorpay's refund API (issue 28): the owner's way to give
// back money that came online (a payment after a release, one paid twice); the policy's cheque
// stays for money received offline. The refund is claimed in the database first, so two clicks (or
// two replicas) never ask Razorpay twice; Razorpay's `refund.processed` webhook then moves it to
// processed, and with it the booking's own refund when it is that refund (bookingRefundPaidOnline).
import { randomUUID } from 'node:crypto';

import { formatInr, type Actor } from '@tours/shared-ui/booking-office';

import { HttpError, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import {
  createOnlinePaymentsRepository,
  type OnlinePaymentView,
} from '../../repositories/online-payments-repository';
import { refunds as bookingRefunds } from '../booking-office/refunds';
import { describeProviderError, RAZORPAY_ACTOR, type RazorpayClient } from './razorpay-client';

export const REFUND_ERRORS = {
  already: 'This payment already has a refund.',
  tooMuch: 'A refund cannot be more than the payment.',
  refused: 'Razorpay did not make the refund',
} as const;

/**
 * A refund of ours that Razorpay has processed pays the booking's approved refund when it gives
 * back that refund's amount (booking-office/refunds.ts processOnline: the refund step, its GST
 * refund voucher, the traveller's message). Called by the webhook and when Razorpay answers the
 * refund processed at once; the second call finds the booking's refund processed and does nothing.
 */
export async function bookingRefundPaidOnline(
  repositories: Repositories,
  refundId: string,
): Promise<void> {
  const payment = await createOnlinePaymentsRepository(repositories.db).findByRefund(refundId);
  if (!payment?.bookingId || payment.refund?.status !== 'processed') return;
  await bookingRefunds.processOnline(repositories, payment.bookingId, {
    refundId,
    amountPaise: payment.refund.amountPaise,
  });
}

export interface RefundsOptions {
  client: RazorpayClient;
  /** For reads outside a transaction (app.repositories). */
  repositories: Repositories;
  transaction<T>(actor: Actor | null, work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createOnlineRefunds(options: RefundsOptions) {
  return {
    /** Refunds `amountRupees` (default: all) of an online payment through Razorpay. */
    async refund(
      admin: Actor,
      providerPaymentId: string,
      amountRupees: number | undefined,
    ): Promise<OnlinePaymentView> {
      const claimId = `claim:${randomUUID()}`;
      const claimed = await options.transaction(admin, async (repositories) => {
        const online = createOnlinePaymentsRepository(repositories.db);
        const payment = await online.find(providerPaymentId);
        if (!payment) throw notFound('Online payment');
        if (payment.refund) throw new HttpError(409, REFUND_ERRORS.already);
        const amountPaise = amountRupees === undefined ? payment.amountPaise : amountRupees * 100;
        if (amountPaise > payment.amountPaise) throw new HttpError(409, REFUND_ERRORS.tooMuch);
        if (
          !(await online.setRefund(providerPaymentId, {
            id: claimId,
            amountPaise,
            status: 'pending',
          }))
        ) {
          throw new HttpError(409, REFUND_ERRORS.already);
        }
        await repositories.audit.record({
          entity: 'refund',
          entityId: providerPaymentId,
          action: 'refund-process',
          summary: `Refund ${formatInr(amountPaise / 100)} of online payment ${providerPaymentId}${payment.reference ? ` (${payment.reference})` : ''} through Razorpay`,
        });
        return { amountPaise, reference: payment.reference ?? '' };
      });
      const settle = (refund: { id: string; status: 'pending' | 'processed' | 'failed' } | null) =>
        options.transaction(RAZORPAY_ACTOR, async (repositories) => {
          await createOnlinePaymentsRepository(repositories.db).replaceRefund(claimId, refund);
          await repositories.audit.record({
            entity: 'refund',
            entityId: providerPaymentId,
            action: 'refund-process',
            summary: refund
              ? `Razorpay made refund ${refund.id} (${refund.status}) of online payment ${providerPaymentId}`
              : `Razorpay did not make the refund of online payment ${providerPaymentId}`,
          });
          if (refund?.status === 'processed')
            await bookingRefundPaidOnline(repositories, refund.id);
        });
      let made;
      try {
        made = await options.client.refund(providerPaymentId, claimed.amountPaise, {
          booking_reference: claimed.reference,
        });
      } catch (error) {
        await settle(null);
        throw new HttpError(502, `${REFUND_ERRORS.refused}: ${describeProviderError(error)}`);
      }
      await settle({ id: made.id, status: made.status });
      const answer = await createOnlinePaymentsRepository(options.repositories.db).find(
        providerPaymentId,
      );
      if (!answer) throw notFound('Online payment');
      return answer;
    },
  };
}
