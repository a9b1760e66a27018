// Booking references travellers quote: SPT-YYMM-NNNN, the Asia/Kolkata month of the request and a
// sequence per month that the server allocates (docs/booking-office.md, "References").
import { istDateOf } from './calendar';

export const BOOKING_REFERENCE_PREFIX = 'SPT';
export const BOOKING_REFERENCE_EXAMPLE = 'SPT-2611-0042';

export interface BookingReferenceParts {
  /** 'YYMM', the Asia/Kolkata month of the request. */
  month: string;
  sequence: number;
}

/** The 'YYMM' of an instant in Asia/Kolkata: the month whose counter numbers the booking. */
export function referenceMonth(requestedAt: Date | string | number): string {
  const day = istDateOf(requestedAt);
  return `${day.slice(2, 4)}${day.slice(5, 7)}`;
}

/** 'SPT-2611-0042'; sequences past 9999 simply grow a digit. */
export function formatBookingReference(month: string, sequence: number): string {
  if (!/^\d{2}(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Not a YYMM month: ${month}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Not a booking sequence: ${sequence}`);
  }
  return `${BOOKING_REFERENCE_PREFIX}-${month}-${String(sequence).padStart(4, '0')}`;
}

const REFERENCE_PATTERN = /^SPT-?(\d{2}(?:0[1-9]|1[0-2]))-?(\d{4,6})$/;

/**
 * Reads a reference as a traveller may type it (any case, spaces or no hyphens:
 * ' spt 2611 0042 ', 'SPT26110042'); null when it cannot be one.
 */
export function parseBookingReference(text: string): BookingReferenceParts | null {
  const match = REFERENCE_PATTERN.exec(
    text
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '-'),
  );
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { month: match[1] ?? '', sequence } : null;
}

/** The canonical form of a typed reference ('SPT-2611-0042'), or null. */
export function normalizeBookingReference(text: string): string | null {
  const parts = parseBookingReference(text);
  return parts ? formatBookingReference(parts.month, parts.sequence) : null;
}
