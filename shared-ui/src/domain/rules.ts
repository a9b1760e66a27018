// Field rules of SPEC §5 and slug rules of SPEC §3/§5, shared by the forms and the API server.

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_MESSAGE =
  'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).';

// One "@", no spaces, a dot in the domain part: what a person recognises as an address.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MESSAGE = 'Enter a valid email address.';

export const NAME_REQUIRED_MESSAGE = 'Name is required.';
export const MESSAGE_REQUIRED_MESSAGE = 'Message cannot be empty.';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/**
 * A phone number as people type it, reduced to the ten digits SPEC's rule checks: spaces, hyphens,
 * dots and brackets dropped, then a leading +91 or 91 (before ten digits) or 0 (before ten)
 * removed. '+91 98300 12345', '098300-12345' and '98300 12345' all give '9830012345'; anything
 * else comes back without its separators, for the rule to refuse.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.startsWith('+91') ? compact.slice(3) : compact;
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/** SPEC §5's check itself, of ten digits (normalise what people type first). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Destination slug of SPEC §3: lower-cased, each run of characters other than letters and digits
 * turned into a hyphen, leading and trailing hyphens trimmed.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Blog slug of SPEC §5: trimmed, lower-cased, spaces turned into hyphens. A destination slug that
 * is typed (not derived) is normalised the same way.
 */
export function normalizeBlogSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/\s+/g, '-');
}

export const SLUG_MESSAGE = 'Use only lower-case letters, digits and single hyphens.';

/**
 * Whether `slug` can be stored and reached at /blogs/{slug} or /destinations/{slug}: lower-case
 * letters and digits, in runs joined by single hyphens, nothing before the first or after the
 * last, exactly what `slugify` makes of a name. Checked after the normalising above, so that
 * `Fz7q/With/Slash` is refused rather than stored as a path nobody can open.
 */
export function isSlug(slug: string): boolean {
  return slug !== '' && slugify(slug) === slug;
}

/** Splits a comma-separated entry (tags, meta keywords) into trimmed, non-empty items. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
