import type { Booking, BookingRequest } from '@tours/shared-ui/domain';

import type { Db } from '../db/database';
import type { BookingRow } from '../db/schema';
import { deleteById, isUuid } from './uuid';

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
  return {
    /** Newest first. */
    async list(): Promise<Booking[]> {
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toBooking);
    },

    async create(input: BookingRequest): Promise<Booking> {
      const row = await db
        .insertInto('bookings')
        .values({
          name: input.name,
          phone: input.phone,
          destination: input.destination,
          check_in: input.checkIn,
          check_out: input.checkOut,
          adults: input.adults,
          children: input.children ?? 0,
          category: input.category,
          message: input.message ?? '',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBooking(row);
    },

    async setStatus(id: string, status: boolean): Promise<Booking | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('bookings')
        .set({ status })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toBooking(row) : null;
    },

    /** Erases one record (a person's data-deletion request). */
    remove(id: string): Promise<boolean> {
      return deleteById(db, 'bookings', id);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
