// The trip finder's filters as the address carries them (/places?theme=Family&month=2026-12&
// budget=20000&travellers=3&nights=3-5): read from a query string (a value that is not a filter is
// left out, as if absent, so a hand-edited link still shows trips) and written back in one order,
// so that one search has one address (the canonical link, the store's key of the answer).
import {
  TRIP_THEMES,
  nightsRange,
  type TripFilters,
  type TripTheme,
} from '@tours/shared-ui/domain';

/** The order the filters take in an address. */
export const FILTER_KEYS = ['theme', 'month', 'budget', 'nights', 'travellers'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const wholeNumber = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** The filters of a query string ('?theme=Family&...' or a URLSearchParams). */
export function filtersFromQuery(search: string | URLSearchParams): TripFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: TripFilters = {};
  const theme = params.get('theme');
  if (theme && (TRIP_THEMES as readonly string[]).includes(theme))
    filters.theme = theme as TripTheme;
  const month = params.get('month');
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month;
  const budget = wholeNumber(params.get('budget'), 1, 100_000_000);
  if (budget !== undefined) filters.budget = budget;
  const nights = params.get('nights');
  if (nights && nightsRange(nights)) filters.nights = nights.trim();
  const travellers = wholeNumber(params.get('travellers'), 1, 50);
  if (travellers !== undefined) filters.travellers = travellers;
  return filters;
}

/** '?theme=Family&month=2026-12' in FILTER_KEYS order; '' without filters. */
export function queryOfFilters(filters: TripFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasFilters = (filters: TripFilters) =>
  FILTER_KEYS.some((key) => filters[key] !== undefined);

/** The same filters without one (the empty result's 'clear' links). */
export function withoutFilter(filters: TripFilters, key: FilterKey): TripFilters {
  const { [key]: _dropped, ...rest } = filters;
  return rest;
}

/** The nights ranges the finder offers (any other valid range from an address is kept too). */
export const NIGHTS_CHOICES = ['1-2', '3-5', '6-9', '10-30'] as const;
