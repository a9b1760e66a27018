import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { testConfig } from '@tours/shared-ui/testing';

import { createFederationLoader, remoteEntryTimeout, remoteEntryUrl } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const mockedRegisterPlugins = jest.mocked(registerPlugins);

/** What the remotes' servers answer (the network boundary): their mf-manifest.json. */
function answerManifests(
  manifest: (url: string) => unknown = () => ({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  }),
  status = 200,
) {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    json: async () => manifest(url),
  }));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  return fetchMock;
}

/** A remote's server that accepts the request and never answers (an overloaded origin). */
function hangingServer() {
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<never>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  return fetchMock;
}

describe('remoteEntryUrl', () => {
  it('resolves the entry the manifest names (beside it when its publicPath is auto)', async () => {
    answerManifests();
    await expect(remoteEntryUrl('http://cdn.test/public/mf-manifest.json', 1000)).resolves.toBe(
      'http://cdn.test/public/remoteEntry.js',
    );
  });

  it('fails clearly on an HTTP error or a manifest without an entry', async () => {
    answerManifests(undefined, 404);
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json', 1000)).rejects.toThrow(
      'Could not load http://cdn.test/mf-manifest.json (HTTP 404).',
    );
    answerManifests(() => ({ metaData: {} }));
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json', 1000)).rejects.toThrow(
      'http://cdn.test/mf-manifest.json names no remote entry.',
    );
  });

  it('gives up after the time limit when the server never answers', async () => {
    hangingServer();
    const started = Date.now();
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json', 50)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('remoteEntryTimeout', () => {
  it("sets the runtime's time limit for a remote entry's script", () => {
    const plugin = remoteEntryTimeout(1234);
    expect(plugin.createScript?.({ url: 'http://cdn.test/remoteEntry.js' })).toEqual({
      timeout: 1234,
    });
  });
});

describe('createFederationLoader', () => {
  it('fetches nothing until a route needs a remote, then only that one', async () => {
    const fetchMock = answerManifests();
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    const loader = createFederationLoader(testConfig);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    await loader('public_site', 0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/mf-manifest.json', {
      signal: expect.any(AbortSignal),
    });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'public_site', entry: 'http://public.test/remoteEntry.js' }],
      undefined,
    );
    // The manifest is read once per remote.
    await loader('public_site', 0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("bounds a remote's entry by the runtime config's remoteTimeoutMs", async () => {
    createFederationLoader({ ...testConfig, remoteTimeoutMs: 2500 });
    const [plugins] = mockedRegisterPlugins.mock.calls.at(-1)!;
    expect(plugins?.[0]?.createScript?.({ url: 'http://public.test/remoteEntry.js' })).toEqual({
      timeout: 2500,
    });
  });

  it('fails (so the fallback with Retry shows) when the remote accepts and never answers', async () => {
    hangingServer();
    const loader = createFederationLoader({ ...testConfig, remoteTimeoutMs: 50 });
    await expect(loader('public_site', 0)).rejects.toThrow();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads <remote>/App and returns its default export', async () => {
    answerManifests();
    const App = () => null;
    mockedLoadRemote.mockResolvedValue({ default: App });
    const loader = createFederationLoader(testConfig);
    await expect(loader('public_site', 0)).resolves.toBe(App);
    expect(mockedLoadRemote).toHaveBeenCalledWith('public_site/App');
  });

  it('reads the manifest again and re-registers with force on a retry, so no failure is cached', async () => {
    answerManifests(undefined, 503);
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    const loader = createFederationLoader(testConfig);
    await expect(loader('admin_console', 0)).rejects.toThrow('HTTP 503');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    const fetchMock = answerManifests();
    await loader('admin_console', 1);
    expect(fetchMock).toHaveBeenCalledWith('http://admin.test/mf-manifest.json', {
      signal: expect.any(AbortSignal),
    });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'admin_console', entry: 'http://admin.test/remoteEntry.js' }],
      { force: true },
    );
  });

  it('fails clearly when the remote exposes no App', async () => {
    answerManifests();
    mockedLoadRemote.mockResolvedValue(undefined);
    const loader = createFederationLoader(testConfig);
    await expect(loader('public_site', 0)).rejects.toThrow('public_site did not provide an App.');
  });
});

describe('a retry on a page that preloaded the remote', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reloads the page: the browser would hand a failed preload to the retry again', async () => {
    answerManifests(undefined, 503);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = 'http://admin.test/remoteEntry.js';
    document.head.append(link);
    const reloadPage = jest.fn();
    const loader = createFederationLoader(testConfig, reloadPage);
    await expect(loader('admin_console', 0)).rejects.toThrow('HTTP 503');
    expect(reloadPage).not.toHaveBeenCalled();

    const retry = loader('admin_console', 1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // Nothing settles: the page is going away.
    await expect(Promise.race([retry, Promise.resolve('pending')])).resolves.toBe('pending');
  });

  it("retries in the page when only the other remote's files were preloaded", async () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = 'http://public.test/remoteEntry.js';
    document.head.append(link);
    const fetchMock = answerManifests();
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    const reloadPage = jest.fn();
    await createFederationLoader(testConfig, reloadPage)('admin_console', 1);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('http://admin.test/mf-manifest.json', {
      signal: expect.any(AbortSignal),
    });
  });
});
