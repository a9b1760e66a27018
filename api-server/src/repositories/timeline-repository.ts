// The `booking_events` table: a booking's timeline, oldest first. Each event written is also told
// to `onEvent` (the transaction's list the notifications outbox reads, plugins/notifications.ts).
import type {
  Actor,
  BookingEvent,
  BookingEventType,
  BookingStage,
} from '@tours/shared-ui/booking-office';

import type { Db } from '../db/database';
import type { BookingEventRow } from '../db/schema';

function toEvent(row: BookingEventRow): BookingEvent {
  return {
    id: row.id,
    type: row.type,
    at: row.at.toISOString(),
    actor: row.actor_uid === null ? null : { uid: row.actor_uid, email: row.actor_email },
    stage: row.stage,
    summary: row.summary,
  };
}

/** A timeline event just written: what the notifications outbox reads (plugins/notifications). */
export interface WrittenBookingEvent {
  kind: 'booking';
  bookingId: string;
  type: BookingEventType;
  stage: BookingStage;
}

export interface NewBookingEvent {
  type: BookingEventType;
  stage: BookingStage;
  summary: string;
  actor: Actor | null;
}

export function createTimelineRepository(
  db: Db,
  onEvent: (event: WrittenBookingEvent) => void = () => undefined,
) {
  return {
    async add(bookingId: string, event: NewBookingEvent): Promise<void> {
      await db
        .insertInto('booking_events')
        .values({
          booking_id: bookingId,
          type: event.type,
          stage: event.stage,
          summary: event.summary,
          actor_uid: event.actor?.uid ?? null,
          actor_email: event.actor?.email ?? null,
        })
        .execute();
      onEvent({ kind: 'booking', bookingId, type: event.type, stage: event.stage });
    },

    /** Oldest first. */
    async ofBooking(bookingId: string): Promise<BookingEvent[]> {
      const rows = await db
        .selectFrom('booking_events')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('seq')
        .execute();
      return rows.map(toEvent);
    },
  };
}
