// The `razorpay_events` table (issue 28): signed webhooks nobody could match (an unknown
// reference, a refund that is not ours), kept for the owner to look at.
import type { Db } from '../db/database';
import { withOnlinePaymentTables } from '../db/online-payments-schema';

export interface UnmatchedEvent {
  id: string;
  event: string;
  reference: string;
  reason: string;
  body: unknown;
  receivedAt: string;
}

export function createRazorpayEventsRepository(database: Db) {
  const db = withOnlinePaymentTables(database);
  return {
    async add(event: { event: string; reference: string; reason: string; body: unknown }) {
      await db
        .insertInto('razorpay_events')
        .values({
          event: event.event,
          reference: event.reference.slice(0, 200),
          reason: event.reason,
          body: JSON.stringify(event.body),
        })
        .execute();
    },

    /** Newest first. */
    async list(): Promise<UnmatchedEvent[]> {
      const rows = await db
        .selectFrom('razorpay_events')
        .selectAll()
        .orderBy('received_at', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        event: row.event,
        reference: row.reference,
        reason: row.reason,
        body: row.body,
        receivedAt: row.received_at.toISOString(),
      }));
    },
  };
}

export type RazorpayEventsRepository = ReturnType<typeof createRazorpayEventsRepository>;
