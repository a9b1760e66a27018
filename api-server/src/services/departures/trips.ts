// GET /api/trips, the trip finder (docs/departures.md): which destinations fit a theme, a month,
// a budget per adult, a number of nights and a party. One read of the destinations and one of the
// bookable departures (with seats left) in the window; the matching is done here, where it reads
// as the rule it is. No filter at all: every destination in SPEC's order. In Bengali or Hindi
// (`?lang=`), each card's name and line are the destination's translation (issue 29).
import {
  addDays,
  todayInIst,
  type DestinationPrices,
  type IsoDate,
} from '@tours/shared-ui/booking-office';
import {
  nightsRange,
  type ContentLocale,
  type Destination,
  type TripItem,
  type TripsAnswer,
} from '@tours/shared-ui/domain';
import type { TripsQuery } from '@tours/shared-ui/schemas';

import type { Repositories } from '../../repositories/create-repositories';
import type { BookableDeparture } from '../../repositories/departures-repository';
import { translateAll } from '../translations/content-translations';

/** A card shows at most this many departures. */
export const DEPARTURES_PER_CARD = 3;

/** The lowest price per adult of the prices (any category), or null. */
function lowestAdultPrice(prices: DestinationPrices | null | undefined): number | null {
  const candidates = [prices?.Budget, prices?.Deluxe, prices?.Luxury].filter(
    (price): price is number => typeof price === 'number',
  );
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

const lowest = (values: (number | null)[]) => {
  const numbers = values.filter((value): value is number => value !== null);
  return numbers.length > 0 ? Math.min(...numbers) : null;
};

/** The first and last day of 'YYYY-MM'. */
function monthBounds(month: string): { first: IsoDate; last: IsoDate } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next =
    index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDays(next, -1) };
}

const hasFilter = (query: TripsQuery) => Object.values(query).some((value) => value !== undefined);

function itemOf(
  destination: Destination & Pick<TripItem, 'translation'>,
  departures: BookableDeparture[],
  query: TripsQuery,
): TripItem | null {
  const party = query.travellers ?? 1;
  const fitting = departures.filter((departure) => departure.seats_left >= party);
  // Full departures still show ('Full: join the waitlist') unless a party size was asked.
  const listed = query.travellers === undefined ? departures : fitting;
  const months = destination.months ?? [];
  const monthNumber = query.month ? Number(query.month.slice(5, 7)) : null;
  const onRequest = monthNumber === null ? months.length > 0 : months.includes(monthNumber);
  if (query.month && fitting.length === 0 && !onRequest) return null;
  if (query.theme && !(destination.themes ?? []).includes(query.theme)) return null;
  if (query.nights) {
    const range = nightsRange(query.nights);
    const nights = destination.nights ?? null;
    if (!range || nights === null || nights < range.min || nights > range.max) return null;
  }
  const ownPrice = lowestAdultPrice(destination.prices);
  const departurePrices = listed.map((departure) =>
    lowestAdultPrice(departure.prices ?? destination.prices),
  );
  const priceFrom = listed.length > 0 ? (lowest(departurePrices) ?? ownPrice) : ownPrice;
  if (query.budget !== undefined && (priceFrom === null || priceFrom > query.budget)) return null;
  return {
    slug: destination.slug,
    name: destination.name,
    image: destination.image,
    info: destination.info,
    themes: destination.themes ?? [],
    nights: destination.nights ?? null,
    days: destination.days ?? null,
    priceFrom,
    departures: listed.slice(0, DEPARTURES_PER_CARD).map((departure) => ({
      _id: departure.id,
      startDate: departure.start_date,
      endDate: departure.end_date,
      seatsLeft: Math.max(0, departure.seats_left),
      prices: departure.prices ??
        destination.prices ?? { Budget: null, Deluxe: null, Luxury: null, child: null },
    })),
    onRequest,
    ...(destination.translation ? { translation: destination.translation } : {}),
  };
}

export async function findTrips(
  repositories: Repositories,
  query: TripsQuery,
  now = new Date(),
  locale: ContentLocale | null = null,
): Promise<TripsAnswer> {
  const today = todayInIst(now);
  const bounds = query.month ? monthBounds(query.month) : null;
  const from = bounds && bounds.first > today ? bounds.first : today;
  const [destinations, departures] = await Promise.all([
    repositories.destinations
      .list()
      .then((list) => translateAll(repositories, 'destinations', list, locale)),
    bounds && bounds.last < today
      ? Promise.resolve([])
      : repositories.departures.bookableBetween(from, bounds?.last ?? null),
  ]);
  const byDestination = new Map<string, BookableDeparture[]>();
  for (const departure of departures) {
    const list = byDestination.get(departure.destination_id) ?? [];
    list.push(departure);
    byDestination.set(departure.destination_id, list);
  }
  const items = destinations
    .map((destination) => itemOf(destination, byDestination.get(destination._id) ?? [], query))
    .filter((item): item is TripItem => item !== null);
  if (!hasFilter(query)) return { items };
  // Soonest matching departure first (none: after those with one), then the lower price.
  const soonest = (item: TripItem) => item.departures[0]?.startDate ?? '9999-12-31';
  const price = (item: TripItem) => item.priceFrom ?? Number.MAX_SAFE_INTEGER;
  return {
    items: items
      .map((item, index) => ({ item, index }))
      .sort(
        (a, b) =>
          soonest(a.item).localeCompare(soonest(b.item)) ||
          price(a.item) - price(b.item) ||
          a.index - b.index,
      )
      .map(({ item }) => item),
  };
}
