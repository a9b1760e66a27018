// The hourly reconciliation (issue 28, docs/payments.md): one replica a period asks Razorpay for
// the state of every open link, so a webhook that never arrived is caught within the period. A
// payment found there goes through the same receipts.receive as the webhook's, keyed by the
// provider's payment id, so one found twice (or heard of by both) is recorded once.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';

import { withOnlinePaymentTables } from '../../db/online-payments-schema';
import type { Repositories } from '../../repositories/create-repositories';
import { createPaymentLinksRepository } from '../../repositories/payment-links-repository';
import { describeProviderError, type RazorpayClient } from './razorpay-client';
import type { Receipts } from './receipts';

export const DEFAULT_RECONCILE_INTERVAL_MS = 60 * 60 * 1000;
const RECONCILE_RUN = 'reconcile';

export interface ReconcileOptions {
  client: RazorpayClient;
  receipts: Receipts;
  intervalMs: number;
  log: FastifyBaseLogger;
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** Takes this period's turn: true for the one replica whose update moved `last_run_at`. */
function claimTurn(repositories: Repositories, now: Date, intervalMs: number): Promise<boolean> {
  const db = withOnlinePaymentTables(repositories.db);
  const due = new Date(now.getTime() - intervalMs);
  return db
    .insertInto('razorpay_job_runs')
    .values({ name: RECONCILE_RUN, last_run_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ last_run_at: now.toISOString() })
        .where('razorpay_job_runs.last_run_at', '<=', sql<Date>`${due.toISOString()}::timestamptz`),
    )
    .returning('name')
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function createReconciliation(options: ReconcileOptions) {
  const { client, receipts, log } = options;
  return {
    /** One pass, if it is this replica's turn: how many payments it recorded that nobody had. */
    async run(now: Date): Promise<number> {
      const mine = await options.transaction((repositories) =>
        claimTurn(repositories, now, options.intervalMs),
      );
      if (!mine) return 0;
      const open = await options.transaction((repositories) =>
        createPaymentLinksRepository(repositories.db).open(),
      );
      let found = 0;
      for (const link of open) {
        if (!link.providerLinkId) continue;
        let state;
        try {
          state = await client.fetchLink(link.providerLinkId);
        } catch (error) {
          log.warn(
            { reference: link.referenceId, err: describeProviderError(error) },
            'link not fetched',
          );
          continue;
        }
        for (const payment of state.payments ?? []) {
          if (payment.status !== 'captured') continue;
          const outcome = await receipts.receive(
            {
              providerPaymentId: payment.payment_id,
              amountPaise: payment.amount,
              paidAt: new Date(payment.created_at * 1000),
              linkReference: link.referenceId,
              providerLinkId: link.providerLinkId,
              source: 'reconciliation',
            },
            'reconciliation',
            state,
          );
          if (outcome === 'recorded' || outcome === 'flagged') found += 1;
        }
        if (state.status === 'expired' || state.status === 'cancelled') {
          await options.transaction((repositories) =>
            createPaymentLinksRepository(repositories.db).setStatus(
              link.id,
              state.status as 'expired' | 'cancelled',
              {
                from: ['created', 'cancelling'],
              },
            ),
          );
        }
      }
      if (found > 0) log.warn({ found }, 'reconciliation recorded payments no webhook had');
      return found;
    },
  };
}
