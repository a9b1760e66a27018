// Input schemas of departures and the trip finder (issue 26, docs/departures.md): what the admin's
// forms, the booking dialog's traveller rows and /places' filters check, and the API re-checks.
import { z } from 'zod';

import { todayInIst } from '../domain/booking-office/calendar';
import { MAX_DEPARTURE_SEATS, TRIP_THEMES, nightsRange } from '../domain/trips';
import { destinationPricesSchema } from './booking-office';
import { DEPARTURE_MESSAGES } from './departure-messages';
import { isoDate, optionalText, requiredText } from './fields';
import { wholeNumber } from './travellers';

const M = DEPARTURE_MESSAGES;

/** A destination's package facts (issue 26), beside SPEC's fields in `destinationSchema`. */
export const tripFactsShape = {
  themes: z
    .array(z.enum(TRIP_THEMES, { error: M.themes }), { error: M.themes })
    .max(TRIP_THEMES.length, M.themes)
    .transform((themes) => [...new Set(themes)])
    .optional(),
  nights: wholeNumber(0, 60, M.nights).nullable().optional(),
  days: wholeNumber(1, 61, M.days).nullable().optional(),
  months: z
    .array(wholeNumber(1, 12, M.months), { error: M.months })
    .max(12, M.months)
    .transform((months) => [...new Set(months)].sort((a, b) => a - b))
    .optional(),
};

const pickupPoints = z
  .array(z.string().trim().min(1, M.pickupPoints).max(200, M.pickupPoints), {
    error: M.pickupPoints,
  })
  .max(20, M.pickupPoints);

/** POST /api/destinations/{id}/departures. Prices default to the destination's. */
export const departureInputSchema = z.object({
  startDate: isoDate(M.startDate).refine((day) => day >= todayInIst(), M.startDatePast),
  seats: wholeNumber(1, MAX_DEPARTURE_SEATS, M.seats),
  prices: destinationPricesSchema,
  pickupPoints: pickupPoints.optional().default([]),
  note: optionalText(1000),
  open: z.boolean({ error: M.open }).optional().default(true),
});
export type DepartureInput = z.input<typeof departureInputSchema>;

/** PUT /api/departures/{id}: any of the fields; seats never below those already taken (server). */
export const departureUpdateSchema = z.object({
  startDate: departureInputSchema.shape.startDate.optional(),
  seats: departureInputSchema.shape.seats.optional(),
  prices: destinationPricesSchema,
  pickupPoints: pickupPoints.optional(),
  note: optionalText(1000).optional(),
  open: z.boolean({ error: M.open }).optional(),
});
export type DepartureUpdate = z.input<typeof departureUpdateSchema>;

/** GET /api/trips: the finder's filters, each optional, from a query string. */
export const tripsQuerySchema = z.object({
  theme: z.enum(TRIP_THEMES, { error: M.theme }).optional(),
  month: z
    .string({ error: M.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month)
    .optional(),
  budget: z.coerce.number({ error: M.budget }).int(M.budget).min(1, M.budget).optional(),
  nights: z
    .string({ error: M.nightsRange })
    .refine((text) => nightsRange(text) !== null, M.nightsRange)
    .optional(),
  travellers: z.coerce
    .number({ error: M.travellers })
    .int(M.travellers)
    .min(1, M.travellers)
    .max(50, M.travellers)
    .optional(),
});
export type TripsQuery = z.output<typeof tripsQuerySchema>;

/** POST /api/departures/{id}/cancel: the company cancels; some bookings may move elsewhere. */
export const departureCancelSchema = z.object({
  reason: requiredText(M.cancelReason, 500),
  moves: z
    .array(
      z.object(
        {
          bookingId: z.uuid({ error: M.moves }),
          toDepartureId: z.uuid({ error: M.moves }),
        },
        { error: M.moves },
      ),
      { error: M.moves },
    )
    .max(MAX_DEPARTURE_SEATS, M.moves)
    .optional()
    .default([]),
});
export type DepartureCancelInput = z.input<typeof departureCancelSchema>;

/** GET /api/departures?from=&to= (admin): by start date, from today when `from` is absent. */
export const departuresQuerySchema = z.object({
  from: isoDate(M.day).optional(),
  to: isoDate(M.day).optional(),
});

/** GET /api/departures/{id}/manifest?format=csv */
export const manifestQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: M.format }).optional().default('json'),
});
