// The agency's one-line address (AGENCY_ADDRESS, 'Sonarpur, South 24 Parganas, West Bengal 700150,
// India') as a schema.org PostalAddress: search engines read the PIN code as its own field, not as
// part of the street.

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode?: string;
  addressCountry: 'IN';
}

/** A state (or none) followed by a six-digit PIN code, which may be written '700 150'. */
const REGION_AND_PIN = /^(.*?)\s*\b([1-9]\d{2})\s?(\d{3})$/;

/**
 * The address's parts: a trailing 'India' is the country, a trailing '{state} {PIN}' the region
 * and postal code, the rest the street. The office is in Sonarpur, West Bengal (SPEC §2 Contact), so
 * those stand where the address does not name a region.
 */
export function postalAddress(address: string): PostalAddress {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && /^india$/i.test(parts[parts.length - 1] ?? '')) parts.pop();
  const pin = parts.length > 1 ? REGION_AND_PIN.exec(parts[parts.length - 1] ?? '') : null;
  if (pin) parts.pop();
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    addressLocality: 'Sonarpur',
    addressRegion: pin?.[1] || 'West Bengal',
    ...(pin ? { postalCode: `${pin[2]}${pin[3]}` } : {}),
    addressCountry: 'IN',
  };
}
