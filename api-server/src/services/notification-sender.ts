// The outbox's sender, one pass: claims due rows (FOR UPDATE SKIP LOCKED, in a short transaction
// of its own, with a lease), sends each outside any transaction (an SMTP conversation must not
// hold a database connection, and PGlite has only one), then marks it sent only once the server
// accepted it, or due again after an exponential backoff, or failed after the last attempt.
// Safe with several API replicas: a row is claimed by one sender at a time, and a sender that
// dies mid-send leaves its rows due again when the lease passes (they are then sent with the same
// Message-ID, so a copy that did get through can be told apart).
import type { Transporter } from 'nodemailer';

import type { Db } from '../db/database';
import type { NotificationRow } from '../db/schema';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import { gstAttachments } from './notification-attachments';
import { renderEmail, renderWhatsApp, type SiteSettings } from './notification-messages';

export interface RetryPolicy {
  /** Attempts in all before a row is `failed` (NOTIFY_MAX_ATTEMPTS, default 8). */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each (NOTIFY_RETRY_BASE_MS, default 30 s). */
  baseDelayMs: number;
  /** The longest wait between two attempts (1 hour). */
  maxDelayMs: number;
  /** How long a claimed row is left to its sender before it is due again (default 2 min). */
  leaseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 120_000,
};

/** Rows one claim takes. */
export const SEND_BATCH = 20;

/** The wait after the `attempts`-th failed attempt: base, 2×base, 4×base ... up to the cap. */
export function retryDelay(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface WhatsAppSettings {
  /** Graph API base, e.g. 'https://graph.facebook.com/v21.0' (WHATSAPP_API_URL). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

export interface SenderOptions {
  db: Db;
  site: SiteSettings;
  /** MAIL_FROM: 'Sonarpur Tours & Travels <bookings@example.com>'. */
  from: string;
  /** nodemailer over SMTP_URL; null: email rows wait (none are written without SMTP_URL). */
  mail: Transporter | null;
  whatsapp: WhatsAppSettings | null;
  retry: RetryPolicy;
  /** For the logs. */
  log: { warn(details: object, message: string): void };
}

/** Sends one row; throws when the server did not take it. */
async function deliver(options: SenderOptions, row: NotificationRow): Promise<void> {
  if (row.channel === 'email') {
    if (!options.mail) throw new Error('No SMTP server is configured (SMTP_URL).');
    const email = await renderEmail(row, options.site);
    const info = await options.mail.sendMail({
      from: options.from,
      to: row.recipient,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // The tax documents' PDFs, drawn now from the documents as issued (issue 27).
      attachments: await gstAttachments(options.db, row),
      messageId: row.message_id,
      headers: { 'X-Notification-Id': row.id },
    });
    const rejected = info.rejected ?? [];
    if (rejected.length > 0) {
      throw new Error(`The SMTP server refused ${rejected.map(String).join(', ')}.`);
    }
    return;
  }
  const whatsapp = options.whatsapp;
  if (!whatsapp) throw new Error('WhatsApp is not configured (WHATSAPP_TOKEN).');
  const response = await fetch(
    `${whatsapp.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${whatsapp.token}`,
        'Content-Type': 'application/json',
        // The Cloud API has no idempotency key: the row id lets a resend be traced.
        'X-Notification-Id': row.id,
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: row.recipient,
        type: 'text',
        text: { preview_url: true, body: renderWhatsApp(row, options.site) },
      }),
      signal: AbortSignal.timeout(30_000),
    },
  );
  if (!response.ok) {
    const body = (await response.text()).slice(0, 300);
    throw new Error(`WhatsApp Cloud API answered ${response.status}: ${body}`);
  }
}

export function createNotificationSender(options: SenderOptions) {
  const repository = createNotificationsRepository(options.db);

  async function attempt(row: NotificationRow, now: Date): Promise<boolean> {
    try {
      await deliver(options, row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const last = row.attempts >= options.retry.maxAttempts;
      options.log.warn(
        { notification: row.id, attempts: row.attempts, err: message },
        last ? 'notification failed after its last attempt' : 'notification not sent; retrying',
      );
      await repository.settle(
        row,
        last
          ? { status: 'failed', error: message }
          : {
              status: 'pending',
              error: message,
              retryAt: new Date(now.getTime() + retryDelay(options.retry, row.attempts)),
            },
      );
      return false;
    }
    return repository.settle(row, { status: 'sent', at: now });
  }

  return {
    /**
     * Sends what is due at `now`, batch by batch, until a claim comes back short; answers how
     * many were sent. Retries are scheduled from `now` (tests move it ahead to let time pass).
     */
    async run(now: Date): Promise<number> {
      let sent = 0;
      for (;;) {
        const claimed = await options.db
          .transaction()
          .execute((trx) =>
            createNotificationsRepository(trx).claimDue(now, options.retry.leaseMs, SEND_BATCH),
          );
        for (const row of claimed) {
          if (await attempt(row, now)) sent += 1;
        }
        if (claimed.length < SEND_BATCH) return sent;
      }
    },
  };
}

export type NotificationSender = ReturnType<typeof createNotificationSender>;
