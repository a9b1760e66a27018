// Phone numbers as people type them (issue 25): '+91 98300 12345' is stored as SPEC's ten digits
// by every public form, and the status lookup finds the booking whichever way the number and the
// reference are typed; what cannot be ten digits still gets SPEC's message and writes nothing.
import { PHONE_MESSAGE } from '@tours/shared-ui/domain';
import type { BookingRecord, BookingStatusView } from '@tours/shared-ui/booking-office';

import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { countRows, validBodies } from '../../testing/fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });

describe('phone numbers as typed', () => {
  it('stores a booking’s +91 number as ten digits and finds it by 0-prefixed number and a lower-case reference', async () => {
    const created = await post('/api/bookings', {
      ...validBodies.booking,
      phone: '+91 70031 23456',
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json<BookingRecord>();
    expect(booking.phone).toBe('7003123456');

    const reference = ` ${booking.reference.toLowerCase().replaceAll('-', ' ')} `;
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/bookings/status?reference=${encodeURIComponent(reference)}&phone=${encodeURIComponent('070031-23456')}`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json<BookingStatusView>().reference).toBe(booking.reference);
  });

  it('stores a contact message’s number as ten digits', async () => {
    const response = await post('/api/contact', {
      ...validBodies.contact,
      phone: '91 98765 43210',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ phone: string }>().phone).toBe('9876543210');
  });

  it('refuses what cannot be ten digits with SPEC’s message and writes nothing', async () => {
    const before = await countRows(testApp.app, 'bookings');
    const response = await post('/api/bookings', {
      ...validBodies.booking,
      phone: '+91 70031 2345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      phone: PHONE_MESSAGE,
    });
    expect(await countRows(testApp.app, 'bookings')).toBe(before);
  });
});
