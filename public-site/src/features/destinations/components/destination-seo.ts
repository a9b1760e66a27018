// What search engines read of a destination page: the description cut to a result's length and a
// schema.org TouristTrip with its itinerary and its Offers (SPEC's prices and, issue 26, one per
// upcoming departure with its seats as availability).
import {
  HOTEL_CATEGORIES,
  seatAvailability,
  type Destination,
  type PublicDeparture,
} from '@tours/shared-ui/domain';
import type { DestinationPrices } from '@tours/shared-ui/booking-office';

/** The structured data's words in the page's language: 'Day 2', 'Departure 2026-12-12 to 2026-12-16'. */
export interface JsonLdWords {
  day: (day: number) => string;
  departure: (start: string, end: string) => string;
}

/** The day plan in day order (day2 before day10), whatever order the keys were stored in. */
export function itineraryDays(plan: Record<string, string> | undefined) {
  return Object.entries(plan ?? {})
    .map(([key, text]) => ({ day: Number(/^day(\d+)$/.exec(key)?.[1]), text }))
    .filter((entry) => Number.isInteger(entry.day))
    .sort((a, b) => a.day - b.day);
}

/** The amount of a price text such as '16,500 per person (Budget)', or undefined. */
export function priceAmount(price: string): string | undefined {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(price);
  return match ? match[0].replace(/,/g, '') : undefined;
}

/** The lowest price per adult of a departure's categories, or null when it has none. */
export function lowestAdultPrice(prices: DestinationPrices): number | null {
  const amounts = HOTEL_CATEGORIES.map((category) => prices[category]).filter(
    (amount): amount is number => typeof amount === 'number',
  );
  return amounts.length ? Math.min(...amounts) : null;
}

/** A departure as an Offer: its lowest price per adult, its seats as schema.org availability, and
 * its dates as the Trip it sells (departureTime, arrivalTime), bookable until it starts. */
function departureOffer(departure: PublicDeparture, url: string, words: JsonLdWords) {
  const price = lowestAdultPrice(departure.prices);
  return {
    '@type': 'Offer',
    name: words.departure(departure.startDate, departure.endDate),
    ...(price === null ? {} : { price: String(price) }),
    priceCurrency: 'INR',
    availability: `https://schema.org/${seatAvailability(departure.seatsLeft)}`,
    validThrough: departure.startDate,
    url,
    itemOffered: {
      '@type': 'Trip',
      departureTime: departure.startDate,
      arrivalTime: departure.endDate,
    },
  };
}

/** schema.org TouristTrip of a destination: each price an Offer in rupees, and each upcoming
 * departure an Offer of its own. */
export function touristTripJsonLd(
  destination: Destination,
  {
    url,
    image,
    siteName,
    words,
  }: { url: string; image?: string; siteName: string; words: JsonLdWords },
  departures: PublicDeparture[] = [],
) {
  const offers: object[] = [
    ...(destination.price ?? []).flatMap((price) => {
      const amount = priceAmount(price);
      return amount
        ? [{ '@type': 'Offer', name: price, price: amount, priceCurrency: 'INR', url }]
        : [];
    }),
    ...departures.map((departure) => departureOffer(departure, url, words)),
  ];
  const days = itineraryDays(destination.itinerary?.dayWisePlan);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: destination.name,
    description: destination.description,
    url,
    ...(image ? { image } : {}),
    touristType: 'Holiday',
    provider: { '@type': 'TravelAgency', name: siteName },
    ...(days.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            itemListElement: days.map(({ day, text }) => ({
              '@type': 'ListItem',
              position: day,
              name: words.day(day),
              description: text,
            })),
          },
        }
      : {}),
    ...(offers.length ? { offers } : {}),
  };
}

/** A search-result length description cut at a word boundary. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
