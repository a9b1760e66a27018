// Response schemas of departures and the trip finder (the types of @tours/shared-ui/domain's
// trips.ts: PublicDeparture, Departure, DepartureOverview, Manifest, TripsAnswer), and the
// departure fields a booking and its status view carry (issue 26, docs/departures.md).
import { TRAVELLER_GENDERS, TRIP_THEMES } from '@tours/shared-ui/domain';

import { entitySchema, ref, text, textList } from './common';
import { translatable } from './translations';

// The booking office's schemas import this file's booking fields, so it cannot import theirs.
const day = { type: 'string', format: 'date' } as const;
const integer = { type: 'integer' } as const;
const rupees = { type: 'integer', description: 'Whole rupees' } as const;
const rupeesOrNull = {
  type: 'integer',
  nullable: true,
  description: 'Whole rupees, or null',
} as const;

/** DestinationPrices, as a destination and a departure answer them. */
export const pricesSchema = {
  type: 'object',
  description: 'Whole rupees per adult for each hotel category, and per child; null when unset',
  properties: {
    Budget: rupeesOrNull,
    Deluxe: rupeesOrNull,
    Luxury: rupeesOrNull,
    child: rupeesOrNull,
  },
  required: ['Budget', 'Deluxe', 'Luxury', 'child'],
} as const;

/** BookedTraveller: age and gender null once erased after a long-completed trip (issue 30). */
const traveller = {
  type: 'object',
  properties: {
    name: text,
    age: { type: 'integer', nullable: true, description: 'null once erased' },
    gender: {
      type: 'string',
      nullable: true,
      enum: [...TRAVELLER_GENDERS, null],
      description: 'null once erased',
    },
    erasedAt: {
      type: 'string',
      format: 'date-time',
      nullable: true,
      description:
        'When age and gender were erased, TRAVELLER_DETAILS_KEEP_YEARS after a completed trip; null while kept',
    },
  },
  required: ['name', 'age', 'gender', 'erasedAt'],
} as const;

const waitlistPosition = {
  type: 'integer',
  nullable: true,
  description: '1 for the next to get a seat; null unless waitlisted',
} as const;

/** BookingRecord's departure fields. */
export const bookingDepartureFields = {
  departureId: { type: 'string', nullable: true, description: 'null for a tailor-made trip' },
  pickupPoint: text,
  travellers: { type: 'array', items: traveller },
  waitlistPosition,
} as const;

/** BookingStatusView's departure fields. */
export const statusDepartureFields = {
  departure: {
    type: 'object',
    nullable: true,
    properties: { startDate: day, endDate: day },
    required: ['startDate', 'endDate'],
  },
  pickupPoint: text,
  travellers: { type: 'array', items: traveller },
  waitlistPosition,
} as const;

/** A destination's package facts (Destination, beside SPEC's fields). */
export const tripFactsFields = {
  themes: { type: 'array', items: { type: 'string', enum: [...TRIP_THEMES] } },
  nights: { type: 'integer', nullable: true },
  days: { type: 'integer', nullable: true },
  months: {
    type: 'array',
    items: integer,
    description: 'Months (1-12) it runs as a tailor-made trip on any date',
  },
} as const;

const publicFields = {
  _id: text,
  startDate: day,
  endDate: day,
  seatsLeft: integer,
  prices: pricesSchema,
  pickupPoints: textList,
  note: text,
} as const;

const departureFields = {
  ...publicFields,
  destinationId: text,
  destination: text,
  slug: text,
  seats: integer,
  open: { type: 'boolean' },
  cancelled: { type: 'boolean' },
  waitlist: { ...integer, description: 'Bookings waiting for a seat' },
} as const;

const overviewFields = {
  ...departureFields,
  seatsSold: { ...integer, description: 'Travellers of confirmed and paid bookings' },
  seatsHeld: { ...integer, description: 'Travellers of provisional bookings' },
  received: rupees,
  due: rupees,
} as const;

const manifestRow = {
  type: 'object',
  properties: {
    ...traveller.properties,
    reference: text,
    bookedBy: text,
    phone: text,
    pickupPoint: text,
    stage: text,
    paid: rupees,
    due: rupees,
  },
  required: [
    ...traveller.required,
    'reference',
    'bookedBy',
    'phone',
    'pickupPoint',
    'stage',
    'paid',
    'due',
  ],
} as const;

const tripItem = {
  type: 'object',
  properties: {
    slug: text,
    name: text,
    image: text,
    info: text,
    ...tripFactsFields,
    priceFrom: rupeesOrNull,
    departures: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: text,
          startDate: day,
          endDate: day,
          seatsLeft: integer,
          prices: pricesSchema,
        },
        required: ['_id', 'startDate', 'endDate', 'seatsLeft', 'prices'],
      },
    },
    onRequest: { type: 'boolean', description: 'Runs tailor-made on any date of the month asked' },
  },
  required: [
    'slug',
    'name',
    'image',
    'info',
    'themes',
    'nights',
    'days',
    'priceFrom',
    'departures',
    'onRequest',
  ],
} as const;

export const departureSchemas = [
  translatable(entitySchema('PublicDeparture', publicFields)),
  entitySchema('Departure', departureFields),
  entitySchema('DepartureOverview', overviewFields),
  entitySchema('Manifest', {
    departure: ref('DepartureOverview'),
    travellers: { type: 'array', items: manifestRow },
    waitlist: { type: 'array', items: manifestRow },
  }),
  entitySchema('TripsAnswer', { items: { type: 'array', items: translatable(tripItem) } }),
];
