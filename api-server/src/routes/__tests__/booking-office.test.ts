// The booking office through the API (docs/booking-office.md): a visitor books and reads their
// status; the admin quotes, records payments and reversals, extends a hold, cancels with the
// policy's charge and moves the refund on; holidays, the dashboard and the audit log.
import { BOOKING_OFFICE_ERRORS, BOOKING_OFFICE_MESSAGES } from '@tours/shared-ui/schemas';
import {
  STATUS_CHANGE_REFUSALS,
  addDays,
  holdUntil,
  paymentSchedule,
  refundDeadline,
  todayInIst,
  type AgencyCalendar,
  type AuditPage,
  type BookingDetail,
  type BookingRecord,
  type BookingStatusView,
  type CancellationQuote,
  type DashboardSummary,
  type PaymentResult,
} from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import { adminApiPerFile } from '../../testing/admin-api';
import { bearer } from '../../testing/auth-tokens';
import { countRows, dayFromToday, validBodies } from '../../testing/fixtures';
import { bookAsVisitor } from '../../testing/visitor-booking';

const api = adminApiPerFile();
const { send } = api;

/** A visitor's booking of Darjeeling (Deluxe ₹22,900 a person in the demo prices). */
const book = (overrides: object = {}): Promise<BookingRecord> =>
  bookAsVisitor(api.testApp.app, overrides);

const pay = (id: string, body: object) =>
  send('POST', `/api/bookings/${id}/payments`, {
    paidOn: todayInIst(),
    method: 'upi',
    reference: 'T2611230001',
    ...body,
  });

async function calendar() {
  const answer = (await send('GET', '/api/calendar')).json<AgencyCalendar>();
  return {
    workingWeekdays: answer.workingWeekdays,
    holidays: answer.holidays.map((holiday) => holiday.date),
  };
}

describe('a visitor books', () => {
  it('201 with the reference, stage provisional, the working-day hold and the estimated quote', async () => {
    const before = Date.now();
    const booking = await book({ email: 'arjun@example.com' });
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^SPT-\d{4}-\d{4}$/),
      stage: 'provisional',
      status: false,
      quotedTotal: 2 * 22_900,
      received: 0,
      due: 2 * 22_900,
      source: 'website',
      email: 'arjun@example.com',
      confirmedByHand: false,
    });
    expect(booking.holdUntil).toBe(holdUntil(before, await calendar()));
    // A family: the demo prices have a child price (Darjeeling ₹8,200), so it is estimated too.
    expect((await book({ children: 1 })).quotedTotal).toBe(2 * 22_900 + 8_200);
  });

  it('numbers the references of a month one after another', async () => {
    const first = await book();
    const second = await book();
    const sequence = (reference: string) => Number(reference.slice(-4));
    expect(second.reference.slice(0, 8)).toBe(first.reference.slice(0, 8));
    expect(sequence(second.reference)).toBe(sequence(first.reference) + 1);
  });

  it('refuses a check-in in the past or a check-out before check-in, under the field, writing nothing', async () => {
    const rows = await countRows(api.testApp.app, 'bookings');
    const past = await send(
      'POST',
      '/api/bookings',
      { ...validBodies.booking, checkIn: dayFromToday(-1) },
      {},
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: 'Please check the highlighted fields.',
      errors: { checkIn: BOOKING_OFFICE_MESSAGES.checkInPast },
    });
    const backwards = await send(
      'POST',
      '/api/bookings',
      { ...validBodies.booking, checkIn: dayFromToday(10), checkOut: dayFromToday(9) },
      {},
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      checkOut: BOOKING_OFFICE_MESSAGES.checkOutBeforeCheckIn,
    });
    const crowd = await send('POST', '/api/bookings', { ...validBodies.booking, adults: 51 }, {});
    expect(crowd.json().errors).toEqual({ adults: BOOKING_OFFICE_MESSAGES.adultsMax });
    // A visitor cannot set what the office decides.
    const sneaky = await book({ stage: 'paid', quotedTotal: 1, source: 'office', status: true });
    expect(sneaky).toMatchObject({ stage: 'provisional', quotedTotal: 45_800, source: 'website' });
    expect(await countRows(api.testApp.app, 'bookings')).toBe(rows + 1);
  });

  it('reads their booking by reference and phone; anything else is the same 404', async () => {
    const booking = await book();
    const lookup = (reference: string, phone: string) =>
      send(
        'GET',
        `/api/bookings/status?reference=${encodeURIComponent(reference)}&phone=${phone}`,
        undefined,
        {},
      );
    const found = await lookup(
      ` ${booking.reference.toLowerCase().replace(/-/g, ' ')} `,
      booking.phone,
    );
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json<BookingStatusView>()).toEqual({
      reference: booking.reference,
      destination: 'Darjeeling',
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      adults: 2,
      children: 0,
      category: 'Deluxe',
      stage: 'provisional',
      holdUntil: booking.holdUntil,
      quotedTotal: 45_800,
      received: 0,
      due: 45_800,
      nextPayment: { kind: 'deposit', amount: 9_160 },
      // No Razorpay settings in this app: no online payment link (issue 28, docs/payments.md).
      onlinePayment: null,
      // The Terms' schedule: the deposit by the hold's last day, 40% 15 days before check-in.
      schedule: paymentSchedule({
        quotedTotal: 45_800,
        received: 0,
        depositDueOn: todayInIst(new Date(booking.holdUntil)),
        checkIn: booking.checkIn,
        beforeJourneyDays: 15,
      }),
      refund: null,
      // A tailor-made request: no departure, no traveller list (issue 26).
      departure: null,
      pickupPoint: '',
      travellers: [],
      waitlistPosition: null,
      // GST off by default: no tax document (issue 27, docs/gst.md).
      documents: [],
    });
    const wrongPhone = await lookup(booking.reference, '9000000000');
    const unknown = await lookup('SPT-0101-9999', booking.phone);
    for (const answer of [wrongPhone, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.statusNotFound });
    }
    const garbled = await lookup('booking 42', booking.phone);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors).toEqual({ reference: BOOKING_OFFICE_MESSAGES.reference });
  });
});

