// Issue 26 through the API (docs/departures.md): the trip finder's filters alone and together,
// seat counting, the waitlist and its promotion, the refusals (closed departure, a party larger
// than the departure, a traveller list that does not match), the manifest, the company's
// cancellation with a refund and a move, and deleting a departure with bookings.
import type { BookingDetail, BookingRecord } from '@tours/shared-ui/booking-office';
import type {
  Departure,
  DepartureOverview,
  Manifest,
  PublicDeparture,
  TripsAnswer,
} from '@tours/shared-ui/domain';
import { DEPARTURE_ERRORS, DEPARTURE_MESSAGES } from '@tours/shared-ui/schemas';

import { adminApiPerFile } from '../../testing/admin-api';
import { dayFromToday, validBodies } from '../../testing/fixtures';

const api = adminApiPerFile({ seedDemoContent: false });
const { send } = api;

const people = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Traveller ${index + 1}`,
    age: index < 2 ? 40 : 7,
    gender: index % 2 === 0 ? 'Female' : 'Male',
  }));

async function destination(name: string, facts: object, budget: number) {
  const response = await send('POST', '/api/destinations', {
    ...validBodies.destination,
    name,
    prices: { Budget: budget, Deluxe: budget + 5000, Luxury: null, child: budget / 2 },
    ...facts,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; slug: string }>();
}

async function departure(destinationId: string, startDate: string, seats: number, extra = {}) {
  const response = await send('POST', `/api/destinations/${destinationId}/departures`, {
    startDate,
    seats,
    pickupPoints: ['Howrah', 'Sonarpur station'],
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Departure>();
}

/** A booking of the departure taken by phone (admin: no rate limit), `adults` + `children`. */
function book(departureId: string, adults: number, children = 0, extra: object = {}) {
  return send('POST', '/api/bookings', {
    name: 'Asha Roy',
    phone: '9876543210',
    destination: 'ignored: the departure says',
    adults,
    children,
    category: 'Budget',
    source: 'phone',
    departureId,
    pickupPoint: 'Howrah',
    travellers: people(adults + children),
    ...extra,
  });
}

const overview = async (id: string) =>
  (await send('GET', `/api/departures/${id}`)).json<DepartureOverview>();

const trips = async (query: string) => {
  const response = await api.testApp.app.inject({ url: `/api/trips${query}` });
  return response;
};
const slugs = async (query: string) =>
  (await trips(query)).json<TripsAnswer>().items.map((item) => item.slug);

describe('the trip finder', () => {
  const start = dayFromToday(40);
  const month = start.slice(0, 7);
  const monthNumber = Number(month.slice(5, 7));
  let full: Departure;

  beforeAll(async () => {
    // Athena: tailor-made in the month asked, Family, 3 nights, ₹15,000.
    await destination(
      'Athena Hills',
      { themes: ['Family'], nights: 3, days: 4, months: [monthNumber] },
      15000,
    );
    // Bhutan Road: a departure in that month, Honeymoon, 5 nights, ₹25,000.
    const b = await destination(
      'Bhutan Road',
      { themes: ['Honeymoon'], nights: 5, days: 6, months: [] },
      25000,
    );
    await departure(b._id, start, 40);
    // Chandipur: Family and Religious, 2 nights, ₹8,000, its departure full.
    const c = await destination(
      'Chandipur',
      { themes: ['Family', 'Religious'], nights: 2, days: 3, months: [] },
      8000,
    );
    full = await departure(c._id, start, 2);
    expect((await book(full._id, 2)).statusCode).toBe(201);
  });

  it('answers every destination in SPEC order without a filter', async () => {
    expect(await slugs('')).toEqual(['athena-hills', 'bhutan-road', 'chandipur']);
    const answer = (await trips('')).json<TripsAnswer>();
    const chandipur = answer.items.find((item) => item.slug === 'chandipur')!;
    // A full departure still shows: 'Full: join the waitlist'.
    expect(chandipur.departures).toEqual([
      expect.objectContaining({ _id: full._id, seatsLeft: 0, startDate: start }),
    ]);
    expect(chandipur).toMatchObject({ nights: 2, days: 3, priceFrom: 8000, onRequest: false });
  });

  it('filters by each filter alone', async () => {
    expect(await slugs('?theme=Family')).toEqual(['chandipur', 'athena-hills']);
    // The departure with seats first, then the tailor-made trip of the season; the full one not.
    expect(await slugs(`?month=${month}`)).toEqual(['bhutan-road', 'athena-hills']);
    expect(await slugs('?budget=10000')).toEqual(['chandipur']);
    expect(await slugs('?nights=3-5')).toEqual(['bhutan-road', 'athena-hills']);
    // Chandipur's full departure is not listed for three: no departure, so by price after.
    expect(await slugs('?travellers=3')).toEqual(['bhutan-road', 'chandipur', 'athena-hills']);
    const onRequest = (await trips(`?month=${month}`)).json<TripsAnswer>().items[1]!;
    expect(onRequest).toMatchObject({ slug: 'athena-hills', onRequest: true, departures: [] });
  });

  it('filters by all of them together', async () => {
    expect(
      await slugs(`?theme=Family&month=${month}&budget=20000&nights=3-5&travellers=3`),
    ).toEqual(['athena-hills']);
    expect(await slugs(`?theme=Honeymoon&month=${month}&travellers=3`)).toEqual(['bhutan-road']);
    expect(await slugs(`?theme=Religious&month=${month}`)).toEqual([]);
  });

  it('answers 400 naming the field of a bad filter', async () => {
    for (const [query, field] of [
      ['?month=2026-13', 'month'],
      ['?budget=lots', 'budget'],
      ['?nights=5-3', 'nights'],
      ['?travellers=0', 'travellers'],
      ['?theme=Beach', 'theme'],
    ] as const) {
      const response = await trips(query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });

  it('is cached like the other public reads, per query', async () => {
    const first = await trips('?theme=Family');
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(first.headers.etag).toBeDefined();
    expect((await trips('?theme=Honeymoon')).json<TripsAnswer>().items).toHaveLength(1);
  });
});

describe('seats and the waitlist', () => {
  let dep: Departure;

  beforeAll(async () => {
    const d = await destination('Sagar Island', { nights: 2, days: 3 }, 9000);
    dep = await departure(d._id, dayFromToday(30), 5);
  });

  it('takes a seat per traveller, then waitlists in order, and promotes once seats free up', async () => {
    const first = (await book(dep._id, 2, 1)).json<BookingRecord>();
    expect(first).toMatchObject({
      stage: 'provisional',
      departureId: dep._id,
      checkIn: dep.startDate,
      checkOut: dep.endDate,
      destination: 'Sagar Island',
      pickupPoint: 'Howrah',
      travellers: people(3),
      waitlistPosition: null,
      // The departure's prices: 2 × 9,000 + 1 × 4,500.
      quotedTotal: 22500,
    });
    expect((await book(dep._id, 2)).json<BookingRecord>().stage).toBe('provisional');
    const third = await book(dep._id, 2);
    expect(third.statusCode).toBe(201);
    expect(third.json<BookingRecord>()).toMatchObject({ stage: 'waitlisted', waitlistPosition: 1 });
    const fourth = (await book(dep._id, 1)).json<BookingRecord>();
    expect(fourth).toMatchObject({ stage: 'waitlisted', waitlistPosition: 2, status: false });
    expect(await overview(dep._id)).toMatchObject({
      seats: 5,
      seatsHeld: 5,
      seatsSold: 0,
      seatsLeft: 0,
      waitlist: 2,
    });
    const publicList = await api.testApp.app.inject({
      url: '/api/destinations/sagar-island/departures',
    });
    expect(publicList.json<PublicDeparture[]>()).toEqual([
      expect.objectContaining({
        _id: dep._id,
        seatsLeft: 0,
        pickupPoints: ['Howrah', 'Sonarpur station'],
      }),
    ]);
    expect(Object.keys(publicList.json<PublicDeparture[]>()[0]!).sort()).toEqual(
      ['_id', 'endDate', 'note', 'pickupPoints', 'prices', 'seatsLeft', 'startDate'].sort(),
    );

    // The first party cancels: 3 seats free, both waiting bookings fit and are held.
    const cancelled = await send('POST', `/api/bookings/${first._id}/cancel`, { charge: 0 });
    expect(cancelled.statusCode).toBe(200);
    for (const id of [third.json<BookingRecord>()._id, fourth._id]) {
      const detail = (await send('GET', `/api/bookings/${id}`)).json<BookingDetail>();
      expect(detail).toMatchObject({ stage: 'provisional', waitlistPosition: null });
      expect(detail.timeline.filter((event) => event.type === 'waitlist-promoted')).toHaveLength(1);
    }
    expect(await overview(dep._id)).toMatchObject({ seatsHeld: 5, seatsLeft: 0, waitlist: 0 });
  });

  it('promotes the waitlist when seats are added, and never lets seats fall below those taken', async () => {
    const waiting = (await book(dep._id, 2)).json<BookingRecord>();
    expect(waiting.stage).toBe('waitlisted');
    const fewer = await send('PUT', `/api/departures/${dep._id}`, { seats: 4 });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json<{ message: string }>().message).toBe(DEPARTURE_ERRORS.seatsBelowTaken);
    const more = await send('PUT', `/api/departures/${dep._id}`, { seats: 7 });
    expect(more.statusCode).toBe(200);
    expect(more.json<DepartureOverview>()).toMatchObject({ seats: 7, seatsLeft: 0, waitlist: 0 });
    const detail = (await send('GET', `/api/bookings/${waiting._id}`)).json<BookingDetail>();
    expect(detail.stage).toBe('provisional');
  });

  it('shows the traveller the departure, pickup point, travellers and place in line', async () => {
    const waiting = (await book(dep._id, 1, 0, { phone: '9830012345' })).json<BookingRecord>();
    const status = await api.testApp.app.inject({
      url: `/api/bookings/status?reference=${waiting.reference}&phone=9830012345`,
    });
    expect(status.json()).toMatchObject({
      stage: 'waitlisted',
      departure: { startDate: dep.startDate, endDate: dep.endDate },
      pickupPoint: 'Howrah',
      travellers: people(1),
      waitlistPosition: 1,
    });
  });
});

describe('refusals', () => {
  let dep: Departure;

  beforeAll(async () => {
    const d = await destination('Mukutmanipur', { nights: 1, days: 2 }, 5000);
    dep = await departure(d._id, dayFromToday(20), 4);
  });

  it('answers 400 for a traveller list that does not match adults + children', async () => {
    const response = await book(dep._id, 2, 1, { travellers: people(2) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { travellers: DEPARTURE_MESSAGES.travellerList },
    });
  });

  it('answers 400 for a pickup point the departure does not have', async () => {
    const response = await book(dep._id, 1, 0, { pickupPoint: 'Siliguri' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { pickupPoint: DEPARTURE_MESSAGES.pickupPoint },
    });
  });

  it('answers 409 for a party larger than the whole departure', async () => {
    const response = await book(dep._id, 4, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: DEPARTURE_ERRORS.tooManyTravellers });
  });

  it('answers 409 for a closed departure, writing nothing', async () => {
    expect((await send('PUT', `/api/departures/${dep._id}`, { open: false })).statusCode).toBe(200);
    const response = await book(dep._id, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: DEPARTURE_ERRORS.closed });
    expect(await overview(dep._id)).toMatchObject({ seatsHeld: 0, waitlist: 0, open: false });
    // Closed ones are not on the public page.
    const publicList = await api.testApp.app.inject({
      url: '/api/destinations/mukutmanipur/departures',
    });
    expect(publicList.json()).toEqual([]);
  });

  it('deletes a departure only while nothing is booked on it', async () => {
    const d = await destination('Bishnupur', { nights: 1, days: 2 }, 4000);
    const empty = await departure(d._id, dayFromToday(15), 10);
    expect((await send('DELETE', `/api/departures/${empty._id}`)).statusCode).toBe(204);
    const used = await departure(d._id, dayFromToday(16), 10);
    expect((await book(used._id, 1)).statusCode).toBe(201);
    const refused = await send('DELETE', `/api/departures/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: DEPARTURE_ERRORS.deleteRefused });
  });
});

