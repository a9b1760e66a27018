import type { Booking, BookingRequest } from '@tours/shared-ui/domain';

import type { Db } from '../db/database';
import type { BookingRow } from '../db/schema';
import { entityRepository } from './entity-repository';

export function toBooking(row: BookingRow): Booking {
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
  };
}

export function createBookingsRepository(db: Db) {
  return entityRepository(db, {
    table: 'bookings',
    toEntity: toBooking,
    toRow: (input: BookingRequest) => ({
      name: input.name,
      phone: input.phone,
      destination: input.destination,
      check_in: input.checkIn,
      check_out: input.checkOut,
      adults: input.adults,
      children: input.children ?? 0,
      category: input.category,
      message: input.message ?? '',
    }),
    // Newest first, like the admin's table.
    orderBy: { column: 'created_at', direction: 'desc' },
    touchesUpdatedAt: false,
  });
}
