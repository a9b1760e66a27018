import { axiosAnswer } from '../../testing/fake-api';
import { createAdminApiClient } from '../api-client';
import type { Auth } from '../firebase';

function signedInAuth() {
  const getIdToken = jest.fn(async (force?: boolean) => (force ? 'fresh-token' : 'token'));
  return { auth: { currentUser: { getIdToken } } as unknown as Auth, getIdToken };
}

/** Answers requests in turn with the given statuses and records their Authorization headers. */
function answer(api: ReturnType<typeof createAdminApiClient>, statuses: number[]) {
  const seen: Array<string | undefined> = [];
  api.http.defaults.adapter = async (config) => {
    const authorization = config.headers.get('Authorization');
    seen.push(typeof authorization === 'string' ? authorization : undefined);
    return axiosAnswer(config, statuses.shift() ?? 200, []);
  };
  return seen;
}

describe('createAdminApiClient', () => {
  it("sends the signed-in admin's ID token as a bearer token", async () => {
    const { auth, getIdToken } = signedInAuth();
    const api = createAdminApiClient('http://api.test/api', auth);
    const seen = answer(api, [200]);

    await api.contact.list();

    expect(seen).toEqual(['Bearer token']);
    expect(getIdToken).toHaveBeenCalledWith(false);
  });

  it('asks Firebase for a fresh token when the API answers 401', async () => {
    const { auth, getIdToken } = signedInAuth();
    const api = createAdminApiClient('http://api.test/api', auth);
    const seen = answer(api, [401, 200]);

    await api.bookings.list();

    expect(getIdToken).toHaveBeenLastCalledWith(true);
    expect(seen).toEqual(['Bearer token', 'Bearer fresh-token']);
  });

  it('sends the request without a token, with a warning, when nobody is signed in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createAdminApiClient('http://api.test/api', { currentUser: null } as Auth);
    const seen = answer(api, [200]);

    await api.contact.list();

    expect(seen).toEqual([undefined]);
    expect(warn).toHaveBeenCalled();
  });
});
