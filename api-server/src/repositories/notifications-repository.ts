// The notifications outbox (migration 0004, docs/architecture.md "Mail and notifications"): rows
// written in the transaction of the change that caused them, claimed by the sender with
// FOR UPDATE SKIP LOCKED and a lease, marked sent or retried; and the settings per event and
// channel. What to write is decided in services/notifications.ts.
import type {
  NotificationChannel,
  NotificationEvent,
  NotificationSetting,
  NotificationStatus,
  NotificationView,
} from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { BookingRow, NewNotificationRow, NotificationRow } from '../db/schema';
import { isUuid } from './entity-repository';

type ViewRow = NotificationRow & { reference: string | null };

function toView(row: ViewRow): NotificationView {
  return {
    id: row.id,
    event: row.event,
    channel: row.channel,
    audience: row.audience,
    to: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    bookingId: row.booking_id,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  };
}

const at = (instant: Date) => sql<Date>`${instant.toISOString()}::timestamptz`;

export function createNotificationsRepository(db: Db) {
  /** Notifications as the admin reads them, with their booking's reference: newest first. */
  const views = () =>
    db
      .selectFrom('notifications as n')
      .leftJoin('bookings as b', 'b.id', 'n.booking_id')
      .selectAll('n')
      .select('b.reference')
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id');

  return {
    async insert(rows: NewNotificationRow[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
    },

    async settings(): Promise<NotificationSetting[]> {
      return db
        .selectFrom('notification_settings')
        .select(['event', 'channel', 'enabled'])
        .orderBy('event')
        .orderBy('channel')
        .execute();
    },

    /** The channels turned on for an event. */
    async enabledChannels(event: NotificationEvent): Promise<Set<NotificationChannel>> {
      const rows = await db
        .selectFrom('notification_settings')
        .select('channel')
        .where('event', '=', event)
        .where('enabled', '=', true)
        .execute();
      return new Set(rows.map((row) => row.channel));
    },

    async saveSetting(setting: NotificationSetting): Promise<void> {
      await db
        .insertInto('notification_settings')
        .values(setting)
        .onConflict((conflict) =>
          conflict
            .columns(['event', 'channel'])
            .doUpdateSet({ enabled: setting.enabled, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /** Whether this booking was already told about `event` (once-per-booking messages). */
    async wasWritten(bookingId: string, event: NotificationEvent): Promise<boolean> {
      const row = await db
        .selectFrom('notifications')
        .select('id')
        .where('booking_id', '=', bookingId)
        .where('event', '=', event)
        .executeTakeFirst();
      return row !== undefined;
    },

    async ofBooking(bookingId: string): Promise<NotificationView[]> {
      if (!isUuid(bookingId)) return [];
      const rows = await views().where('n.booking_id', '=', bookingId).execute();
      return rows.map(toView);
    },

    async byStatus(status: NotificationStatus, limit: number): Promise<NotificationView[]> {
      const rows = await views().where('n.status', '=', status).limit(limit).execute();
      return rows.map(toView);
    },

    async findById(id: string): Promise<NotificationRow | null> {
      if (!isUuid(id)) return null;
      return (
        (await db
          .selectFrom('notifications')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * Claims up to `limit` pending rows due at `now`: rows another transaction holds are skipped,
     * and each claimed row's next attempt moves to `now + leaseMs` with one more attempt counted,
     * so no other sender picks it while this one sends. A sender that dies leaves the row due
     * again once the lease has passed.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<NotificationRow[]> {
      const due = await db
        .selectFrom('notifications')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at(now))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return db
        .updateTable('notifications')
        .set({
          attempts: sql<number>`attempts + 1`,
          next_attempt_at: at(new Date(now.getTime() + leaseMs)),
        })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute();
    },

    /**
     * The end of one attempt: sent, due again at `retryAt`, or failed. Only while the row is still
     * this attempt's (a sender whose lease passed finds it claimed again and changes nothing).
     */
    async settle(
      row: Pick<NotificationRow, 'id' | 'attempts'>,
      outcome:
        | { status: 'sent'; at: Date }
        | { status: 'pending'; error: string; retryAt: Date }
        | { status: 'failed'; error: string },
    ): Promise<boolean> {
      const values =
        outcome.status === 'sent'
          ? { status: 'sent' as const, sent_at: outcome.at.toISOString() }
          : outcome.status === 'pending'
            ? { last_error: outcome.error, next_attempt_at: outcome.retryAt.toISOString() }
            : { status: 'failed' as const, last_error: outcome.error };
      const result = await db
        .updateTable('notifications')
        .set(values)
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Provisional bookings whose hold ends between `now` and `until` and whose agency was not yet
     * told (no `hold-ending` event), locked for this transaction, skipping rows others hold.
     */
    async claimHoldsEnding(now: Date, until: Date, limit: number): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('stage', '=', 'provisional')
        .where('hold_until', '>', at(now))
        .where('hold_until', '<=', at(until))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('booking_events as e')
                .select('e.id')
                .whereRef('e.booking_id', '=', 'bookings.id')
                .where('e.type', '=', 'hold-ending'),
            ),
          ),
        )
        .orderBy('hold_until')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
