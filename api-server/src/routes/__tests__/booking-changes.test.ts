// Issue 25 through the API: the office's settings, a booking's details changed after it is made
// (audited field by field, a reschedule keeping the booking and its payments), the payment
// schedule of the detail, the search of the bookings, the money-due list and its dashboard sum,
// and an admin booking's destination that must exist.
import {
  addDays,
  depositFor,
  todayInIst,
  type AuditPage,
  type BookingDetail,
  type BookingOfficeSettings,
  type BookingRecord,
  type DashboardSummary,
  type MoneyDueRow,
} from '@tours/shared-ui/booking-office';
import { BOOKING_OFFICE_ERRORS, BOOKING_OFFICE_MESSAGES } from '@tours/shared-ui/schemas';

import { adminApiPerFile } from '../../testing/admin-api';
import { dayFromToday, validBodies } from '../../testing/fixtures';

const { send } = adminApiPerFile();

/** A booking taken by phone (admin), Darjeeling Deluxe, two adults. */
async function take(overrides: object = {}): Promise<BookingRecord> {
  const response = await send('POST', '/api/bookings', {
    ...validBodies.booking,
    children: 0,
    source: 'phone',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}

const detail = async (id: string) =>
  (await send('GET', `/api/bookings/${id}`)).json<BookingDetail>();

const pay = (id: string, amount: number) =>
  send('POST', `/api/bookings/${id}/payments`, { amount, paidOn: todayInIst(), method: 'cash' });

describe('the office settings', () => {
  it('default to 15 and 3 days; a PUT changes what it sends (audited) and the schedule follows', async () => {
    expect((await send('GET', '/api/settings/booking-office')).json()).toEqual({
      beforeJourneyDays: 15,
      reminderDaysBefore: 3,
      bankDetails: '',
    });
    const bad = await send('PUT', '/api/settings/booking-office', { beforeJourneyDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      beforeJourneyDays: BOOKING_OFFICE_MESSAGES.beforeJourneyDays,
    });
    const saved = await send('PUT', '/api/settings/booking-office', { beforeJourneyDays: 20 });
    expect(saved.json<BookingOfficeSettings>()).toEqual({
      beforeJourneyDays: 20,
      reminderDaysBefore: 3,
      bankDetails: '',
    });
    const booking = await take({ quotedTotal: 50_000 });
    const [, beforeJourney] = (await detail(booking._id)).schedule;
    expect(beforeJourney).toMatchObject({
      kind: 'before-journey',
      dueOn: addDays(booking.checkIn, -20),
    });
    await send('PUT', '/api/settings/booking-office', { beforeJourneyDays: 15 });
    const audit = (await send('GET', '/api/audit?entity=setting')).json<AuditPage>();
    expect(audit.entries[1]).toMatchObject({
      entityId: 'booking-office',
      action: 'update',
      changes: { beforeJourneyDays: { from: 15, to: 20 } },
    });
  });
});

describe('the payment schedule of a booking', () => {
  it('is empty without a quote; the deposit due on the hold’s last day, paid as money comes', async () => {
    const booking = await take();
    // Two adults, Deluxe Darjeeling: the estimate is the quote; set none to see no schedule.
    await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: null });
    expect((await detail(booking._id)).schedule).toEqual([]);
    await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 40_000 });
    const quoted = await detail(booking._id);
    expect(quoted.schedule.map(({ kind, amount, paid }) => [kind, amount, paid])).toEqual([
      ['deposit', 8_000, false],
      ['before-journey', 16_000, false],
      ['on-site', 16_000, false],
    ]);
    expect(quoted.schedule[0]!.dueOn).toBe(todayInIst(new Date(booking.holdUntil)));
    expect(quoted.schedule[2]!.dueOn).toBe(booking.checkIn);
    await pay(booking._id, depositFor(40_000));
    const confirmed = await detail(booking._id);
    expect(confirmed.stage).toBe('confirmed');
    // Confirmed: the deposit was due the day of the quote.
    expect(confirmed.schedule[0]).toMatchObject({ paid: true, dueOn: todayInIst() });
    expect(confirmed.schedule[1]!.paid).toBe(false);
  });
});

