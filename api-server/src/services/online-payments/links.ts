// A Razorpay Payment Link for the instalment a traveller has to pay now (issue 28,
// docs/payments.md "Payment links"): its amount, in paise, from the booking office's schedule
// (nextPayment: the rest of the deposit, then of the 60% due before the journey), never from a
// browser; made when a quote is set or the next instalment becomes the one to pay, made again when
// the amount changes (the old link cancelled).
//
// Razorpay is never called inside a database transaction. A pass over one booking is:
// 1. a short transaction holding the booking's row lock (SKIP LOCKED: a booking another replica is
//    working on is left to it) decides what the booking needs, marks links to cancel and inserts
//    the new link as 'creating', leased to this replica for LINK_LEASE_MS;
// 2. the calls to Razorpay, outside any transaction;
// 3. a short write of each answer.
// A replica that dies between 1 and 3 leaves a lapsed lease: the next pass (any replica) asks
// again with the same reference_id, and finds the link if the first call did make it, so a link is
// never made twice.
import {
  endOfIstDay,
  formatInr,
  INSTALMENT_LABELS,
  nextPayment,
} from '@tours/shared-ui/booking-office';
import type { FastifyBaseLogger } from 'fastify';

import type { BookingRow } from '../../db/schema';
import type { LinkInstalment } from '../../db/online-payments-schema';
import type { Repositories } from '../../repositories/create-repositories';
import {
  createPaymentLinksRepository,
  LIVE_LINK_STATUSES,
  type PaymentLink,
} from '../../repositories/payment-links-repository';
import { scheduleOf } from '../booking-office/schedule';
import { officeSettings } from '../booking-office/settings';
import {
  describeProviderError,
  type NewProviderLink,
  type ProviderLink,
  type RazorpayClient,
} from './razorpay-client';

/** How long a replica has to get its answer from Razorpay before another may ask again. */
export const LINK_LEASE_MS = 2 * 60 * 1000;
/** Razorpay refuses an expiry less than 15 minutes ahead; a link lives at least this long. */
const MIN_LINK_LIFE_MS = 60 * 60 * 1000;
/** Razorpay's longest expiry: six months from the link's creation. */
const MAX_LINK_LIFE_MS = 180 * 24 * 60 * 60 * 1000;
const PAISE_PER_RUPEE = 100;

export const rupeesToPaise = (rupees: number) => rupees * PAISE_PER_RUPEE;

/** The link a booking should have now, or null (nothing to pay online now). */
export interface LinkPlan {
  instalment: LinkInstalment;
  amountPaise: number;
  expireBy: Date;
}

/**
 * The instalment to pay now and until when: the deposit until the hold ends, the further 40%
 * until its due day ends (or, once that has passed, until the day the tour starts ends).
 */
export function planFor(row: BookingRow, beforeJourneyDays: number, now: Date): LinkPlan | null {
  if (row.stage !== 'provisional' && row.stage !== 'confirmed') return null;
  const next = nextPayment({
    stage: row.stage,
    quotedTotal: row.quoted_total,
    received: row.received,
  });
  if (!next) return null;
  const due = scheduleOf(row, beforeJourneyDays).find(
    (instalment) => instalment.kind === next.kind,
  );
  const deadlines =
    next.kind === 'deposit'
      ? [row.hold_until]
      : [new Date(endOfIstDay(due?.dueOn ?? row.check_in)), new Date(endOfIstDay(row.check_in))];
  const deadline = deadlines.find((day) => day.getTime() >= now.getTime() + MIN_LINK_LIFE_MS);
  if (!deadline) return null;
  const latest = now.getTime() + MAX_LINK_LIFE_MS;
  return {
    instalment: next.kind,
    amountPaise: rupeesToPaise(next.amount),
    expireBy: new Date(Math.min(deadline.getTime(), latest)),
  };
}

/**
 * A live link still serves the plan: same instalment and amount, and it lasts at least as long
 * (a hold extended makes a new one; a link that outlives a shorter plan is left, the release job
 * or the stage closes it).
 */
function serves(link: PaymentLink, plan: LinkPlan | null): boolean {
  return (
    plan !== null &&
    link.instalment === plan.instalment &&
    link.amountPaise === plan.amountPaise &&
    link.expireBy.getTime() >= plan.expireBy.getTime()
  );
}

/** '<reference>-D1' (deposit) / '<reference>-B2' (before the journey): unique, at most 40 characters. */
export function linkReferenceId(
  reference: string,
  instalment: LinkInstalment,
  version: number,
): string {
  return `${reference}-${instalment === 'deposit' ? 'D' : 'B'}${version}`;
}

