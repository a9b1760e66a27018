// Between a destination and its form: the day plan as a list (Day 1, Day 2, ...) in the form,
// keyed day1, day2, ... for the API; the slug derived from the name when left empty; the quote
// prices as four fields ('' is unset, sent as null).
import { type Destination, type DestinationInput, type FieldErrors } from '@tours/shared-ui/domain';
import { BOOKING_OFFICE_MESSAGES, destinationSchema, validate } from '@tours/shared-ui/schemas';

import { formLists, formTexts } from '../../lib/record-form-values';
import type { DestinationFormValues } from './slice/types';
import { QUOTE_PRICE_FIELDS } from './texts';

export const emptyDestinationValues: DestinationFormValues = {
  name: '',
  slug: '',
  map: '',
  image: '',
  info: '',
  description: '',
  price: [],
  highlights: [],
  duration: '',
  dayPlans: [],
  packageInclusions: [],
  packageExclusions: [],
  hotelImages: [],
  siteImages: [],
  themes: [],
  nights: '',
  days: '',
  months: [],
  priceBudget: '',
  priceDeluxe: '',
  priceLuxury: '',
  priceChild: '',
};

/** The destination's lists of texts, edited entry by entry (the day plan is the itinerary's). */
export const TEXT_LISTS = [
  'price',
  'highlights',
  'packageInclusions',
  'packageExclusions',
  'hotelImages',
  'siteImages',
] as const;

type PriceKey = keyof typeof QUOTE_PRICE_FIELDS;
const PRICE_KEYS = Object.keys(QUOTE_PRICE_FIELDS) as PriceKey[];

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** '' is none (null); anything but digits fails the schema as NaN. */
const wholeOf = (text: string | undefined) => {
  const plain = (text ?? '').trim();
  return plain === '' ? null : /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
};

const dayNumber = (key: string) => Number(key.replace(/^day/, '')) || 0;

export function toDestinationFormValues(destination: Destination | null): DestinationFormValues {
  if (!destination) return emptyDestinationValues;
  const plan = destination.itinerary?.dayWisePlan ?? {};
  return {
    ...formTexts(destination, ['name', 'slug', 'map', 'image', 'info', 'description']),
    ...formLists(destination, [...TEXT_LISTS, 'themes', 'months']),
    duration: destination.itinerary?.duration ?? '',
    // In day order, not key order: day10 comes after day9.
    dayPlans: Object.keys(plan)
      .sort((a, b) => dayNumber(a) - dayNumber(b))
      .map((key) => plan[key] ?? ''),
    nights: numberText(destination.nights),
    days: numberText(destination.days),
    priceBudget: numberText(destination.prices?.Budget),
    priceDeluxe: numberText(destination.prices?.Deluxe),
    priceLuxury: numberText(destination.prices?.Luxury),
    priceChild: numberText(destination.prices?.child),
  };
}

/** Maps schema paths to the form's fields (the duration lives in the itinerary). */
function toFormErrors(errors: FieldErrors): FieldErrors {
  const { itinerary, prices, ...rest } = errors;
  return {
    ...rest,
    ...(itinerary ? { duration: itinerary } : {}),
    ...(prices ? { [QUOTE_PRICE_FIELDS.Budget]: prices } : {}),
  };
}

/**
 * The API input, checked with the same schema as the server (SPEC §5): required fields, blank
 * list entries dropped, the slug made from the slug or else the name.
 */
export function toDestinationInput(
  values: DestinationFormValues,
): { ok: true; input: DestinationInput } | { ok: false; errors: FieldErrors } {
  const {
    duration,
    dayPlans,
    nights,
    days,
    priceBudget,
    priceDeluxe,
    priceLuxury,
    priceChild,
    ...rest
  } = values;
  const typed = { priceBudget, priceDeluxe, priceLuxury, priceChild };
  // Each price checked in its own field (the schema names only `prices`).
  const priceErrors = Object.fromEntries(
    PRICE_KEYS.map((key) => QUOTE_PRICE_FIELDS[key])
      .filter((field) => Number.isNaN(wholeOf(typed[field])))
      .map((field) => [field, BOOKING_OFFICE_MESSAGES.rupeesNotNegative]),
  );
  if (Object.keys(priceErrors).length > 0) return { ok: false, errors: priceErrors };
  const dayWisePlan = Object.fromEntries(
    (dayPlans ?? []).map((plan, index) => [`day${index + 1}`, plan ?? '']),
  );
  const result = validate(destinationSchema, {
    ...rest,
    itinerary: { duration: duration ?? '', dayWisePlan },
    nights: wholeOf(nights),
    days: wholeOf(days),
    prices: Object.fromEntries(
      PRICE_KEYS.map((key) => [key, wholeOf(typed[QUOTE_PRICE_FIELDS[key]])]),
    ),
  });
  return result.ok
    ? { ok: true, input: result.value }
    : { ok: false, errors: toFormErrors(result.errors) };
}
