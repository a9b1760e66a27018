// App plugin `notifications` (issue 14; docs/architecture.md "Mail and notifications"):
// - the outbox: a transaction hook writes, inside every transaction, the notification rows its
//   booking events and contact messages call for (services/notification-outbox.ts);
// - two background jobs of every replica: `hold-ending` (tells the agency, once per booking, of a
//   provisional hold that ends within 24 hours) and `send-notifications` (the sender,
//   services/notification-sender.ts), which also runs right after a commit that wrote rows;
// - `app.notifications` for the routes and the tests.
import nodemailer from 'nodemailer';
import fp from 'fastify-plugin';

import { JOB_BATCH } from './booking-office';
import { createNotificationOutbox, type NotificationOutbox } from '../services/notification-outbox';
import type { SiteSettings } from '../services/notification-messages';
import {
  createNotificationSender,
  DEFAULT_RETRY_POLICY,
  type NotificationSender,
  type RetryPolicy,
  type WhatsAppSettings,
} from '../services/notification-sender';

export interface NotificationsPluginOptions extends SiteSettings {
  /** Razorpay is set up (issue 28): the quote and reminders say 'Pay ₹8,000 online'. */
  onlinePayments?: boolean;
  /** SMTP_URL ('smtp://localhost:1025'); unset: no email is written or sent. */
  smtpUrl?: string | null;
  /** MAIL_FROM. */
  mailFrom: string;
  /** AGENCY_NOTIFY_EMAIL. */
  agencyEmails: readonly string[];
  /** WhatsApp Cloud API, when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. */
  whatsapp?: WhatsAppSettings | null;
  retry?: Partial<RetryPolicy>;
  /** AGENCY_UPI_ID: the UPI links of the quote message and reminders; unset: bank details. */
  upiId?: string | null;
  /** Send right after a commit that wrote rows (default: only on the jobs' passes). */
  sendOnCommit?: boolean;
}

/** How far ahead a hold's end makes the agency be told. */
export const HOLD_ENDING_WINDOW_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      outbox: NotificationOutbox;
      sender: NotificationSender;
    };
  }
}

/** The domain part of MAIL_FROM's address, for the Message-IDs. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() || 'localhost';
}

export default fp<NotificationsPluginOptions>(
  async (app, options) => {
    const mail = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          // A server that does not answer fails the attempt (and it is retried) well within the
          // sender's lease.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
    const whatsapp = options.whatsapp ?? null;
    const outbox = createNotificationOutbox({
      agencyEmails: options.agencyEmails,
      email: mail !== null,
      whatsapp: whatsapp !== null,
      messageIdDomain: mailDomain(options.mailFrom),
      upiId: options.upiId ?? null,
      payeeName: options.siteName,
      onlinePayments: options.onlinePayments ?? false,
    });
    const sender = createNotificationSender({
      db: app.database.db,
      site: { siteName: options.siteName, siteUrl: options.siteUrl.replace(/\/+$/, '') },
      from: options.mailFrom,
      mail,
      whatsapp,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      log: app.log,
    });
    app.decorate('notifications', { outbox, sender });

    // Sending right after a commit: one pass at a time in this process, another after it when
    // more was written meanwhile.
    let sending: Promise<unknown> | null = null;
    let again = false;
    let closed = false;
    function kick(): void {
      if (closed) return;
      if (sending) {
        again = true;
        return;
      }
      sending = sender
        .run(new Date())
        .catch((error: unknown) => app.log.error({ err: error }, 'sending notifications failed'))
        .finally(() => {
          sending = null;
          if (again) {
            again = false;
            kick();
          }
        });
    }

    app.addTransactionHook({
      async beforeCommit(repositories) {
        if (repositories.written.length > 0) await outbox.write(repositories);
      },
      afterCommit(repositories) {
        if (options.sendOnCommit && repositories.written.length > 0) kick();
      },
    });

    app.jobs.register({
      name: 'hold-ending',
      async run(now) {
        let total = 0;
        for (;;) {
          const handled = await app.transaction(null, async (repositories) => {
            const until = new Date(now.getTime() + HOLD_ENDING_WINDOW_MS);
            const rows = await repositories.notifications.claimHoldsEnding(now, until, JOB_BATCH);
            for (const row of rows) {
              await repositories.timeline.add(row.id, {
                type: 'hold-ending',
                stage: row.stage,
                summary: 'Hold ends within 24 hours with no deposit: agency told',
                actor: null,
              });
            }
            return rows.length;
          });
          total += handled;
          if (handled < JOB_BATCH) return total;
        }
      },
    });
    app.jobs.register({ name: 'send-notifications', run: (now) => sender.run(now) });

    app.addHook('onClose', async () => {
      closed = true;
      await sending;
      mail?.close();
    });
  },
  { name: 'notifications', dependencies: ['repositories', 'jobs'], fastify: '5.x' },
);
