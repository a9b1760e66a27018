// The traveller's own page of a booking on the public site, as a WhatsApp message links it. The
// console runs on the same host as the public site (the host shell), so its origin is the site's.
export function bookingStatusUrl(reference: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/booking-status?reference=${encodeURIComponent(reference)}`;
}
