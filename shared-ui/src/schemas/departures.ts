// Input schemas of departures and the trip finder (issue 26, docs/departures.md): what the admin's
// forms, the booking dialog's traveller rows and /places' filters check, and the API re-checks.
import { z } from 'zod';

import { todayInIst } from '../domain/booking-office/calendar';
import { MAX_DEPARTURE_SEATS, TRAVELLER_GENDERS, TRIP_THEMES, nightsRange } from '../domain/trips';
import { destinationPricesSchema } from './booking-office';
import { isoDate, optionalText, requiredText } from './fields';

export const DEPARTURE_MESSAGES = {
  startDate: 'Enter the start date of the departure.',
  startDatePast: 'A departure cannot start in the past.',
  seats: `Seats must be a whole number from 1 to ${MAX_DEPARTURE_SEATS}.`,
  open: 'Open must be true or false.',
  pickupPoints: 'Pickup points must be a list of at most 20 places.',
  themes: `Themes are any of: ${TRIP_THEMES.join(', ')}.`,
  nights: 'Nights must be a whole number from 0 to 60.',
  days: 'Days must be a whole number from 1 to 61.',
  months: 'Months are whole numbers from 1 (January) to 12 (December).',
  travellerName: 'Enter the traveller’s name.',
  travellerAge: 'Enter the traveller’s age in years, from 0 to 120.',
  travellerGender: `Choose the traveller’s gender: ${TRAVELLER_GENDERS.join(', ')}.`,
  theme: `Choose a theme: ${TRIP_THEMES.join(', ')}.`,
  month: 'Choose a month as YYYY-MM.',
  budget: 'Enter a budget in whole rupees per adult, more than 0.',
  nightsRange: 'Choose nights as a number or a range such as 3-5.',
  travellers: 'Travellers must be a whole number from 1 to 50.',
} as const;
const M = DEPARTURE_MESSAGES;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

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

/** One traveller of a departure booking: one per adult and child, the person booking first. */
export const travellerSchema = z.object({
  name: requiredText(M.travellerName, 100),
  age: wholeNumber(0, 120, M.travellerAge),
  gender: z.enum(TRAVELLER_GENDERS, { error: M.travellerGender }),
});

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
