import { apiErrorOf, stubNetwork } from '../../testing/stub-network';
import { createApiClient } from '../index';

describe('createApiClient', () => {
  it('sends the Firebase ID token as a bearer token', async () => {
    const client = createApiClient({
      baseURL: 'http://api.test/api',
      getIdToken: async () => 'token-1',
    });
    const seen = stubNetwork(client, [{ status: 200, data: [] }]);

    await expect(client.bookings.list()).resolves.toEqual([]);
    expect(seen[0]?.authorization).toBe('Bearer token-1');
    expect(seen[0]?.url).toBe('/bookings');
  });

  it('warns and still sends the request when nobody is signed in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createApiClient({
      baseURL: 'http://api.test/api',
      getIdToken: async () => null,
    });
    const seen = stubNetwork(client, [{ status: 200, data: [] }]);

    await client.contact.list();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a token'));
  });

  it('retries once with a refreshed token after a 401', async () => {
    const getIdToken = jest.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    const client = createApiClient({ baseURL: 'http://api.test/api', getIdToken });
    const seen = stubNetwork(client, [
      { status: 401, data: { message: 'Token expired.' } },
      { status: 200, data: { _id: '1', status: true } },
    ]);

    await expect(client.bookings.setStatus('1', true)).resolves.toEqual({ _id: '1', status: true });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getIdToken).toHaveBeenLastCalledWith(true);
  });

  it('gives up after one retry and normalises the error', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api', getIdToken: async () => 't' });
    const seen = stubNetwork(client, [
      { status: 401, data: { message: 'Sign in again.' } },
      { status: 401, data: { message: 'Sign in again.' } },
    ]);

    const error = await apiErrorOf(client.bookings.list());
    expect(seen).toHaveLength(2);
    expect(error).toMatchObject({ status: 401, message: 'Sign in again.' });
  });

  it('carries the server message and field errors of a 400', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    stubNetwork(client, [
      { status: 400, data: { message: 'Invalid booking.', errors: { phone: 'Bad phone' } } },
    ]);
    const error = await apiErrorOf(
      client.bookings.create({
        name: 'A',
        phone: '1',
        destination: 'Puri',
        checkIn: '2026-01-01',
        checkOut: '2026-01-02',
        adults: 1,
        category: 'Budget',
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid booking.',
      errors: { phone: 'Bad phone' },
    });
  });

  it('reads the error field when there is no message, and sends no token without getIdToken', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api' });
    const seen = stubNetwork(client, [{ status: 500, data: { error: 'Failed to save blog' } }]);
    const error = await apiErrorOf(client.blogs.list());
    expect(error).toMatchObject({ status: 500, message: 'Failed to save blog' });
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('deletes one contact message and one booking by id (data-deletion requests)', async () => {
    const client = createApiClient({ baseURL: 'http://api.test/api', getIdToken: async () => 't' });
    const seen = stubNetwork(client, [
      { status: 204, data: '' },
      { status: 204, data: '' },
    ]);

    await expect(client.contact.remove('c 1')).resolves.toBeUndefined();
    await expect(client.bookings.remove('b1')).resolves.toBeUndefined();
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'delete /contact/c%201',
      'delete /bookings/b1',
    ]);
  });

  it('keeps the 401 when the token cannot be refreshed (the account is gone)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getIdToken = jest.fn(async (force: boolean) => {
      if (force) throw new Error('auth/user-token-expired');
      return 'stale';
    });
    const client = createApiClient({ baseURL: 'http://api.test/api', getIdToken });
    const seen = stubNetwork(client, [{ status: 401, data: { message: 'Token revoked.' } }]);

    const error = await apiErrorOf(client.contact.list());
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 401, message: 'Token revoked.' });
    expect(warn).toHaveBeenCalled();
  });
});