describe('the admin', () => {
  it('takes a booking by phone with its own quote (audited), not rate limited; a bad token is 401', async () => {
    const response = await send('POST', '/api/bookings', {
      ...validBodies.booking,
      source: 'phone',
      quotedTotal: 50_000,
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json<BookingRecord>();
    expect(booking).toMatchObject({ source: 'phone', quotedTotal: 50_000, stage: 'provisional' });
    const audit = (
      await send('GET', `/api/audit?entity=booking&entityId=${booking._id}`)
    ).json<AuditPage>();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actor: { uid: 'uid-admin', email: 'ADMIN@EXAMPLE.COM' },
      action: 'create',
      changes: {
        name: { from: null, to: '(personal data)' },
        phone: { from: null, to: '(personal data)' },
        quotedTotal: { from: null, to: 50_000 },
      },
    });
    expect(JSON.stringify(audit)).not.toContain(validBodies.booking.name);
    const missingSource = await send('POST', '/api/bookings', validBodies.booking);
    expect(missingSource.json().errors).toEqual({ source: BOOKING_OFFICE_MESSAGES.source });
    const forged = await send('POST', '/api/bookings', validBodies.booking, bearer('forged'));
    expect(forged.statusCode).toBe(401);
  });

  it('confirms by hand and withdraws it (SPEC status), sets and clears the quote', async () => {
    const booking = await book();
    const confirmed = await send('PUT', `/api/bookings/${booking._id}`, { status: true });
    expect(confirmed.json()).toMatchObject({
      status: true,
      stage: 'confirmed',
      confirmedByHand: true,
    });
    const back = await send('PUT', `/api/bookings/${booking._id}`, { status: false });
    expect(back.json()).toMatchObject({
      status: false,
      stage: 'provisional',
      confirmedByHand: false,
    });
    const quoted = await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 30_000 });
    expect(quoted.json()).toMatchObject({ quotedTotal: 30_000, due: 30_000 });
    const cleared = await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: null });
    expect(cleared.json()).toMatchObject({ quotedTotal: null, due: null });
    const nothing = await send('PUT', `/api/bookings/${booking._id}`, {});
    expect(nothing.json().errors).toEqual({ status: BOOKING_OFFICE_MESSAGES.nothingToChange });
    const detail = (await send('GET', `/api/bookings/${booking._id}`)).json<BookingDetail>();
    expect(detail.timeline.map((event) => event.type)).toEqual([
      'created',
      'status-changed',
      'stage-changed',
      'status-changed',
      'stage-changed',
      'quote-set',
      'quote-set',
    ]);
  });

  it('records payments, the stage following the money; reversals need a reason and match', async () => {
    const booking = await book();
    await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 10_000 });
    const stageAfter = async (body: object) => {
      const response = await pay(booking._id, body);
      expect(response.statusCode).toBe(201);
      return response.json<PaymentResult>();
    };
    expect((await stageAfter({ amount: 1_999 })).booking.stage).toBe('provisional');
    const deposit = await stageAfter({ amount: 1 });
    expect(deposit.booking).toMatchObject({ stage: 'confirmed', status: true, received: 2_000 });
    const rest = await stageAfter({ amount: 8_000, method: 'bank' });
    expect(rest.booking).toMatchObject({ stage: 'paid', received: 10_000, due: 0 });

    const rows = await countRows(api.testApp.app, 'payments');
    const refusals: Array<[object, number, object]> = [
      [{ amount: 0 }, 400, { errors: { amount: BOOKING_OFFICE_MESSAGES.amountZero } }],
      [{ amount: -500 }, 400, { errors: { reason: BOOKING_OFFICE_MESSAGES.reversalReason } }],
      [{ amount: 12.5 }, 400, { errors: { amount: BOOKING_OFFICE_MESSAGES.rupees } }],
      [
        { amount: 100, paidOn: dayFromToday(1) },
        400,
        { errors: { paidOn: BOOKING_OFFICE_MESSAGES.notFuture } },
      ],
      [
        { amount: -10_001, reason: 'Typo' },
        409,
        { message: BOOKING_OFFICE_ERRORS.reversalTooLarge },
      ],
      [
        { amount: -7_000, reason: 'Typo', reverses: rest.payment.id },
        400,
        { errors: { amount: BOOKING_OFFICE_ERRORS.reversalAmount } },
      ],
      [
        { amount: -100, reason: 'Typo', reverses: '00000000-0000-4000-8000-000000000000' },
        400,
        { errors: { reverses: BOOKING_OFFICE_MESSAGES.reverses } },
      ],
    ];
    for (const [body, status, answer] of refusals) {
      const response = await pay(booking._id, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      expect(response.json()).toMatchObject(answer);
    }
    expect(await countRows(api.testApp.app, 'payments')).toBe(rows);

    const reversal = await stageAfter({
      amount: -8_000,
      reason: 'Bank transfer bounced',
      reverses: rest.payment.id,
    });
    expect(reversal.payment).toMatchObject({
      number: 4,
      amount: -8_000,
      reverses: rest.payment.id,
    });
    expect(reversal.booking).toMatchObject({ stage: 'confirmed', received: 2_000 });
    const again = await pay(booking._id, {
      amount: -8_000,
      reason: 'Twice',
      reverses: rest.payment.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.alreadyReversed });
    // Money received: no SPEC status toggle back to pending.
    const toggle = await send('PUT', `/api/bookings/${booking._id}`, { status: false });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json()).toEqual({ message: STATUS_CHANGE_REFUSALS.hasPayments });

    // `received` is the sum of the ledger; the ledger is by number with who recorded each.
    const detail = (await send('GET', `/api/bookings/${booking._id}`)).json<BookingDetail>();
    expect(detail.payments.map((payment) => payment.amount)).toEqual([1_999, 1, 8_000, -8_000]);
    expect(detail.received).toBe(detail.payments.reduce((sum, payment) => sum + payment.amount, 0));
    expect(detail.payments[0]!.recordedBy).toEqual({
      uid: 'uid-admin',
      email: 'ADMIN@EXAMPLE.COM',
    });
    const audit = (await send('GET', '/api/audit?entity=payment&limit=200')).json<AuditPage>();
    expect(
      audit.entries.filter((entry) => detail.payments.some((p) => p.id === entry.entityId)),
    ).toHaveLength(4);
  });

  it('extends a provisional booking’s hold, only to a later end', async () => {
    const booking = await book();
    const later = new Date(Date.parse(booking.holdUntil) + 86_400_000).toISOString();
    const extended = await send('POST', `/api/bookings/${booking._id}/hold`, { holdUntil: later });
    expect(extended.statusCode).toBe(200);
    expect(extended.json<BookingDetail>().holdUntil).toBe(later);
    const earlier = await send('POST', `/api/bookings/${booking._id}/hold`, {
      holdUntil: booking.holdUntil,
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.holdNotLater });
    await send('PUT', `/api/bookings/${booking._id}`, { status: true });
    const confirmed = await send('POST', `/api/bookings/${booking._id}/hold`, {
      holdUntil: new Date(Date.parse(later) + 86_400_000).toISOString(),
    });
    expect(confirmed.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.holdNotProvisional });
  });

  it('quotes and records a cancellation by the policy, then processes and confirms the refund', async () => {
    const booking = await book({ checkIn: dayFromToday(20), checkOut: dayFromToday(24) });
    await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 40_000 });
    await pay(booking._id, { amount: 10_000 });

    const quote = await send('GET', `/api/bookings/${booking._id}/cancellation`);
    expect(quote.json<CancellationQuote>()).toMatchObject({
      daysBefore: 20,
      charge: 20_000,
      refund: 0,
      ruleId: '20-24',
    });
    const earlier = await send(
      'GET',
      `/api/bookings/${booking._id}/cancellation?on=${dayFromToday(-40)}`,
    );
    expect(earlier.json<CancellationQuote>()).toMatchObject({
      daysBefore: 60,
      charge: null,
      ruleId: '31-60',
    });

    const silent = await send('POST', `/api/bookings/${booking._id}/cancel`, {
      on: dayFromToday(-40),
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual({ charge: BOOKING_OFFICE_ERRORS.chargeRequired });
    const tooMuch = await send('POST', `/api/bookings/${booking._id}/cancel`, { charge: 40_001 });
    expect(tooMuch.json().errors).toEqual({ charge: BOOKING_OFFICE_ERRORS.chargeAbovePrice });

    const cancelled = await send('POST', `/api/bookings/${booking._id}/cancel`, {
      on: dayFromToday(-40),
      charge: 3_000,
      reason: 'Family emergency',
    });
    expect(cancelled.statusCode).toBe(200);
    const detail = cancelled.json<BookingDetail>();
    const today = todayInIst();
    expect(detail).toMatchObject({
      stage: 'cancelled',
      status: false,
      cancellation: {
        charge: 3_000,
        refund: 7_000,
        ruleId: '31-60',
        chargeByHand: true,
        daysBefore: 60,
      },
      refund: {
        state: 'approved',
        amount: 7_000,
        deadline: refundDeadline(new Date(), await calendar()),
      },
    });
    expect(detail.refund!.deadline > today).toBe(true);

    const closed = await pay(booking._id, { amount: 100 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.paymentOnClosed });
    const twice = await send('POST', `/api/bookings/${booking._id}/cancel`, {});
    expect(twice.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.closed });

    const early = await send('POST', `/api/bookings/${booking._id}/refund/confirm`, {});
    expect(early.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.refundStep });
    const badCheque = await send('POST', `/api/bookings/${booking._id}/refund/process`, {
      chequeNumber: '12345',
    });
    expect(badCheque.json().errors).toEqual({ chequeNumber: BOOKING_OFFICE_MESSAGES.chequeNumber });
    const processed = await send('POST', `/api/bookings/${booking._id}/refund/process`, {
      chequeNumber: '004512',
    });
    expect(processed.json<BookingDetail>().refund).toMatchObject({
      state: 'processed',
      chequeNumber: '004512',
      processedOn: today,
    });
    const confirmed = await send('POST', `/api/bookings/${booking._id}/refund/confirm`, {});
    expect(confirmed.json<BookingDetail>().refund).toMatchObject({
      state: 'confirmed',
      confirmedOn: today,
    });
    const view = await send(
      'GET',
      `/api/bookings/status?reference=${booking.reference}&phone=${booking.phone}`,
      undefined,
      {},
    );
    expect(view.json<BookingStatusView>()).toMatchObject({
      stage: 'cancelled',
      refund: { state: 'confirmed', amount: 7_000 },
      nextPayment: null,
    });
    const noRefund = await book();
    await send('POST', `/api/bookings/${noRefund._id}/cancel`, {});
    const none = await send('POST', `/api/bookings/${noRefund._id}/refund/process`, {
      chequeNumber: '004513',
    });
    expect(none.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.noRefund });
  });

  it('answers 404 for a booking that does not exist, on every booking call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', `/api/bookings/${id}`, undefined],
      ['PUT', `/api/bookings/${id}`, { status: true }],
      [
        'POST',
        `/api/bookings/${id}/hold`,
        { holdUntil: new Date(Date.now() + 86_400_000).toISOString() },
      ],
      [
        'POST',
        `/api/bookings/${id}/payments`,
        { amount: 100, paidOn: todayInIst(), method: 'cash' },
      ],
      ['GET', `/api/bookings/${id}/cancellation`, undefined],
      ['POST', `/api/bookings/${id}/cancel`, {}],
      ['POST', `/api/bookings/${id}/refund/process`, { chequeNumber: '123456' }],
      ['POST', `/api/bookings/${id}/refund/confirm`, {}],
    ] as const) {
      const response = await send(method, url, body);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      expect(response.json()).toEqual({ message: 'Booking not found.' });
    }
  });
});

