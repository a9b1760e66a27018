// The traveller's own page of a booking on the public site, as a WhatsApp message links it. The
// console runs on the same host as the public site (the host shell), so its origin is the site's.
// In the booking's language when it has one (issue 29: /bn/booking-status?...).
import { localizePath, type Locale } from '@tours/shared-ui/domain';

export function bookingStatusUrl(reference: string, language: Locale = 'en'): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${localizePath(language, `/booking-status?reference=${encodeURIComponent(reference)}`)}`;
}
