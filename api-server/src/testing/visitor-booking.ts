// A visitor's booking through the API, as a test needs one: Darjeeling in the demo content
// (Deluxe ₹22,900 a person, so two adults are quoted ₹45,800 at once), 201 checked.
import type { BookingRecord } from '@tours/shared-ui/booking-office';
import type { FastifyInstance } from 'fastify';

import { validBodies } from './fixtures';

export async function bookAsVisitor(
  app: FastifyInstance,
  overrides: object = {},
): Promise<BookingRecord> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { ...validBodies.booking, children: 0, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}
