// The departure part of a booking request (issue 26, docs/departures.md): the departure, its
// travellers (one per adult and child, the person booking first) and the pickup point, and the
// rules that tie them to SPEC's fields: with a departure the dates may be left out (they are the
// departure's), without one they stay required with SPEC's messages. Apart from departures.ts so
// that booking-office.ts uses it without an import cycle.
import { z } from 'zod';

import { MAX_ADULTS, MAX_CHILDREN } from '../domain/booking-office/constants';
import { TRAVELLER_GENDERS } from '../domain/trips';
import { BOOKING_OFFICE_MESSAGES } from './booking-office-messages';
import { DEPARTURE_MESSAGES } from './departure-messages';
import { requiredText } from './fields';

const M = DEPARTURE_MESSAGES;

export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One traveller of a departure booking: one per adult and child, the person booking first. */
export const travellerSchema = z.object({
  name: requiredText(M.travellerName, 100),
  age: wholeNumber(0, 120, M.travellerAge),
  gender: z.enum(TRAVELLER_GENDERS, { error: M.travellerGender }),
});

/** Beside SPEC's fields in the public and the admin booking schemas. */
export const departureBookingShape = {
  departureId: z.uuid({ error: M.departureId }).optional(),
  travellers: z
    .array(travellerSchema, { error: M.travellerList })
    .max(MAX_ADULTS + MAX_CHILDREN, M.travellerList)
    .optional(),
  // No default: a tailor-made request parses to SPEC's fields alone; the server stores ''.
  pickupPoint: z.string({ error: M.pickupPoint }).trim().max(200, M.pickupPoint).optional(),
};

interface BookingFacts {
  departureId?: unknown;
  checkIn?: unknown;
  checkOut?: unknown;
  adults?: unknown;
  children?: unknown;
  travellers?: unknown;
}

const facts = (value: unknown): BookingFacts =>
  typeof value === 'object' && value !== null ? value : {};
// Run whatever else failed, so that a form shows every message at once (as before the departures).
const always = { when: () => true };
const withoutDeparture = (value: BookingFacts) => value.departureId === undefined;

/**
 * The rules of a booking request that depend on the departure: dates required without one, and a
 * traveller list of exactly adults + children entries with one (and when any is sent).
 */
export function withDepartureRules<T extends z.ZodType>(schema: T): T {
  return schema
    .refine((value) => !withoutDeparture(facts(value)) || facts(value).checkIn !== undefined, {
      ...always,
      path: ['checkIn'],
      message: BOOKING_OFFICE_MESSAGES.checkIn,
    })
    .refine((value) => !withoutDeparture(facts(value)) || facts(value).checkOut !== undefined, {
      ...always,
      path: ['checkOut'],
      message: BOOKING_OFFICE_MESSAGES.checkOut,
    })
    .refine(
      (value) => {
        const { departureId, adults, children = 0, travellers } = facts(value);
        if (typeof adults !== 'number' || typeof children !== 'number') return true;
        if (!Array.isArray(travellers)) return departureId === undefined;
        return (
          (departureId === undefined && travellers.length === 0) ||
          travellers.length === adults + children
        );
      },
      { ...always, path: ['travellers'], message: M.travellerList },
    );
}
