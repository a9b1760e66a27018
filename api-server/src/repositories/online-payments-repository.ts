// The `online_payments` table (issue 28): every payment Razorpay told us of, once (its id is the
// key), with the ledger entry it became, or the flag that kept it out, and its refund.
import type { OnlinePayment } from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import {
  withOnlinePaymentTables,
  type OnlinePaymentFlag,
  type OnlinePaymentRow,
} from '../db/online-payments-schema';

export interface NewOnlinePayment {
  providerPaymentId: string;
  bookingId: string | null;
  linkId: string | null;
  amountPaise: number;
  expectedPaise: number | null;
  flag: OnlinePaymentFlag;
  source: 'webhook' | 'reconciliation';
  paidAt: Date;
}

/** GET /api/payments/online: an online payment with its booking's reference (shared-ui's shape). */
export type OnlinePaymentView = OnlinePayment;

function toView(row: OnlinePaymentRow & { reference: string | null }): OnlinePaymentView {
  return {
    providerPaymentId: row.provider_payment_id,
    bookingId: row.booking_id,
    reference: row.reference,
    paymentId: row.payment_id,
    amountPaise: Number(row.amount_paise),
    expectedPaise: row.expected_paise === null ? null : Number(row.expected_paise),
    flag: row.flag,
    source: row.source,
    paidAt: row.paid_at.toISOString(),
    refund:
      row.refund_id && row.refund_status && row.refund_paise !== null
        ? { id: row.refund_id, amountPaise: Number(row.refund_paise), status: row.refund_status }
        : null,
  };
}

export function createOnlinePaymentsRepository(database: Db) {
  const db = withOnlinePaymentTables(database);
  const views = () =>
    db
      .selectFrom('online_payments as online')
      .leftJoin('bookings', 'bookings.id', 'online.booking_id')
      .selectAll('online')
      .select('bookings.reference');
  return {
    /**
     * Stores the payment unless its id is already stored: true when this call stored it. A
     * concurrent insert of the same id waits for the other transaction and then finds it there.
     */
    async add(payment: NewOnlinePayment): Promise<boolean> {
      const row = await db
        .insertInto('online_payments')
        .values({
          provider_payment_id: payment.providerPaymentId,
          booking_id: payment.bookingId,
          link_id: payment.linkId,
          amount_paise: payment.amountPaise,
          expected_paise: payment.expectedPaise,
          flag: payment.flag,
          source: payment.source,
          paid_at: payment.paidAt.toISOString(),
        })
        .onConflict((conflict) => conflict.column('provider_payment_id').doNothing())
        .returning('provider_payment_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async has(providerPaymentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('online_payments')
        .select('provider_payment_id')
        .where('provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setLedgerEntry(providerPaymentId: string, paymentId: string): Promise<void> {
      await db
        .updateTable('online_payments')
        .set({ payment_id: paymentId })
        .where('provider_payment_id', '=', providerPaymentId)
        .execute();
    },

    async find(providerPaymentId: string): Promise<OnlinePaymentView | null> {
      const row = await views()
        .where('online.provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
      return row ? toView(row) : null;
    },

    /** The payment a refund of ours (Razorpay's refund id) gives back. */
    async findByRefund(refundId: string): Promise<OnlinePaymentView | null> {
      const row = await views().where('online.refund_id', '=', refundId).executeTakeFirst();
      return row ? toView(row) : null;
    },

    /** Newest first; `flagged` only those that need the owner. */
    async list(flagged: boolean): Promise<OnlinePaymentView[]> {
      let select = views();
      if (flagged) select = select.where('online.flag', '<>', '');
      const rows = await select.orderBy('online.paid_at', 'desc').limit(500).execute();
      return rows.map(toView);
    },

    /** Records the refund asked of Razorpay; false when one was already asked for. */
    async setRefund(
      providerPaymentId: string,
      refund: { id: string; amountPaise: number; status: 'pending' | 'processed' | 'failed' },
    ): Promise<boolean> {
      const result = await db
        .updateTable('online_payments')
        .set({
          refund_id: refund.id,
          refund_paise: refund.amountPaise,
          refund_status: refund.status,
        })
        .where('provider_payment_id', '=', providerPaymentId)
        .where('refund_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Puts Razorpay's refund (or nothing, when it refused) in place of the claim `claimId`. */
    async replaceRefund(
      claimId: string,
      refund: { id: string; status: 'pending' | 'processed' | 'failed' } | null,
    ): Promise<void> {
      await db
        .updateTable('online_payments')
        .set(
          refund
            ? { refund_id: refund.id, refund_status: refund.status }
            : { refund_id: null, refund_paise: null, refund_status: null },
        )
        .where('refund_id', '=', claimId)
        .execute();
    },

    /** refund.processed (or failed): answers whether the refund is one of ours. */
    async setRefundStatus(refundId: string, status: 'processed' | 'failed'): Promise<boolean> {
      const result = await db
        .updateTable('online_payments')
        .set({ refund_status: status })
        .where('refund_id', '=', refundId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** How many were stored (tests and the reliability suite count them). */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('online_payments')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      return row.count;
    },
  };
}

export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>;
