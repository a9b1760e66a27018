import { createBookingOfficeApi } from '../../booking-office/index';
import { apiErrorOf, stubNetwork } from '../../testing/stub-network';
import { createApiClient } from '../index';

/** The client a page makes, and the booking office calls on its http instance. */
const clients = (getIdToken?: () => Promise<string>) => {
  const api = createApiClient({ baseURL: 'http://api.test/api', getIdToken });
  return { api, office: createBookingOfficeApi(api.http) };
};

describe('booking office calls', () => {
  it('send each admin call to its path with its body, with the admin token', async () => {
    const { api, office } = clients(async () => 'admin-token');
    const seen = stubNetwork(api, []);
    const payment = { amount: 9000, paidOn: '2026-11-23', method: 'upi' as const, reference: 'T1' };

    await office.bookings.list();
    await office.bookings.get('b 1');
    await office.bookings.setStatus('b1', true);
    await office.bookings.setQuotedTotal('b1', 45000);
    await office.bookings.extendHold('b1', '2026-11-30T18:29:59.999Z');
    await office.bookings.recordPayment('b1', payment);
    await office.bookings.cancellationQuote('b1', '2026-12-01');
    await office.bookings.cancellationQuote('b1');
    await office.bookings.cancel('b1', { charge: 3000 });
    await office.bookings.processRefund('b1', '004512');
    await office.bookings.confirmRefund('b1', '2026-12-10');
    await office.bookings.createByAdmin({
      name: 'Asha Roy',
      phone: '9876543210',
      destination: 'Puri',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      adults: 2,
      category: 'Budget',
      source: 'phone',
    });

    expect(seen.map(({ method, url, params, body }) => [method, url, params, body])).toEqual([
      ['get', '/bookings', undefined, undefined],
      ['get', '/bookings/b%201', undefined, undefined],
      ['put', '/bookings/b1', undefined, { status: true }],
      ['put', '/bookings/b1', undefined, { quotedTotal: 45000 }],
      ['post', '/bookings/b1/hold', undefined, { holdUntil: '2026-11-30T18:29:59.999Z' }],
      ['post', '/bookings/b1/payments', undefined, payment],
      ['get', '/bookings/b1/cancellation', { on: '2026-12-01' }, undefined],
      ['get', '/bookings/b1/cancellation', {}, undefined],
      ['post', '/bookings/b1/cancel', undefined, { charge: 3000 }],
      ['post', '/bookings/b1/refund/process', undefined, { chequeNumber: '004512' }],
      ['post', '/bookings/b1/refund/confirm', undefined, { confirmedOn: '2026-12-10' }],
      ['post', '/bookings', undefined, expect.objectContaining({ source: 'phone' })],
    ]);
    expect(seen.every(({ authorization }) => authorization === 'Bearer admin-token')).toBe(true);
  });

  it('send the issue 25 calls: search, details, delete, money due, office settings', async () => {
    const { api, office } = clients(async () => 'admin-token');
    const seen = stubNetwork(api, []);

    await office.bookings.list('0009');
    await office.bookings.update('b1', { name: 'Asha Ray', checkIn: '2026-12-21' });
    await office.bookings.remove('b 1');
    await office.bookings.moneyDue();
    await office.bookings.moneyDue(3);
    await office.settings.get();
    await office.settings.save({ reminderDaysBefore: 2 });

    expect(seen.map(({ method, url, params, body }) => [method, url, params, body])).toEqual([
      ['get', '/bookings', { q: '0009' }, undefined],
      ['put', '/bookings/b1', undefined, { name: 'Asha Ray', checkIn: '2026-12-21' }],
      ['delete', '/bookings/b%201', undefined, undefined],
      ['get', '/bookings/money-due', {}, undefined],
      ['get', '/bookings/money-due', { days: 3 }, undefined],
      ['get', '/settings/booking-office', undefined, undefined],
      ['put', '/settings/booking-office', undefined, { reminderDaysBefore: 2 }],
    ]);
    expect(seen.every(({ authorization }) => authorization === 'Bearer admin-token')).toBe(true);
  });

  it('look a booking up by reference and phone in the query string', async () => {
    const { api, office } = clients();
    const view = { reference: 'SPT-2611-0042', stage: 'provisional' };
    const seen = stubNetwork(api, [{ status: 200, data: view }]);

    await expect(office.bookings.status('SPT-2611-0042', '9876543210')).resolves.toEqual(view);
    expect(seen[0]).toMatchObject({
      method: 'get',
      url: '/bookings/status',
      params: { reference: 'SPT-2611-0042', phone: '9876543210' },
      authorization: undefined,
    });
  });

  it('carry the one 404 message of an unknown reference or a wrong phone', async () => {
    const { api, office } = clients();
    const message = 'No booking matches that reference and phone number.';
    stubNetwork(api, [{ status: 404, data: { message } }]);

    const error = await apiErrorOf(office.bookings.status('SPT-2611-0042', '9876543210'));
    expect(error).toMatchObject({ status: 404, message });
  });

  it('reach holidays, the calendar, the audit log and the dashboard', async () => {
    const { api, office } = clients(async () => 'admin-token');
    const seen = stubNetwork(api, []);

    await office.holidays.calendar();
    await office.holidays.create({ date: '2027-01-26', name: 'Republic Day' });
    await office.holidays.remove('2027-01-26');
    await office.audit.list({ entity: 'payment', limit: 20 });
    await office.dashboard.summary();

    expect(seen.map(({ method, url, params }) => [method, url, params])).toEqual([
      ['get', '/calendar', undefined],
      ['post', '/holidays', undefined],
      ['delete', '/holidays/2027-01-26', undefined],
      ['get', '/audit', { entity: 'payment', limit: 20 }],
      ['get', '/dashboard', undefined],
    ]);
  });
});