export interface LinksOptions {
  client: RazorpayClient;
  /** SITE_URL: the callback is the booking's page there. */
  siteUrl: string;
  siteName: string;
  log: FastifyBaseLogger;
  /** Runs work in a transaction (app.transaction(null, ...)). */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** What one pass has to ask Razorpay, decided under the booking's row lock. */
interface Calls {
  row: BookingRow;
  create: PaymentLink | null;
  cancel: PaymentLink[];
}

export function createLinks(options: LinksOptions) {
  const { client, log } = options;

  /** Step 1: under the booking's row lock, what this pass asks of Razorpay. */
  const decide = (bookingId: string, now: Date) =>
    options.transaction(async (repositories): Promise<Calls | null> => {
      const row = (await repositories.db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', bookingId)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()) as BookingRow | undefined;
      if (!row) return null;
      const links = createPaymentLinksRepository(repositories.db);
      const { beforeJourneyDays } = await officeSettings.get(repositories);
      const plan = planFor(row, beforeJourneyDays, now);
      const leaseUntil = new Date(now.getTime() + LINK_LEASE_MS);
      const calls: Calls = { row, create: null, cancel: [] };
      let kept: PaymentLink | null = null;
      for (const link of await links.ofBooking(row.id)) {
        const leaseLapsed = link.leaseUntil.getTime() <= now.getTime();
        if (LIVE_LINK_STATUSES.includes(link.status) && serves(link, plan) && !kept) {
          kept = link;
          if (link.status === 'creating' && leaseLapsed) {
            await links.setStatus(link.id, 'creating', { leaseUntil });
            calls.create = link;
          }
        } else if (link.status === 'creating' && !leaseLapsed) {
          // Another replica is asking Razorpay for it now: cancelled once its lease lapses.
          await links.setStatus(link.id, 'cancelling');
        } else if (LIVE_LINK_STATUSES.includes(link.status)) {
          await links.setStatus(link.id, 'cancelling', { leaseUntil });
          calls.cancel.push(link);
        } else if (link.status === 'cancelling' && leaseLapsed) {
          await links.setStatus(link.id, 'cancelling', { leaseUntil });
          calls.cancel.push(link);
        }
      }
      if (plan && !kept) {
        const version = await links.nextVersion(row.id, plan.instalment);
        calls.create = await links.add(
          {
            bookingId: row.id,
            instalment: plan.instalment,
            referenceId: linkReferenceId(row.reference, plan.instalment, version),
            amountPaise: plan.amountPaise,
            expireBy: plan.expireBy,
            leaseUntil,
          },
          version,
        );
      }
      return calls;
    });

  const write = (work: (links: ReturnType<typeof createPaymentLinksRepository>) => Promise<void>) =>
    options.transaction((repositories) => work(createPaymentLinksRepository(repositories.db)));

  function newLink(row: BookingRow, link: PaymentLink): NewProviderLink {
    const email = row.email.trim();
    return {
      amount: link.amountPaise,
      currency: 'INR',
      accept_partial: false,
      reference_id: link.referenceId,
      description:
        `${INSTALMENT_LABELS[link.instalment]}: ${formatInr(link.amountPaise / PAISE_PER_RUPEE)}, booking ${row.reference} (${row.destination}), ${options.siteName}`.slice(
          0,
          2048,
        ),
      expire_by: Math.floor(link.expireBy.getTime() / 1000),
      customer: { name: row.name, contact: row.phone, ...(email ? { email } : {}) },
      // The agency tells the traveller itself (the quote, the reminders, the booking's page).
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: {
        booking_reference: row.reference,
        instalment: link.instalment,
        link_reference: link.referenceId,
      },
      callback_url: `${options.siteUrl}/booking-status?reference=${encodeURIComponent(row.reference)}`,
      callback_method: 'get',
    };
  }

  /** Step 2 for a new link: made, or found if an earlier call made it; step 3: stored. */
  async function make(row: BookingRow, link: PaymentLink): Promise<void> {
    let made: ProviderLink | null = null;
    try {
      made = await client.createLink(newLink(row, link));
    } catch (error) {
      // A create that reached Razorpay but whose answer was lost: its reference_id is taken.
      made = await client.findLinkByReference(link.referenceId).catch(() => null);
      if (!made) {
        const message = describeProviderError(error);
        log.warn({ reference: link.referenceId, err: message }, 'payment link not made');
        await write((links) => links.setError(link.id, message));
        return;
      }
    }
    await write((links) => links.setMade(link.id, made.id, made.short_url));
  }

  /** Step 2 for a link to cancel: cancelled at Razorpay (or found paid or expired there). */
  async function cancel(link: PaymentLink): Promise<void> {
    try {
      const providerId =
        link.providerLinkId ?? (await client.findLinkByReference(link.referenceId))?.id ?? null;
      if (!providerId) {
        // Never made at Razorpay: nothing to cancel there.
        await write(async (links) => {
          await links.setStatus(link.id, 'cancelled', { from: ['cancelling'] });
        });
        return;
      }
      let state: ProviderLink;
      try {
        state = await client.cancelLink(providerId);
      } catch (error) {
        // Razorpay refuses to cancel a link that is paid or expired: see what it is.
        state = await client.fetchLink(providerId).catch(() => {
          throw error;
        });
      }
      const status =
        state.status === 'paid' ? 'paid' : state.status === 'expired' ? 'expired' : 'cancelled';
      await write(async (links) => {
        await links.setStatus(link.id, status, { from: ['cancelling'] });
      });
    } catch (error) {
      const message = describeProviderError(error);
      log.warn({ reference: link.referenceId, err: message }, 'payment link not cancelled');
      await write((links) => links.setError(link.id, message));
    }
  }

  return {
    /**
     * Brings one booking's links in line with what it owes: cancels those that no longer serve,
     * makes the one it needs. Safe to run in any number of replicas at once.
     */
    async refresh(bookingId: string, now = new Date()): Promise<void> {
      const calls = await decide(bookingId, now);
      if (!calls) return;
      // Cancel first: a traveller should not hold two payable links of one instalment.
      for (const link of calls.cancel) await cancel(link);
      if (calls.create) await make(calls.row, calls.create);
    },
  };
}

export type Links = ReturnType<typeof createLinks>;

/**
 * Razorpay's address of the booking's live link of `instalment` for `amount` rupees, or null (not
 * made yet): the reminders carry it (the quote message is written before its link is made).
 */
export async function liveLinkUrl(
  repositories: Repositories,
  bookingId: string,
  instalment: LinkInstalment,
  amount: number,
): Promise<string | null> {
  const links = await createPaymentLinksRepository(repositories.db).ofBooking(bookingId);
  const live = links.find(
    (link) =>
      link.status === 'created' &&
      link.instalment === instalment &&
      link.amountPaise === rupeesToPaise(amount),
  );
  return live?.shortUrl ?? null;
}
