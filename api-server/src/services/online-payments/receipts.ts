// Money Razorpay says it received (issue 28, docs/payments.md "Webhook"): the webhook's events and
// the hourly reconciliation both end here, so a payment is recorded once however it is heard of.
//
// - The webhook's signature is checked over the raw bytes of the body, in constant time, before
//   anything parses them (webhookIsSigned); a bad one is a 400 and nothing is written.
// - One transaction per payment, as the Razorpay actor: the booking's row lock, then the payment's
//   row in online_payments (its provider id is the key: a retried or second event of the same
//   payment finds it there and writes nothing), then the ledger entry through the booking office's
//   payments.record, so the stage, the receipt voucher, the timeline and the emails follow as for
//   any payment.
// - The amount is the one Razorpay says was paid. One that differs from the link's is recorded and
//   flagged; one paid after the booking was released or cancelled is kept out of the ledger,
//   flagged 'booking-closed' (money to refund); one for a reference nobody knows is stored in
//   razorpay_events. All of these answer 200, so Razorpay stops retrying.
import { createHmac, timingSafeEqual } from 'node:crypto';

import {
  acceptsPayments,
  formatInr,
  todayInIst,
  type Actor,
} from '@tours/shared-ui/booking-office';

import type { OnlinePaymentFlag } from '../../db/online-payments-schema';
import { HttpError } from '../../lib/http-errors';
import type { Repositories } from '../../repositories/create-repositories';
import { createOnlinePaymentsRepository } from '../../repositories/online-payments-repository';
import {
  createPaymentLinksRepository,
  type PaymentLink,
} from '../../repositories/payment-links-repository';
import { createRazorpayEventsRepository } from '../../repositories/razorpay-events-repository';
import type { BookingOffice } from '../../plugins/booking-office';
import { RAZORPAY_ACTOR } from './razorpay-client';
import { bookingRefundPaidOnline } from './refunds';

