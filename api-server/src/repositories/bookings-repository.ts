// Bookings as SPEC's list shows them, with the booking office fields (BookingRecord): the list,
// one by id and erasure go through the entity repository; what is the office's own (references,
// the row lock, the ledger, the timeline) is in booking-office-repository.
import { balanceDue, type BookingRecord } from '@tours/shared-ui/booking-office';

import type { Db } from '../db/database';
import type { BookingRow, NewBookingRow } from '../db/schema';
import { entityRepository } from './entity-repository';

export function toBooking(row: BookingRow): BookingRecord {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    destination: row.destination,
    checkIn: row.check_in,
    checkOut: row.check_out,
    adults: row.adults,
    children: row.children,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    reference: row.reference,
    stage: row.stage,
    holdUntil: row.hold_until.toISOString(),
    quotedTotal: row.quoted_total,
    received: row.received,
    due: balanceDue(row.quoted_total, row.received),
    source: row.source,
    email: row.email,
    confirmedByHand: row.confirmed_by_hand,
  };
}

export function createBookingsRepository(db: Db) {
  return entityRepository(db, {
    table: 'bookings',
    toEntity: toBooking,
    // The booking office works the whole row out (reference, stage, hold, quote) before it is
    // stored: services/booking-office.ts.
    toRow: (row: NewBookingRow) => row,
    // Newest first, like the admin's table.
    orderBy: { column: 'created_at', direction: 'desc' },
    touchesUpdatedAt: true,
  });
}
