import { lazyApiClient } from '../api';

// The client's module as the browser would download it: `mockFailedDownloads` loads fail first.
let mockFailedDownloads = 0;
jest.mock('@tours/shared-ui/api', () => {
  if (mockFailedDownloads > 0) {
    mockFailedDownloads -= 1;
    throw new Error('Loading chunk 250 failed.');
  }
  const actual = jest.requireActual<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api');
  return { ...actual, createApiClient: jest.fn(actual.createApiClient) };
});

const createApiClient = () =>
  jest.requireMock<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api').createApiClient;

describe('lazyApiClient', () => {
  beforeEach(() => {
    mockFailedDownloads = 0;
    jest.resetModules();
  });

  it('makes no client before the first call, then one client for every call', async () => {
    const api = lazyApiClient('http://api.test/api');
    const [first, second] = await Promise.all([api(), api()]);
    expect(first).toBe(second);
    expect(await api()).toBe(first);
    expect(first.http.defaults.baseURL).toBe('http://api.test/api');
    expect(createApiClient()).toHaveBeenCalledTimes(1);
  });

  it('loads the module again on the next call after a failed download', async () => {
    mockFailedDownloads = 1;
    const api = lazyApiClient('http://api.test/api');
    await expect(api()).rejects.toThrow('Loading chunk 250 failed.');
    const client = await api();
    expect(client.http.defaults.baseURL).toBe('http://api.test/api');
    expect(await api()).toBe(client);
  });
});
