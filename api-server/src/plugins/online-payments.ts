// App plugin `online-payments` (issue 28, docs/payments.md): Razorpay, only when its three settings
// are given (`app.onlinePayments` is null otherwise, and the product works as before: UPI QR, bank
// details, the ledger by hand). It keeps each owing booking's payment link in line with what the
// booking office's schedule asks now: after every commit that wrote a booking event (a quote set, a
// payment, a hold extended, a release...) and on the jobs' passes; and it reconciles open links
// with Razorpay once a period, in one replica.
import { nextPayment, type OnlinePaymentOffer } from '@tours/shared-ui/booking-office';
import fp from 'fastify-plugin';

import { withOnlinePaymentTables } from '../db/online-payments-schema';
import { createPaymentLinksRepository } from '../repositories/payment-links-repository';
import { createLinks, planFor, rupeesToPaise, type Links } from '../services/online-payments/links';
import {
  createRazorpayClient,
  type RazorpayClient,
  type RazorpaySettings,
} from '../services/online-payments/razorpay-client';
import { createReceipts, type Receipts } from '../services/online-payments/receipts';
import {
  createReconciliation,
  DEFAULT_RECONCILE_INTERVAL_MS,
} from '../services/online-payments/reconcile';
import { createOnlineRefunds } from '../services/online-payments/refunds';
import { officeSettings } from '../services/booking-office/settings';
import { JOB_BATCH } from './booking-office';

export interface OnlinePaymentsPluginOptions {
  /** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL; null: off. */
  razorpay: RazorpaySettings | null;
  /** SITE_URL: the links' callback is the booking's page there. */
  siteUrl: string;
  siteName: string;
  /** RAZORPAY_RECONCILE_MS: how often one replica asks Razorpay about every open link (1 hour). */
  reconcileIntervalMs?: number;
}

export interface OnlinePayments {
  client: RazorpayClient;
  webhookSecret: string;
  links: Links;
  receipts: Receipts;
  refunds: ReturnType<typeof createOnlineRefunds>;
  /** The live link of the instalment a booking (by reference) has to pay now, or null. */
  offer(reference: string, now?: Date): Promise<OnlinePaymentOffer | null>;
  /** Resolves when the link refreshes started after commits have finished (tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    onlinePayments: OnlinePayments | null;
  }
}

/** Booking events after which the booking's link may need making, remaking or cancelling. */
const LINK_EVENTS = new Set([
  'created',
  'details-changed',
  'quote-set',
  'hold-extended',
  'status-changed',
  'payment',
  'reversal',
  'stage-changed',
  'released',
  'cancelled',
  'completed',
  'waitlist-promoted',
  'departure-moved',
]);

export default fp<OnlinePaymentsPluginOptions>(
  async (app, options) => {
    if (!options.razorpay) {
      app.decorate('onlinePayments', null);
      return;
    }
    const client = createRazorpayClient(options.razorpay);
    const transaction = app.transaction.bind(app);
    const links = createLinks({
      client,
      siteUrl: options.siteUrl,
      siteName: options.siteName,
      log: app.log,
      transaction: (work) => transaction(null, work),
    });
    const receipts = createReceipts({
      bookingOffice: app.bookingOffice,
      repositories: app.repositories,
      transaction,
    });
    const reconciliation = createReconciliation({
      client,
      receipts,
      intervalMs: options.reconcileIntervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS,
      log: app.log,
      transaction: (work) => transaction(null, work),
    });

    const pending = new Set<Promise<void>>();
    const refreshSoon = (bookingId: string) => {
      const run = links
        .refresh(bookingId)
        .catch((error: unknown) =>
          app.log.warn({ err: error, bookingId }, 'payment link refresh failed'),
        )
        .finally(() => pending.delete(run));
      pending.add(run);
    };

    app.decorate('onlinePayments', {
      client,
      webhookSecret: options.razorpay.webhookSecret,
      links,
      receipts,
      refunds: createOnlineRefunds({ client, repositories: app.repositories, transaction }),
      async offer(reference: string, now = new Date()) {
        const { repositories } = app;
        const row = await repositories.db
          .selectFrom('bookings')
          .selectAll()
          .where('reference', '=', reference)
          .executeTakeFirst();
        if (!row) return null;
        const { beforeJourneyDays } = await officeSettings.get(repositories);
        const plan = planFor(row, beforeJourneyDays, now);
        if (!plan) return null;
        const live = (await createPaymentLinksRepository(repositories.db).ofBooking(row.id)).find(
          (link) =>
            link.status === 'created' &&
            link.shortUrl !== null &&
            link.instalment === plan.instalment &&
            link.amountPaise === plan.amountPaise &&
            link.expireBy.getTime() > now.getTime(),
        );
        const due = nextPayment({
          stage: row.stage,
          quotedTotal: row.quoted_total,
          received: row.received,
        });
        return live?.shortUrl && due && rupeesToPaise(due.amount) === live.amountPaise
          ? { amount: due.amount, url: live.shortUrl }
          : null;
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    } satisfies OnlinePayments);

    app.addTransactionHook({
      async beforeCommit() {},
      afterCommit(repositories) {
        const bookings = new Set<string>();
        for (const event of repositories.written) {
          if (event.kind === 'booking' && LINK_EVENTS.has(event.type))
            bookings.add(event.bookingId);
        }
        for (const bookingId of bookings) refreshSoon(bookingId);
      },
    });

    // Every pass: the bookings whose link is missing, stale or waiting on a call, a batch at a time.
    app.jobs.register({
      name: 'payment-links',
      async run(now) {
        const { repositories } = app;
        const db = withOnlinePaymentTables(repositories.db);
        const linkRows = createPaymentLinksRepository(repositories.db);
        const { beforeJourneyDays } = await officeSettings.get(repositories);
        const todo = new Set<string>([
          ...(await linkRows.bookingsWithPendingWork(now, JOB_BATCH)),
          ...(await linkRows.liveOfClosedBookings(JOB_BATCH)),
        ]);
        const live = await db
          .selectFrom('payment_links')
          .select(['booking_id', 'instalment', 'amount_paise', 'expire_by'])
          .where('status', 'in', ['creating', 'created'])
          .execute();
        for (const row of await repositories.bookings.owing()) {
          const plan = planFor(row, beforeJourneyDays, now);
          const mine = live.filter((link) => link.booking_id === row.id);
          const served =
            plan === null
              ? mine.length === 0
              : mine.length === 1 &&
                mine[0]?.instalment === plan.instalment &&
                Number(mine[0].amount_paise) === plan.amountPaise &&
                mine[0].expire_by.getTime() >= plan.expireBy.getTime();
          if (!served) todo.add(row.id);
        }
        for (const bookingId of todo) await links.refresh(bookingId, now);
        return todo.size;
      },
    });
    app.jobs.register({ name: 'razorpay-reconcile', run: (now) => reconciliation.run(now) });

    app.addHook('onClose', async () => {
      await app.onlinePayments?.settled();
    });
  },
  {
    name: 'online-payments',
    dependencies: ['repositories', 'jobs', 'booking-office'],
    fastify: '5.x',
  },
);