describe('changing a booking’s details', () => {
  it('reschedules and corrects, keeping the booking, its reference and payments; audited field by field', async () => {
    const booking = await take({ name: 'Asha Roy', quotedTotal: 30_000 });
    await pay(booking._id, 2_000);
    const checkIn = dayFromToday(70);
    const checkOut = dayFromToday(73);
    const changed = await send('PUT', `/api/bookings/${booking._id}`, {
      name: 'Asha Ray',
      checkIn,
      checkOut,
      adults: 3,
      category: 'Luxury',
      destination: 'puri',
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json<BookingDetail>();
    expect(after).toMatchObject({
      _id: booking._id,
      reference: booking.reference,
      name: 'Asha Ray',
      checkIn,
      checkOut,
      adults: 3,
      category: 'Luxury',
      // The destination's own name, as the destinations list has it.
      destination: 'Puri',
      received: 2_000,
      quotedTotal: 30_000,
    });
    expect(after.payments).toHaveLength(1);
    expect(after.schedule.at(-1)!.dueOn).toBe(checkIn);
    expect(after.timeline.at(-1)).toMatchObject({
      type: 'details-changed',
      summary: 'Details changed: name, destination, check-in, check-out, adults, hotel category',
    });
    const [entry] = (
      await send('GET', `/api/audit?entity=booking&entityId=${booking._id}`)
    ).json<AuditPage>().entries;
    expect(entry).toMatchObject({
      action: 'update',
      summary: `Details of ${booking.reference} changed`,
    });
    expect(entry!.changes).toEqual({
      name: { from: '(personal data)', to: '(personal data)' },
      destination: { from: 'Darjeeling', to: 'Puri' },
      checkIn: { from: booking.checkIn, to: checkIn },
      checkOut: { from: booking.checkOut, to: checkOut },
      adults: { from: 2, to: 3 },
      category: { from: 'Deluxe', to: 'Luxury' },
    });
  });

  it('refuses a bad value under its field and changes nothing', async () => {
    const booking = await take();
    const cases: [object, Record<string, string>][] = [
      [{ destination: 'Pur' }, { destination: BOOKING_OFFICE_MESSAGES.destinationUnknown }],
      [{ checkIn: dayFromToday(-1) }, { checkIn: BOOKING_OFFICE_MESSAGES.checkInPast }],
      [{ checkOut: dayFromToday(10) }, { checkOut: BOOKING_OFFICE_MESSAGES.checkOutBeforeCheckIn }],
      [{ adults: 0 }, { adults: BOOKING_OFFICE_MESSAGES.adults }],
      [{ phone: '12345' }, { phone: expect.any(String) }],
    ];
    for (const [body, errors] of cases) {
      const refused = await send('PUT', `/api/bookings/${booking._id}`, body);
      expect({ body, status: refused.statusCode }).toEqual({ body, status: 400 });
      expect(refused.json().errors).toEqual(errors);
    }
    const same = await detail(booking._id);
    expect(same).toMatchObject({ destination: 'Darjeeling', checkIn: booking.checkIn, adults: 2 });
    expect(same.timeline.map((event) => event.type)).toEqual(['created']);
  });

  it('refuses a cancelled booking’s details with 409', async () => {
    const booking = await take({ quotedTotal: 20_000 });
    const cancelled = await send('POST', `/api/bookings/${booking._id}/cancel`, { charge: 0 });
    expect(cancelled.statusCode).toBe(200);
    const refused = await send('PUT', `/api/bookings/${booking._id}`, { name: 'Someone Else' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.detailsClosed });
  });
});

describe('an admin booking', () => {
  it('names an existing destination (400 under destination otherwise)', async () => {
    const refused = await send('POST', '/api/bookings', {
      ...validBodies.booking,
      destination: 'Pur',
      source: 'phone',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      destination: BOOKING_OFFICE_MESSAGES.destinationUnknown,
    });
  });
});

describe('the search of the bookings', () => {
  it('finds by the whole reference as typed, its last digits, name, phone and email', async () => {
    const found = await take({
      name: 'Bidisha Sengupta',
      phone: '9830012345',
      email: 'bidisha@example.in',
    });
    await take({ name: 'Other Person', phone: '9000000001' });
    const search = async (q: string) =>
      (await send('GET', `/api/bookings?q=${encodeURIComponent(q)}`)).json<BookingRecord[]>();
    const ids = async (q: string) => (await search(q)).map((booking) => booking._id);
    const sequence = found.reference.slice(-4);
    for (const q of [
      found.reference,
      found.reference.toLowerCase().replace(/-/g, ' '),
      sequence,
      `${found.reference.slice(4, 8)}-${sequence}`,
      'sengupta',
      'BIDISHA',
      '+91 98300 12345',
      '30012',
      'bidisha@example',
    ]) {
      expect({ q, found: (await ids(q)).includes(found._id) }).toEqual({ q, found: true });
    }
    expect(await ids('Nobody Like This')).toEqual([]);
    // A LIKE wildcard typed is a character, not "anything".
    expect(await ids('%')).toEqual([]);
    const all = await send('GET', '/api/bookings');
    expect(all.json<BookingRecord[]>().length).toBeGreaterThan(1);
    const tooLong = await send('GET', `/api/bookings?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the money due', () => {
  it('lists the instalments overdue or due within the days, overdue first; the dashboard sums them', async () => {
    const soon = await take({
      quotedTotal: 10_000,
      checkIn: dayFromToday(20),
      checkOut: dayFromToday(22),
    });
    await pay(soon._id, depositFor(10_000));
    const later = await take({
      quotedTotal: 50_000,
      checkIn: dayFromToday(120),
      checkOut: dayFromToday(124),
    });
    const rows = (await send('GET', '/api/bookings/money-due?days=7')).json<MoneyDueRow[]>();
    const mine = (id: string) => rows.filter((row) => row._id === id);
    // `soon`: the further 40% (4,000) due 15 days before a check-in 20 days away; `later`: its
    // deposit by the hold's last day (its 40% is months away).
    expect(mine(later._id)).toEqual([
      {
        _id: later._id,
        reference: later.reference,
        name: later.name,
        phone: later.phone,
        destination: 'Darjeeling',
        checkIn: later.checkIn,
        kind: 'deposit',
        amount: 10_000,
        dueOn: todayInIst(new Date(later.holdUntil)),
        overdue: false,
      },
    ]);
    expect(mine(soon._id)).toEqual([
      expect.objectContaining({
        kind: 'before-journey',
        amount: 4_000,
        dueOn: dayFromToday(5),
        overdue: false,
      }),
    ]);
    const paid = await take({
      quotedTotal: 10_000,
      checkIn: dayFromToday(20),
      checkOut: dayFromToday(22),
    });
    await pay(paid._id, 6_000);
    const again = (await send('GET', '/api/bookings/money-due')).json<MoneyDueRow[]>();
    expect(again.some((row) => row._id === paid._id)).toBe(false);
    expect(
      rows.every((row, index) => index === 0 || !row.overdue || rows[index - 1]!.overdue),
    ).toBe(true);
    const summary = (await send('GET', '/api/dashboard')).json<DashboardSummary>();
    expect(summary.moneyDue).toEqual({
      count: again.length,
      amount: again.reduce((sum, row) => sum + row.amount, 0),
    });
    expect((await send('GET', '/api/bookings/money-due?days=x')).statusCode).toBe(400);
  });
});
