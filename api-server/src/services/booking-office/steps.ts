// The steps every write of one booking shares: take the booking's row lock first, write its
// timeline event, know the admin who writes, move the stage the money and the calendar give, and
// answer the booking with its ledger, cancellation, refund and timeline.
import {
  BOOKING_STAGE_LABELS,
  holdUntil,
  stageFor,
  statusOfStage,
  todayInIst,
  type Actor,
  type BookingDetail,
  type BookingEventType,
  type BookingStage,
} from '@tours/shared-ui/booking-office';

import type { BookingRow, BookingRowUpdate } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { toBooking } from '../../repositories/bookings-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { toDocumentSummary } from '../../repositories/gst-documents-repository';
import type { Calendar } from './calendar';
import { withDepartureFactsOf } from '../departures/departure-bookings';
import { gstIssue } from '../gst/issue';
import { scheduleOf } from './schedule';
import { officeSettings } from './settings';

/** A booking's fields that name or reach a person: never copied into the audit log. */
export const PERSONAL_BOOKING_FIELDS = ['name', 'phone', 'email', 'message'] as const;

export const conflict = (message: string) => new HttpError(409, message);

/** The booking's row, locked until the transaction ends (404 when there is none). */
export async function locked(repositories: Repositories, id: string): Promise<BookingRow> {
  const row = await repositories.bookings.lock(id);
  if (!row) throw notFound('Booking');
  return row;
}

/** The booking's row for a read (404 when there is none). */
export async function found(repositories: Repositories, id: string): Promise<BookingRow> {
  const row = await repositories.bookings.findRow(id);
  if (!row) throw notFound('Booking');
  return row;
}

/** Writes a timeline event of the booking, by the transaction's admin (null for a visitor, a job). */
export function addEvent(
  repositories: Repositories,
  row: Pick<BookingRow, 'id'>,
  type: BookingEventType,
  stage: BookingStage,
  summary: string,
): Promise<void> {
  return repositories.timeline.add(row.id, {
    type,
    stage,
    summary,
    actor: repositories.audit.actor,
  });
}

/** The admin who makes this write: every route that calls what needs it is admin-only. */
export function actorOf(repositories: Repositories): Actor {
  const { actor } = repositories.audit;
  if (!actor) throw new Error('This booking office write needs an admin.');
  return actor;
}

/** The timeline's and the audit log's line for a stage change. */
const stageChange = (from: BookingStage, to: BookingStage) =>
  `Stage: ${BOOKING_STAGE_LABELS[from]} → ${BOOKING_STAGE_LABELS[to]}`;

/**
 * Writes the booking's new money facts and the stage stageFor gives them, with a
 * `stage-changed` event when it moved. A booking that goes back to provisional gets a new hold.
 */
export async function settle(
  repositories: Repositories,
  calendar: Calendar,
  row: BookingRow,
  facts: Pick<BookingRow, 'quoted_total' | 'received' | 'confirmed_by_hand'>,
  now: Date,
): Promise<BookingRow> {
  const today = todayInIst(now);
  const stage = stageFor({
    stage: row.stage,
    quotedTotal: facts.quoted_total,
    received: facts.received,
    confirmedByHand: facts.confirmed_by_hand,
    checkOut: row.check_out,
    today,
  });
  const values: BookingRowUpdate = { ...facts, stage, status: statusOfStage(stage) };
  if (stage === 'provisional' && row.stage !== 'provisional') {
    values.hold_until = holdUntil(now, await calendar.on(repositories, today));
  }
  const updated = await repositories.bookings.update(row.id, values);
  if (stage !== row.stage) {
    await addEvent(repositories, row, 'stage-changed', stage, stageChange(row.stage, stage));
  }
  // The tour supplied: its tax invoice, when none was issued at check-in (docs/gst.md).
  if (stage === 'completed' && row.stage !== 'completed') {
    await gstIssue.supplied(repositories, updated, 'completed', today, now);
  }
  return updated;
}

/**
 * The booking with its payment schedule, ledger (by number), cancellation, refund, timeline and
 * GST documents (oldest first).
 */
export async function detailOf(
  repositories: Repositories,
  row: BookingRow,
): Promise<BookingDetail> {
  const [settings, payments, cancellation, refund, timeline, documents] = await Promise.all([
    officeSettings.get(repositories),
    repositories.payments.ofBooking(row.id),
    repositories.cancellations.ofBooking(row.id),
    repositories.refunds.ofBooking(row.id),
    repositories.timeline.ofBooking(row.id),
    repositories.gstDocuments.ofBooking(row.id),
  ]);
  const schedule = scheduleOf(row, settings.beforeJourneyDays);
  const booking = {
    ...toBooking(row),
    schedule,
    payments,
    cancellation,
    refund,
    timeline,
    documents: documents.map(toDocumentSummary),
  };
  return withDepartureFactsOf(repositories, booking);
}
