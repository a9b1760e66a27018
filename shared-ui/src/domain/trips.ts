// Dated group departures and the trip finder (issue 26, docs/departures.md): the package facts a
// destination carries (themes, nights and days, the months it runs), a departure's seats as the
// public pages show them, and the finder's filters. Plain data and pure functions: the API decides
// with them (seats are counted under a lock there), the pages explain them.
import { addDays, type IsoDate } from './booking-office/calendar';
import type { DestinationPrices } from './booking-office/quote';
import type { TranslationInfo } from './translations/content';

/** SPEC §2's six themes (the Home grid's labels), which a destination may carry any of. */
export const TRIP_THEMES = [
  'Honeymoon',
  'Family',
  'Adventure',
  'Friends',
  'Religious',
  'School tour',
] as const;
export type TripTheme = (typeof TRIP_THEMES)[number];

/** Indian Railways asks for name, age and gender of each traveller; the product asks the same. */
export const TRAVELLER_GENDERS = ['Female', 'Male', 'Other'] as const;
export type TravellerGender = (typeof TRAVELLER_GENDERS)[number];

/** A traveller as given when booking. */
export interface Traveller {
  name: string;
  age: number;
  gender: TravellerGender;
}

/**
 * A traveller as the API answers it. Age and gender are kept no longer than needed: once a
 * completed trip's check-out day is older than the kept time (TRAVELLER_DETAILS_KEEP_YEARS,
 * default 2; docs/operations.md) a job erases both (null) and `erasedAt` says when. The name
 * stays with the booking.
 */
export interface BookedTraveller {
  name: string;
  age: number | null;
  gender: TravellerGender | null;
  /** When its age and gender were erased (ISO instant); null while they are kept. */
  erasedAt: string | null;
}

/** What the manifest (page and CSV) shows in place of an erased age or gender. */
export const ERASED_DETAIL = 'erased';

/** At five seats or fewer a departure is 'LimitedAvailability' (schema.org) and says so. */
export const FEW_SEATS = 5;
/** The most seats one departure may offer (a train coach, two buses). */
export const MAX_DEPARTURE_SEATS = 500;

/** A departure as every public page may read it: dates, prices, seats left, pickup points. */
export interface PublicDeparture {
  _id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  seatsLeft: number;
  /** The price per adult per hotel category and per child (the destination's unless set). */
  prices: DestinationPrices;
  pickupPoints: string[];
  note: string;
}

/** The admin's departure: the public facts and its seats, state and waitlist. */
export interface Departure extends PublicDeparture {
  destinationId: string;
  /** The destination's name and slug, for lists across destinations. */
  destination: string;
  slug: string;
  seats: number;
  open: boolean;
  cancelled: boolean;
  /** How many bookings wait for a seat. */
  waitlist: number;
}

/** GET /api/departures (admin): each departure with its seats and its money. */
export interface DepartureOverview extends Departure {
  /** Travellers of confirmed and paid bookings. */
  seatsSold: number;
  /** Travellers of provisional bookings (held for two working days). */
  seatsHeld: number;
  /** Rupees received on its bookings, and still to come of their quotes. */
  received: number;
  due: number;
}

/** One traveller of a departure's manifest (GET /api/departures/{id}/manifest). */
export interface ManifestRow extends BookedTraveller {
  reference: string;
  /** The person who booked, and their phone. */
  bookedBy: string;
  phone: string;
  pickupPoint: string;
  stage: string;
  /** Of the whole booking, in rupees. */
  paid: number;
  due: number;
}

export interface Manifest {
  departure: Departure;
  travellers: ManifestRow[];
  /** Waitlisted travellers, in the order they would get a seat. */
  waitlist: ManifestRow[];
}

/** One destination in the trip finder's answer (GET /api/trips). */
export interface TripItem {
  slug: string;
  name: string;
  image: string;
  info: string;
  themes: TripTheme[];
  nights: number | null;
  days: number | null;
  /** The lowest price per adult of the matching departures, else of the destination; null if none. */
  priceFrom: number | null;
  /** Matching departures with their seats left, soonest first. */
  departures: Pick<PublicDeparture, '_id' | 'startDate' | 'endDate' | 'seatsLeft' | 'prices'>[];
  /** True when it runs as a tailor-made trip on any date of the month(s) asked. */
  onRequest: boolean;
  /** Asked in Bengali or Hindi: the destination's translation (name and info), as on its page. */
  translation?: TranslationInfo;
}

export interface TripsAnswer {
  items: TripItem[];
}

/** The finder's filters as the query string carries them (all optional; none is SPEC's list). */
export interface TripFilters {
  theme?: TripTheme;
  /** 'YYYY-MM' */
  month?: string;
  /** Whole rupees per adult. */
  budget?: number;
  /** '3-5' or '4'. */
  nights?: string;
  travellers?: number;
}

/** A departure ends the number of nights after it starts. */
export function departureEndDate(startDate: IsoDate, nights: number): IsoDate {
  return addDays(startDate, nights);
}

export type SeatAvailability = 'InStock' | 'LimitedAvailability' | 'SoldOut';

/** schema.org's availability of a departure's Offer. */
export function seatAvailability(seatsLeft: number): SeatAvailability {
  return seatsLeft <= 0 ? 'SoldOut' : seatsLeft <= FEW_SEATS ? 'LimitedAvailability' : 'InStock';
}

export const SEATS_TEXTS = {
  full: 'Full: join the waitlist',
  onRequest: 'Any date on request',
} as const;

/** '6 seats left', '1 seat left', 'Full: join the waitlist'. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return SEATS_TEXTS.full;
  return `${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left`;
}

/** A nights filter ('3-5', '4') as bounds; null when it is not one. */
export function nightsRange(text: string): { min: number; max: number } | null {
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** The twelve months the finder offers, from this one: ['2026-11', ..., '2027-10']. */
export function nextTwelveMonths(today: IsoDate): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, index) => {
    const total = month + index;
    return `${year + Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
