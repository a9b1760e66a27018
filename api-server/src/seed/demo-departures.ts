// Demo departures (issue 26): dated group trips of most demo destinations, on days counted from
// the seed day so that they stay ahead: the coming weeks, the winter holidays, the summer
// holidays and the next Durga Puja (mid-October). Some are nearly full and one is full with a
// waitlist, from demo bookings with their travellers (visitors' data is never touched: these are
// written only with the demo content).
import {
  addDays,
  DEFAULT_CALENDAR,
  formatBookingReference,
  holdUntil,
  referenceMonth,
  todayInIst,
  type IsoDate,
} from '@tours/shared-ui/booking-office';
import { departureEndDate, type Traveller, type TravellerGender } from '@tours/shared-ui/domain';

import type { Repositories } from '../repositories/create-repositories';

interface DemoDeparture {
  slug: string;
  start: (today: IsoDate) => IsoDate;
  seats: number;
  pickupPoints: string[];
  /** Parties already booked (travellers each); the last ones beyond the seats wait. */
  booked?: number[];
  note?: string;
}

/** The next `month`-`day` on or after `after`. */
function next(after: IsoDate, month: number, day: number): IsoDate {
  const year = Number(after.slice(0, 4));
  const date = (y: number) =>
    `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return date(year) > after ? date(year) : date(year + 1);
}

const KOLKATA = ['Howrah station', 'Sealdah station', 'Esplanade'];
const SOUTH = ['Sonarpur station', 'Garia', 'Esplanade'];

export const DEMO_DEPARTURES: DemoDeparture[] = [
  {
    slug: 'puri',
    start: (t) => addDays(t, 18),
    seats: 40,
    pickupPoints: SOUTH,
    booked: [4, 3, 2, 4, 2, 3, 4, 4, 3, 2, 3, 2],
  },
  // Full: 20 seats taken, two families wait.
  {
    slug: 'puri',
    start: (t) => next(t, 12, 23),
    seats: 20,
    pickupPoints: SOUTH,
    booked: [4, 4, 3, 3, 2, 4, 3, 2],
    note: 'Christmas at the sea: AC bus, sea-facing rooms.',
  },
  {
    slug: 'puri',
    start: (t) => next(t, 10, 16),
    seats: 40,
    pickupPoints: SOUTH,
    note: 'Durga Puja at Puri.',
  },
  {
    slug: 'darjeeling',
    start: (t) => next(t, 12, 26),
    seats: 30,
    pickupPoints: KOLKATA,
    booked: [4, 4, 3, 4, 2, 4, 3, 2, 2],
  },
  { slug: 'darjeeling', start: (t) => next(t, 5, 20), seats: 30, pickupPoints: KOLKATA },
  {
    slug: 'darjeeling',
    start: (t) => next(t, 10, 15),
    seats: 30,
    pickupPoints: KOLKATA,
    note: 'Puja holidays in the hills.',
  },
  {
    slug: 'sundarbans',
    start: (t) => addDays(t, 25),
    seats: 24,
    pickupPoints: SOUTH,
    booked: [4, 3],
  },
  { slug: 'sundarbans', start: (t) => next(t, 1, 24), seats: 24, pickupPoints: SOUTH },
  {
    slug: 'digha',
    start: (t) => addDays(t, 11),
    seats: 40,
    pickupPoints: SOUTH,
    booked: [4, 4, 2],
  },
  { slug: 'digha', start: (t) => next(t, 12, 30), seats: 40, pickupPoints: SOUTH },
  { slug: 'gangtok', start: (t) => next(t, 5, 15), seats: 25, pickupPoints: KOLKATA },
  { slug: 'kalimpong', start: (t) => next(t, 3, 20), seats: 20, pickupPoints: KOLKATA },
  {
    slug: 'shantiniketan',
    start: (t) => next(t, 12, 22),
    seats: 40,
    pickupPoints: KOLKATA,
    booked: [4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2],
    note: 'Poush Mela.',
  },
  { slug: 'varanasi', start: (t) => addDays(t, 45), seats: 30, pickupPoints: KOLKATA },
];

const NAMES: [string, TravellerGender][] = [
  ['Ananya Sen', 'Female'],
  ['Rahul Sen', 'Male'],
  ['Mitali Ghosh', 'Female'],
  ['Arijit Ghosh', 'Male'],
  ['Puja Das', 'Female'],
  ['Sourav Das', 'Male'],
];

/** A party of `size`: two adults first, then children of 6 and 9. */
function party(index: number, size: number): { adults: number; travellers: Traveller[] } {
  const adults = Math.min(size, 2);
  const travellers = Array.from({ length: size }, (_, position): Traveller => {
    const [name, gender] = NAMES[(index * 2 + position) % NAMES.length]!;
    return position < adults
      ? { name, age: 34 + position * 3, gender }
      : { name: `${name.split(' ')[0]} Jr ${position}`, age: position === 2 ? 6 : 9, gender };
  });
  return { adults, travellers };
}

/** Writes the demo departures and their bookings; answers how many departures. */
export async function seedDemoDepartures(repositories: Repositories, now = new Date()) {
  const today = todayInIst(now);
  const month = referenceMonth(now);
  let written = 0;
  for (const demo of DEMO_DEPARTURES) {
    const destination = await repositories.destinations.findBySlug(demo.slug);
    if (!destination) continue;
    const startDate = demo.start(today);
    const departure = await repositories.departures.insert({
      destination_id: destination._id,
      start_date: startDate,
      end_date: departureEndDate(startDate, destination.nights ?? 0),
      seats: demo.seats,
      pickup_points: demo.pickupPoints,
      note: demo.note ?? '',
    });
    written += 1;
    let taken = 0;
    for (const [index, size] of (demo.booked ?? []).entries()) {
      const waitlisted = taken + size > demo.seats;
      if (!waitlisted) taken += size;
      const { adults, travellers } = party(index, size);
      const perAdult = destination.prices?.Budget ?? 0;
      const quotedTotal = adults * perAdult + (size - adults) * (destination.prices?.child ?? 0);
      const booking = await repositories.bookings.create({
        name: travellers[0]!.name,
        phone: `98300${String(10000 + written * 100 + index).slice(-5)}`,
        email: '',
        destination: destination.name,
        checkIn: startDate,
        checkOut: departure.end_date,
        adults,
        children: size - adults,
        category: 'Budget',
        message: '',
        reference: formatBookingReference(
          month,
          await repositories.bookingReferences.nextSequence(month),
        ),
        // Most are confirmed by the office; every third waits on its deposit.
        stage: waitlisted ? 'waitlisted' : index % 3 === 2 ? 'provisional' : 'confirmed',
        status: !waitlisted && index % 3 !== 2,
        holdUntil: holdUntil(now, DEFAULT_CALENDAR),
        quotedTotal,
        quotedOn: today,
        source: 'phone',
        departureId: departure.id,
        pickupPoint: demo.pickupPoints[index % demo.pickupPoints.length]!,
      });
      await repositories.bookingTravellers.replace(booking._id, travellers);
      if (booking.status)
        await repositories.bookings.update(booking._id, { confirmed_by_hand: true });
    }
  }
  return written;
}
