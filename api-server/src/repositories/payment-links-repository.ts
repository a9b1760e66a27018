// The `payment_links` table (issue 28): one Razorpay Payment Link per booking, instalment and
// version. The booking's row lock (taken by the caller) orders every change of a booking's links.
import { sql } from 'kysely';

import type { Db } from '../db/database';
import {
  withOnlinePaymentTables,
  type LinkInstalment,
  type LinkStatus,
  type PaymentLinkRow,
} from '../db/online-payments-schema';

/** The statuses of a link that can still be paid, or is being made. */
export const LIVE_LINK_STATUSES: readonly LinkStatus[] = ['creating', 'created'];

export interface NewPaymentLink {
  bookingId: string;
  instalment: LinkInstalment;
  referenceId: string;
  amountPaise: number;
  expireBy: Date;
  leaseUntil: Date;
}

export interface PaymentLink {
  id: string;
  bookingId: string;
  instalment: LinkInstalment;
  version: number;
  referenceId: string;
  amountPaise: number;
  expireBy: Date;
  status: LinkStatus;
  providerLinkId: string | null;
  shortUrl: string | null;
  leaseUntil: Date;
}

function toLink(row: PaymentLinkRow): PaymentLink {
  return {
    id: row.id,
    bookingId: row.booking_id,
    instalment: row.instalment,
    version: row.version,
    referenceId: row.reference_id,
    amountPaise: Number(row.amount_paise),
    expireBy: row.expire_by,
    status: row.status,
    providerLinkId: row.provider_link_id,
    shortUrl: row.short_url,
    leaseUntil: row.lease_until,
  };
}

export function createPaymentLinksRepository(database: Db) {
  const db = withOnlinePaymentTables(database);
  const links = () => db.selectFrom('payment_links').selectAll();
  return {
    /** The booking's links that are live (being made or payable), and those waiting to be cancelled. */
    async ofBooking(bookingId: string): Promise<PaymentLink[]> {
      const rows = await links()
        .where('booking_id', '=', bookingId)
        .orderBy('created_at')
        .orderBy('version')
        .execute();
      return rows.map(toLink);
    },

    async byReference(referenceId: string): Promise<PaymentLink | null> {
      const row = await links().where('reference_id', '=', referenceId).executeTakeFirst();
      return row ? toLink(row) : null;
    },

    async byProviderId(providerLinkId: string): Promise<PaymentLink | null> {
      const row = await links().where('provider_link_id', '=', providerLinkId).executeTakeFirst();
      return row ? toLink(row) : null;
    },

    /** A new version of the instalment's link, 'creating' and leased to the caller. */
    async add(link: NewPaymentLink, version: number): Promise<PaymentLink> {
      const row = await db
        .insertInto('payment_links')
        .values({
          booking_id: link.bookingId,
          instalment: link.instalment,
          version,
          reference_id: link.referenceId,
          amount_paise: link.amountPaise,
          // ISO text: PGlite (outside jest's realm) does not take this realm's Date objects.
          expire_by: link.expireBy.toISOString(),
          status: 'creating',
          lease_until: link.leaseUntil.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toLink(row);
    },

    /** The next version number of a booking's instalment link. */
    async nextVersion(bookingId: string, instalment: LinkInstalment): Promise<number> {
      const row = await db
        .selectFrom('payment_links')
        .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('next'))
        .where('booking_id', '=', bookingId)
        .where('instalment', '=', instalment)
        .executeTakeFirstOrThrow();
      return row.next;
    },

    /** Moves a link to `status` (only from one of `from`, when given); answers whether it moved. */
    async setStatus(
      id: string,
      status: LinkStatus,
      values: { leaseUntil?: Date; lastError?: string; from?: readonly LinkStatus[] } = {},
    ): Promise<boolean> {
      let update = db
        .updateTable('payment_links')
        .set({
          status,
          updated_at: sql<Date>`now()`,
          ...(values.leaseUntil ? { lease_until: values.leaseUntil.toISOString() } : {}),
          ...(values.lastError !== undefined ? { last_error: values.lastError } : {}),
        })
        .where('id', '=', id);
      if (values.from) update = update.where('status', 'in', [...values.from]);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Razorpay made the link: its id and address (whatever our status is by now). */
    async setMade(id: string, providerLinkId: string, shortUrl: string): Promise<void> {
      await db
        .updateTable('payment_links')
        .set({
          provider_link_id: providerLinkId,
          short_url: shortUrl,
          last_error: '',
          updated_at: sql<Date>`now()`,
          status: sql<LinkStatus>`case when status = 'creating' then 'created' else status end`,
        })
        .where('id', '=', id)
        .execute();
    },

    async setError(id: string, message: string): Promise<void> {
      await db
        .updateTable('payment_links')
        .set({ last_error: message.slice(0, 500), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** Bookings with a link that needs a call to Razorpay now: a lapsed 'creating' or a 'cancelling'. */
    async bookingsWithPendingWork(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('payment_links')
        .select('booking_id')
        .distinct()
        .where('status', 'in', ['creating', 'cancelling'])
        .where('lease_until', '<=', sql<Date>`${now.toISOString()}::timestamptz`)
        .limit(limit)
        .execute();
      return rows.map((row) => row.booking_id);
    },

    /** Live links of bookings no longer owing anything online (closed, paid): to cancel. */
    async liveOfClosedBookings(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('payment_links as link')
        .innerJoin('bookings', 'bookings.id', 'link.booking_id')
        .select('link.booking_id')
        .distinct()
        .where('link.status', 'in', [...LIVE_LINK_STATUSES])
        .where('bookings.stage', 'not in', ['provisional', 'confirmed'])
        .limit(limit)
        .execute();
      return rows.map((row) => row.booking_id);
    },

    /** Links Razorpay may have been paid on that we have not heard of: the reconciliation's list. */
    async open(): Promise<PaymentLink[]> {
      const rows = await links()
        .where('status', 'in', ['created', 'cancelling'])
        .where('provider_link_id', 'is not', null)
        .orderBy('created_at')
        .execute();
      return rows.map(toLink);
    },
  };
}

export type PaymentLinksRepository = ReturnType<typeof createPaymentLinksRepository>;
