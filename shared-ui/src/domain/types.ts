// Entities of SPEC §3 as the API sends them (JSON field names of the SPEC, `_id` a string).
// The request bodies are the schemas' input types: a type-only import, erased when compiled, so
// this entry still carries no zod.
import type { z } from 'zod';

import type { bookingRequestSchema } from '../schemas/booking-office';
import type { contactSchema } from '../schemas/index';
import type { BookingSource, BookingStage } from './booking-office/constants';
import type { DestinationPrices } from './booking-office/quote';
import type { BlogStatus, HotelCategory } from './constants';
import type { TripTheme } from './trips';

export interface Itinerary {
  duration: string;
  /** Keyed day1, day2, ...; read in day order, not key order. */
  dayWisePlan: Record<string, string>;
}

export interface Destination {
  _id: string;
  name: string;
  slug: string;
  map: string;
  image: string;
  info: string;
  description: string;
  price: string[];
  highlights: string[];
  itinerary: Itinerary;
  packageInclusions: string[];
  packageExclusions: string[];
  hotelImages: string[];
  siteImages: string[];
  /** Prices to compute a quote with (docs/booking-office.md); absent or null when not set. */
  prices?: DestinationPrices | null;
  // The package facts of the trip finder (issue 26, docs/departures.md). Always answered by the
  // API; optional here so that SPEC-only code and fixtures keep compiling.
  /** Any of SPEC's six themes. */
  themes?: TripTheme[];
  nights?: number | null;
  days?: number | null;
  /** The months (1-12) it runs as a tailor-made trip on any date: its season. */
  months?: number[];
}

export interface PopularDestination {
  _id: string;
  title: string;
  description: string;
  src: string;
  path: string;
}

export interface Testimonial {
  _id: string;
  name: string;
  image: string;
  title: string;
  feedback: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  checked: boolean;
}

export interface Blog {
  _id: string;
  title: string;
  slug: string;
  author: string;
  coverImage: string;
  category: string;
  tags: string[];
  introduction: string;
  mainContent: string;
  gallery: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  status: BlogStatus;
  publishedDate: string | null;
}

/** POST /api/bookings from the public form, as sent (children, message and email optional). */
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export interface Booking {
  _id: string;
  name: string;
  phone: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  category: HotelCategory;
  message: string;
  status: boolean;
  createdAt: string;
  // Booking office fields (docs/booking-office.md). Optional here so that SPEC-only code and
  // fixtures keep compiling; BookingRecord (booking-office/types.ts) is the type with all of them.
  /** 'SPT-2611-0042'. */
  reference?: string;
  stage?: BookingStage;
  /** ISO instant: the end of the provisional hold. */
  holdUntil?: string;
  /** Integer rupees; null while the booking awaits a quote. */
  quotedTotal?: number | null;
  /** Sum of the payment ledger, reversals included. */
  received?: number;
  /** quotedTotal − received, never below 0; null while there is no quote. */
  due?: number | null;
  source?: BookingSource;
  /** '' when the traveller gave none. */
  email?: string;
  confirmedByHand?: boolean;
}

/** POST /api/contact. */
export type ContactRequest = z.input<typeof contactSchema>;

export interface Theme {
  label: string;
  image: string;
}

export type DestinationInput = Omit<Destination, '_id'>;
export type PopularDestinationInput = Omit<PopularDestination, '_id'>;
export type TestimonialInput = Omit<Testimonial, '_id'>;
export type BlogInput = Omit<Blog, '_id'>;

/** The first message for each top-level field, as the forms and the API's 400 answers show them. */
export type FieldErrors = Record<string, string>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