describe('the agency’s calendar', () => {
  it('is seeded with West Bengal’s public holidays of this year and the next', async () => {
    const { holidays } = (await send('GET', '/api/calendar')).json<AgencyCalendar>();
    const year = Number(todayInIst().slice(0, 4));
    for (const day of [`${year + 1}-01-26`, `${year + 1}-08-15`, `${year + 1}-04-15`]) {
      expect(holidays).toContainEqual(expect.objectContaining({ date: day, source: 'seed' }));
    }
  });

  it('adds and removes holidays (audited); a hold counts them', async () => {
    const day = dayFromToday(400);
    const added = await send('POST', '/api/holidays', { date: day, name: 'Durga Puja (Dashami)' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ date: day, name: 'Durga Puja (Dashami)', source: 'admin' });
    const twice = await send('POST', '/api/holidays', { date: day, name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.holidayExists });
    expect((await send('DELETE', `/api/holidays/${day}`)).statusCode).toBe(204);
    for (const missing of [day, 'not-a-day', '2026-02-31']) {
      const gone = await send('DELETE', `/api/holidays/${missing}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'Holiday not found.' });
    }
    const audit = (
      await send('GET', `/api/audit?entity=holiday&entityId=${day}`)
    ).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.action)).toEqual(['delete', 'create']);

    // Tomorrow and the day after as holidays: the hold of a booking made now skips them.
    const tomorrow = dayFromToday(1);
    const after = dayFromToday(2);
    for (const date of [tomorrow, after]) {
      await sql`delete from holidays where date = ${date}`.execute(api.testApp.app.database.db);
      await send('POST', '/api/holidays', { date, name: 'Closed' });
    }
    const booking = await book();
    const cal = await calendar();
    expect(cal.holidays).toEqual(expect.arrayContaining([tomorrow, after]));
    expect(booking.holdUntil).toBe(holdUntil(new Date(), cal));
    expect(booking.holdUntil > holdUntil(new Date(), { ...cal, holidays: [] })).toBe(true);
    for (const date of [tomorrow, after]) await send('DELETE', `/api/holidays/${date}`);
  });
});

describe('the dashboard', () => {
  it('lists today’s work', async () => {
    // A place the agency has no prices for: no estimate, it quotes by hand.
    const unquoted = await book({ destination: 'Mirik' });
    const trip = await book({ checkIn: dayFromToday(5), checkOut: dayFromToday(7) });
    await send('PUT', `/api/bookings/${trip._id}`, { quotedTotal: 20_000 });
    await pay(trip._id, { amount: 5_000 });
    const summary = (await send('GET', '/api/dashboard')).json<DashboardSummary>();
    expect(summary.today).toBe(todayInIst());
    expect(summary.awaitingQuote.map((b) => b._id)).toContain(unquoted._id);
    expect(summary.tripsNext30Days.map((b) => b._id)).toContain(trip._id);
    expect(summary.depositsThisMonth.amount).toBeGreaterThanOrEqual(5_000);
    const holdDay = (booking: BookingRecord) => todayInIst(Date.parse(booking.holdUntil));
    const listed = [...summary.holdsExpiringToday, ...summary.holdsExpiringTomorrow].map(
      (b) => b._id,
    );
    if ([todayInIst(), addDays(todayInIst(), 1)].includes(holdDay(unquoted))) {
      expect(listed).toContain(unquoted._id);
    } else {
      expect(listed).not.toContain(unquoted._id);
    }
  });
});

describe('the audit log', () => {
  it('records every content write with who, what and the changed fields, newest first, paged', async () => {
    const created = await send('POST', '/api/destinations', {
      ...validBodies.destination,
      name: 'Bakkhali',
    });
    const id = created.json<{ _id: string }>()._id;
    await send('PUT', `/api/destinations/${id}`, {
      ...validBodies.destination,
      name: 'Bakkhali',
      info: 'A quiet beach.',
      prices: { Budget: 4_500, Deluxe: null, Luxury: null, child: 2_000 },
    });
    await send('DELETE', `/api/destinations/${id}`);
    const page = (
      await send('GET', `/api/audit?entity=destination&entityId=${id}`)
    ).json<AuditPage>();
    expect(page.entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(Object.keys(page.entries[1]!.changes).sort()).toEqual(['info', 'prices']);
    expect(page.entries[1]).toMatchObject({
      entity: 'destination',
      entityId: id,
      summary: 'Updated destination "Bakkhali"',
      actor: { uid: 'uid-admin' },
      changes: { info: { from: validBodies.destination.info, to: 'A quiet beach.' } },
    });

    const first = (await send('GET', '/api/audit?limit=2')).json<AuditPage>();
    expect(first.entries).toHaveLength(2);
    expect(Number(first.entries[0]!.id)).toBeGreaterThan(Number(first.entries[1]!.id));
    const next = (
      await send('GET', `/api/audit?limit=2&before=${first.nextCursor}`)
    ).json<AuditPage>();
    expect(Number(next.entries[0]!.id)).toBeLessThan(Number(first.entries[1]!.id));
    const bad = await send('GET', '/api/audit?entity=planet&before=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['before', 'entity']);
  });

  it('never deletes a booking with money; a request deleted by mistake is kept whole in its entry; entries are never changed', async () => {
    const booking = await book({ name: 'Kept Person', message: 'Call after six' });
    await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 9_000 });
    await pay(booking._id, { amount: 2_000 });
    // Issue 25: a booking with payments is cancelled, never deleted: 409 and nothing changes.
    const refused = await send('DELETE', `/api/bookings/${booking._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BOOKING_OFFICE_ERRORS.deleteRefused });
    const { db } = api.testApp.app.database;
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from payments where booking_id = ${booking._id}`.execute(db);
    expect(left.rows[0]!.n).toBe(1);
    const entries = (
      await send('GET', `/api/audit?entity=booking&entityId=${booking._id}`)
    ).json<AuditPage>();
    expect(entries.entries.map((entry) => entry.action)).toEqual(['quote']);
    // The quote's entry names no person.
    expect(JSON.stringify(entries)).not.toMatch(/Kept Person|Call after six|7003123456/);

    const spam = await book({ name: 'Spam Person', message: 'Buy now' });
    expect(spam.deletable).toBe(true);
    expect((await send('DELETE', `/api/bookings/${spam._id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/bookings/${spam._id}`)).statusCode).toBe(404);
    const erased = (
      await send('GET', `/api/audit?entity=booking&entityId=${spam._id}`)
    ).json<AuditPage>();
    expect(erased.entries.map((entry) => entry.action)).toEqual(['delete']);
    expect(erased.entries[0]!.changes).toMatchObject({
      reference: { from: spam.reference, to: null },
      name: { from: 'Spam Person', to: null },
      message: { from: 'Buy now', to: null },
      stage: { from: 'provisional', to: null },
    });
    await expect(sql`update audit_log set summary = 'x'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
  });
});
