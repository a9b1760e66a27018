// The details of a booking changed after it is made (PUT /api/bookings/{id}): a typo in the name,
// new dates (the Terms promise rescheduling), other travellers, category or destination. The
// booking keeps its id, reference, payments and timeline; each changed field is in the audit
// entry (services/booking-office/bookings.ts) and one 'details-changed' event says which.
import {
  BOOKING_DETAIL_FIELDS,
  isClosedStage,
  todayInIst,
  type BookingRecord,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  BOOKING_OFFICE_MESSAGES,
  type BookingUpdateInput,
} from '@tours/shared-ui/schemas';

import type { BookingRow, BookingRowUpdate } from '../../db/schema';
import { invalidInput } from '../../lib/http-errors';
import { toBooking } from '../../repositories/bookings-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { addEvent, conflict } from './steps';

/** The details, and the booking's GST facts (issue 27: its state and GSTIN, docs/gst.md). */
const CHANGEABLE_FIELDS = [...BOOKING_DETAIL_FIELDS, 'stateCode', 'gstin'] as const;
type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

/** The column of each detail. */
const COLUMNS: Record<ChangeableField, keyof BookingRowUpdate> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  destination: 'destination',
  checkIn: 'check_in',
  checkOut: 'check_out',
  adults: 'adults',
  children: 'children',
  category: 'category',
  message: 'message',
  stateCode: 'state_code',
  gstin: 'gstin',
};

/** How the timeline names a changed detail (never its value: a person's data stays out). */
const LABELS: Record<ChangeableField, string> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  destination: 'destination',
  checkIn: 'check-in',
  checkOut: 'check-out',
  adults: 'adults',
  children: 'children',
  category: 'hotel category',
  message: 'message',
  stateCode: 'state (GST place of supply)',
  gstin: 'GSTIN',
};

/** The stored name of an existing destination, or a 400 under `destination`. */
export async function existingDestination(
  repositories: Repositories,
  name: string,
): Promise<string> {
  const stored = await repositories.destinations.nameOf(name);
  if (stored === null) {
    throw invalidInput({ destination: BOOKING_OFFICE_MESSAGES.destinationUnknown });
  }
  return stored;
}

/**
 * Writes the sent details that differ from the stored ones, on a row the caller holds the lock
 * of; answers the row as it is now (the same row when nothing differs). A bad value is a 400
 * under its field and a cancelled or released booking a 409, before anything is written.
 */
export async function changeDetails(
  repositories: Repositories,
  row: BookingRow,
  change: BookingUpdateInput,
  now: Date,
): Promise<BookingRow> {
  const before: BookingRecord = toBooking(row);
  const next = { ...before };
  const changed: ChangeableField[] = [];
  for (const field of CHANGEABLE_FIELDS) {
    const value = change[field];
    if (value === undefined || value === before[field]) continue;
    Object.assign(next, { [field]: value });
    changed.push(field);
  }
  if (changed.length === 0) return row;
  if (isClosedStage(row.stage)) throw conflict(BOOKING_OFFICE_ERRORS.detailsClosed);
  const M = BOOKING_OFFICE_MESSAGES;
  if (changed.includes('checkIn') && next.checkIn < todayInIst(now)) {
    throw invalidInput({ checkIn: M.checkInPast });
  }
  if (next.checkOut < next.checkIn) throw invalidInput({ checkOut: M.checkOutBeforeCheckIn });
  if (changed.includes('destination')) {
    next.destination = await existingDestination(repositories, next.destination);
  }
  const values: BookingRowUpdate = {};
  for (const field of changed) Object.assign(values, { [COLUMNS[field]]: next[field] });
  // '' is no GSTIN: stored as null.
  if (values.gstin === '') values.gstin = null;
  const updated = await repositories.bookings.update(row.id, values);
  await addEvent(
    repositories,
    row,
    'details-changed',
    row.stage,
    `Details changed: ${changed.map((field) => LABELS[field]).join(', ')}`,
  );
  return updated;
}
