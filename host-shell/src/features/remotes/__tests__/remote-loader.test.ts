import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { testConfig } from '../../../testing/test-config';
import { createFederationLoader, remoteEntryUrl } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

/** What the remotes' servers answer (the network boundary): their mf-manifest.json. */
function answerManifests(
  manifest: (url: string) => unknown = () => ({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  }),
  status = 200,
) {
  const fetchMock = jest.fn(async (url: string) => ({
    ok: status < 400,
    status,
    json: async () => manifest(url),
  }));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  return fetchMock;
}

describe('remoteEntryUrl', () => {
  it('resolves the entry beside the manifest when its publicPath is auto', async () => {
    answerManifests();
    await expect(remoteEntryUrl('http://cdn.test/public/mf-manifest.json')).resolves.toBe(
      'http://cdn.test/public/remoteEntry.js',
    );
  });

  it('resolves the entry under an explicit publicPath and path', async () => {
    answerManifests(() => ({
      metaData: {
        publicPath: 'https://static.test/site/',
        remoteEntry: { name: 'remoteEntry.js', path: 'v2/' },
      },
    }));
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json')).resolves.toBe(
      'https://static.test/site/v2/remoteEntry.js',
    );
  });

  it('fails clearly on an HTTP error or a manifest without an entry', async () => {
    answerManifests(undefined, 404);
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json')).rejects.toThrow(
      'Could not load http://cdn.test/mf-manifest.json (HTTP 404).',
    );
    answerManifests(() => ({ metaData: {} }));
    await expect(remoteEntryUrl('http://cdn.test/mf-manifest.json')).rejects.toThrow(
      'http://cdn.test/mf-manifest.json names no remote entry.',
    );
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
    expect(fetchMock).toHaveBeenCalledWith('http://public.test/mf-manifest.json');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'public_site', entry: 'http://public.test/remoteEntry.js' }],
      undefined,
    );
    // The manifest is read once per remote.
    await loader('public_site', 0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    expect(fetchMock).toHaveBeenCalledWith('http://admin.test/mf-manifest.json');
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
    expect(fetchMock).toHaveBeenCalledWith('http://admin.test/mf-manifest.json');
  });
});