export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not match.';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Razorpay's webhook signature: the hex HMAC-SHA256 of the raw body with the webhook secret
 * (Razorpay's docs, "Validate webhooks"), compared in constant time.
 */
export function webhookIsSigned(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A payment as Razorpay tells it (an event's payment entity, or a fetched link's payment). */
export interface ProviderPayment {
  providerPaymentId: string;
  amountPaise: number;
  paidAt: Date;
  /** Our link's reference_id, when the event carries it (the link, or the payment's notes). */
  linkReference: string | null;
  /** Razorpay's id of the link, when known. */
  providerLinkId: string | null;
  source: 'webhook' | 'reconciliation';
}

export type ReceiptOutcome = 'recorded' | 'flagged' | 'duplicate' | 'unmatched';

/** Thrown inside the transaction when the payment is already stored: rolled back, answered 200. */
class AlreadyRecorded extends Error {}

export interface ReceiptsOptions {
  bookingOffice: BookingOffice;
  repositories: Repositories;
  transaction<T>(actor: Actor | null, work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

function flagOf(stageAccepts: boolean, amountPaise: number, link: PaymentLink): OnlinePaymentFlag {
  if (!stageAccepts) return 'booking-closed';
  if (amountPaise % 100 !== 0) return 'not-whole-rupees';
  return amountPaise === link.amountPaise ? '' : 'amount-differs';
}

export function createReceipts(options: ReceiptsOptions) {
  const reads = options.repositories;
  const inFlight = new Map<string, Promise<ReceiptOutcome>>();

  async function linkOf(payment: ProviderPayment): Promise<PaymentLink | null> {
    const links = createPaymentLinksRepository(reads.db);
    return (
      (payment.linkReference ? await links.byReference(payment.linkReference) : null) ??
      (payment.providerLinkId ? await links.byProviderId(payment.providerLinkId) : null)
    );
  }

  return {
    /** Stores an event nobody could match, for the owner (razorpay_events). */
    async unmatched(event: string, reference: string, reason: string, body: unknown) {
      await options.transaction(null, (repositories) =>
        createRazorpayEventsRepository(repositories.db).add({ event, reference, reason, body }),
      );
    },

    /**
     * Records one payment Razorpay received, exactly once (see the top of this file). Deliveries
     * of the same payment arriving at this replica while one is being recorded wait for it and
     * answer 'duplicate', instead of each holding a connection while waiting on the booking's lock.
     */
    receive(payment: ProviderPayment, event: string, body: unknown): Promise<ReceiptOutcome> {
      const running = inFlight.get(payment.providerPaymentId);
      if (running) return running.then(() => 'duplicate' as const);
      const work = this.record(payment, event, body).finally(() =>
        inFlight.delete(payment.providerPaymentId),
      );
      inFlight.set(payment.providerPaymentId, work);
      return work;
    },

    async record(payment: ProviderPayment, event: string, body: unknown): Promise<ReceiptOutcome> {
      const online = createOnlinePaymentsRepository(reads.db);
      if (await online.has(payment.providerPaymentId)) return 'duplicate';
      const link = await linkOf(payment);
      if (!link) {
        await this.unmatched(event, payment.linkReference ?? '', 'unknown reference', body);
        return 'unmatched';
      }
      try {
        return await options.transaction(RAZORPAY_ACTOR, async (repositories) => {
          const row = await repositories.bookings.lock(link.bookingId);
          if (!row)
            throw new Error(`Booking ${link.bookingId} of link ${link.referenceId} is gone.`);
          const flag = flagOf(acceptsPayments(row.stage), payment.amountPaise, link);
          const stored = await createOnlinePaymentsRepository(repositories.db).add({
            providerPaymentId: payment.providerPaymentId,
            bookingId: row.id,
            linkId: link.id,
            amountPaise: payment.amountPaise,
            expectedPaise: link.amountPaise,
            flag,
            source: payment.source,
            paidAt: payment.paidAt,
          });
          if (!stored) throw new AlreadyRecorded();
          await createPaymentLinksRepository(repositories.db).setStatus(link.id, 'paid');
          const rupees = Math.floor(payment.amountPaise / 100);
          const paid = formatInr(rupees);
          if (flag === 'booking-closed' || rupees === 0) {
            await repositories.audit.record({
              entity: 'payment',
              entityId: payment.providerPaymentId,
              action: 'payment',
              summary: `Online payment ${paid} (${payment.providerPaymentId}) on ${row.reference} after it was ${row.stage}: to refund`,
            });
            return 'flagged';
          }
          const result = await options.bookingOffice.payments.record(repositories, row.id, {
            amount: rupees,
            paidOn: todayInIst(payment.paidAt),
            method: 'online',
            reference: payment.providerPaymentId,
            reason:
              flag === ''
                ? ''
                : `Paid online ${formatInr(payment.amountPaise / 100)}; the link asked for ${formatInr(link.amountPaise / 100)}`,
            reverses: null,
          });
          await createOnlinePaymentsRepository(repositories.db).setLedgerEntry(
            payment.providerPaymentId,
            result.payment.id,
          );
          return flag === '' ? 'recorded' : 'flagged';
        });
      } catch (error) {
        if (error instanceof AlreadyRecorded) return 'duplicate';
        throw error;
      }
    },

    /**
     * refund.processed / refund.failed: the refund we asked for moves on, audited as Razorpay's
     * step, and a processed one pays the booking's refund when it is that refund (refunds.ts).
     */
    async refundSettled(refundId: string, status: 'processed' | 'failed', body: unknown) {
      if (!(await createOnlinePaymentsRepository(reads.db).findByRefund(refundId))) {
        await this.unmatched(`refund.${status}`, refundId, 'unknown refund', body);
        return;
      }
      await options.transaction(RAZORPAY_ACTOR, async (repositories) => {
        await createOnlinePaymentsRepository(repositories.db).setRefundStatus(refundId, status);
        await repositories.audit.record({
          entity: 'refund',
          entityId: refundId,
          action: 'refund-process',
          summary: `Razorpay refund ${refundId}: ${status}`,
        });
        if (status === 'processed') await bookingRefundPaidOnline(repositories, refundId);
      });
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;

/** The parts of Razorpay's webhook body this product reads (Razorpay's docs, "Webhook payloads"). */
interface WebhookBody {
  event?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown } };
    payment?: {
      entity?: {
        id?: unknown;
        amount?: unknown;
        created_at?: unknown;
        status?: unknown;
        notes?: unknown;
      };
    };
    refund?: { entity?: { id?: unknown; status?: unknown } };
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The payment of an event, or null when it has none we can read. */
function paymentOf(body: WebhookBody, linkReference: string | null): ProviderPayment | null {
  const entity = body.payload?.payment?.entity;
  const id = text(entity?.id);
  const amount = entity?.amount;
  if (!id || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return null;
  }
  const createdAt = typeof entity?.created_at === 'number' ? entity.created_at * 1000 : Date.now();
  return {
    providerPaymentId: id,
    amountPaise: amount,
    paidAt: new Date(createdAt),
    linkReference,
    providerLinkId: text(body.payload?.payment_link?.entity?.id),
    source: 'webhook',
  };
}

/**
 * POST /api/payments/razorpay/webhook: the signature first (400, nothing written), then the event.
 * Answers what became of it (the route answers 200 with it).
 */
export async function handleWebhook(
  receipts: Receipts,
  secret: string,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): Promise<{ event: string; outcome: ReceiptOutcome | 'ignored' | 'refund' }> {
  if (!webhookIsSigned(rawBody, signature, secret)) throw new HttpError(400, BAD_SIGNATURE_MESSAGE);
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new HttpError(400, 'The webhook body is not JSON.');
  }
  const event = text(body?.event) ?? '';
  switch (event) {
    case 'payment_link.paid': {
      const reference = text(body.payload?.payment_link?.entity?.reference_id);
      const payment = paymentOf(body, reference);
      if (!payment) {
        await receipts.unmatched(event, reference ?? '', 'no payment in the event', body);
        return { event, outcome: 'unmatched' };
      }
      return { event, outcome: await receipts.receive(payment, event, body) };
    }
    case 'payment.captured': {
      const notes = body.payload?.payment?.entity?.notes as Record<string, unknown> | undefined;
      const reference = text(notes?.link_reference);
      // A payment of the account that is not one of our links' (no reference of ours): not ours.
      if (!reference) return { event, outcome: 'ignored' };
      const payment = paymentOf(body, reference);
      if (!payment) {
        await receipts.unmatched(event, reference, 'no payment in the event', body);
        return { event, outcome: 'unmatched' };
      }
      return { event, outcome: await receipts.receive(payment, event, body) };
    }
    case 'refund.processed':
    case 'refund.failed': {
      const id = text(body.payload?.refund?.entity?.id);
      if (id)
        await receipts.refundSettled(
          id,
          event === 'refund.processed' ? 'processed' : 'failed',
          body,
        );
      return { event, outcome: 'refund' };
    }
    default:
      return { event, outcome: 'ignored' };
  }
}