describe('the manifest and the company’s cancellation', () => {
  let dep: Departure;
  let other: Departure;
  let paid: BookingRecord;
  let moving: BookingRecord;
  let waiting: BookingRecord;

  beforeAll(async () => {
    const d = await destination('Mandarmani', { nights: 2, days: 3 }, 6000);
    dep = await departure(d._id, dayFromToday(50), 3);
    other = await departure(d._id, dayFromToday(57), 10, { pickupPoints: ['Sonarpur station'] });
    paid = (await book(dep._id, 2, 0, { name: '=Ritu Sen' })).json<BookingRecord>();
    const payment = await send('POST', `/api/bookings/${paid._id}/payments`, {
      amount: 3000,
      paidOn: dayFromToday(0),
      method: 'upi',
      reference: 'UPI1',
    });
    expect(payment.statusCode).toBe(201);
    moving = (await book(dep._id, 1)).json<BookingRecord>();
    waiting = (await book(dep._id, 1)).json<BookingRecord>();
    expect(waiting.stage).toBe('waitlisted');
  });

  it('lists every traveller with the booking’s reference, phone, pickup point and money, the waitlist apart', async () => {
    const manifest = (await send('GET', `/api/departures/${dep._id}/manifest`)).json<Manifest>();
    // The deposit (20%) is in: the first booking is confirmed.
    expect(manifest.departure).toMatchObject({
      _id: dep._id,
      seatsSold: 2,
      seatsHeld: 1,
      waitlist: 1,
    });
    expect(manifest.travellers).toHaveLength(3);
    expect(manifest.travellers[0]).toEqual({
      ...people(2)[0],
      reference: paid.reference,
      bookedBy: '=Ritu Sen',
      phone: '9876543210',
      pickupPoint: 'Howrah',
      stage: 'confirmed',
      paid: 3000,
      due: 9000,
      // Age and gender still kept (erased two years after the trip: docs/operations.md).
      erasedAt: null,
    });
    expect(manifest.waitlist).toEqual([
      expect.objectContaining({ reference: waiting.reference, name: 'Traveller 1' }),
    ]);
    const csv = await send('GET', `/api/departures/${dep._id}/manifest?format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="manifest-mandarmani-/,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Age,Gender,Booking reference,Phone,Pickup point,Paid (₹),Due (₹)');
    expect(lines[1]).toBe(`Traveller 1,40,Female,${paid.reference},9876543210,Howrah,3000,9000`);
    expect(lines.slice(4, 8)).toEqual([
      '',
      'Waitlist',
      'Name,Age,Gender,Booking reference,Phone,Pickup point,Paid (₹),Due (₹)',
      `Traveller 1,40,Female,${waiting.reference},9876543210,Howrah,0,6000`,
    ]);
  });

  it('cancels the departure: a full refund opened, a move to the departure chosen, travellers told', async () => {
    const badMove = await send('POST', `/api/departures/${dep._id}/cancel`, {
      reason: 'Cyclone',
      moves: [{ bookingId: moving._id, toDepartureId: dep._id }],
    });
    expect(badMove.statusCode).toBe(409);
    const response = await send('POST', `/api/departures/${dep._id}/cancel`, {
      reason: 'Cyclone warning on the coast',
      moves: [{ bookingId: moving._id, toDepartureId: other._id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DepartureOverview>()).toMatchObject({
      cancelled: true,
      open: false,
      seatsHeld: 0,
      waitlist: 0,
    });
    const refunded = (await send('GET', `/api/bookings/${paid._id}`)).json<BookingDetail>();
    expect(refunded).toMatchObject({
      stage: 'cancelled',
      cancellation: { charge: 0, refund: 3000 },
      refund: { state: 'approved', amount: 3000 },
    });
    expect((await send('GET', `/api/bookings/${waiting._id}`)).json<BookingDetail>().stage).toBe(
      'cancelled',
    );
    const moved = (await send('GET', `/api/bookings/${moving._id}`)).json<BookingDetail>();
    expect(moved).toMatchObject({
      reference: moving.reference,
      departureId: other._id,
      checkIn: other.startDate,
      checkOut: other.endDate,
      pickupPoint: 'Sonarpur station',
      stage: 'provisional',
    });
    expect(moved.timeline.map((event) => event.type)).toContain('departure-moved');
    expect(await overview(other._id)).toMatchObject({ seatsHeld: 1 });
    const again = await send('POST', `/api/departures/${dep._id}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    const audit = await send('GET', '/api/audit?entity=departure');
    expect(JSON.stringify(audit.json())).toContain('cancelled by the company');
  });
});
