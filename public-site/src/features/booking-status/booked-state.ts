// The address of a traveller's booking page and what the booking form hands it. Small and free of
// the page's code: the page frame (app/routes/root-layout.tsx) imports it to go there after a
// booking. The phone number travels in the router's state, never in the address (a link can be
// shared; docs/booking-office.md, GET /bookings/status).
import type { Booking } from '@tours/shared-ui/domain';

/** The POST answer: a booking of a full departure is waitlisted, with its place in the queue. */
type BookingAnswer = Booking & { waitlistPosition?: number | null };

export const BOOKING_STATUS_PATH = '/booking-status';

export function bookingPageHref(reference: string): string {
  return `${BOOKING_STATUS_PATH}?reference=${encodeURIComponent(reference)}`;
}

/** The stored booking's facts the page confirms, and the phone number to look it up with. */
export interface BookedState {
  booked: {
    reference: string;
    holdUntil: string | null;
    quotedTotal: number | null;
    /** Set when the departure was full: the booking waits for a seat (issue 26). */
    waitlistPosition?: number | null;
  };
  phone: string;
}

/** The state to open the page of a stored booking with; null when the answer has no reference. */
export function bookedState(booking: BookingAnswer, phone: string): BookedState | null {
  if (!booking.reference) return null;
  const waitlisted = booking.stage === 'waitlisted';
  return {
    booked: {
      reference: booking.reference,
      holdUntil: waitlisted ? null : (booking.holdUntil ?? null),
      quotedTotal: booking.quotedTotal ?? null,
      // 0: waitlisted, its place not told.
      waitlistPosition: waitlisted ? (booking.waitlistPosition ?? 0) : null,
    },
    phone,
  };
}

/** The router state of a page reached right after booking `reference`, or null. */
export function readBookedState(state: unknown, reference: string): BookedState | null {
  const candidate = state as Partial<BookedState> | null | undefined;
  if (!candidate?.booked || typeof candidate.phone !== 'string') return null;
  return candidate.booked.reference === reference ? (candidate as BookedState) : null;
}
