// Display helpers for the admin tables.
import { formatInr } from '@tours/shared-ui/booking-office';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parse(value: string): Date | null {
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A moment (a message's createdAt), in the admin's own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

/** SPEC §9: admin tables wrap messages every 5 words; one line per group of words. */
export function wrapEveryWords(text: string | null | undefined, words: number): string[] {
  const all = (text ?? '').split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (let i = 0; i < all.length; i += words) lines.push(all.slice(i, i + words).join(' '));
  return lines;
}

/** Newest first by createdAt; entries without a date last. */
export function newestFirst<T extends { createdAt?: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => (item.createdAt ? Date.parse(item.createdAt) || 0 : 0);
  return [...items].sort((a, b) => time(b) - time(a));
}

/**
 * A destination's prices with rupee signs, e.g. '₹12,000 / ₹15,000' (SPEC §2): whole rupees with
 * the booking office's formatter (formatInr, Indian grouping); any other text is kept as written.
 */
export function formatPriceList(prices: readonly string[]): string {
  return prices
    .map((price) => price.trim())
    .filter((price) => price.length > 0)
    .map((price) => {
      const plain = price.replace(/,/g, '');
      return /^\d+$/.test(plain) ? formatInr(Number(plain)) : `₹${price}`;
    })
    .join(' / ');
}
