import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { testConfig } from '../../../testing/test-config';
import { createFederationLoader } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

describe('createFederationLoader', () => {
  it('registers the manifest URLs of the runtime config without loading anything', () => {
    createFederationLoader(testConfig);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'public_site', entry: 'http://public.test/mf-manifest.json' },
      { name: 'admin_console', entry: 'http://admin.test/mf-manifest.json' },
    ]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads <remote>/App and returns its default export', async () => {
    const App = () => null;
    mockedLoadRemote.mockResolvedValue({ default: App });
    const loader = createFederationLoader(testConfig);
    await expect(loader('public_site', 0)).resolves.toBe(App);
    expect(mockedLoadRemote).toHaveBeenCalledWith('public_site/App');
  });

  it('re-registers the remote with force on a retry, so a failed load is not cached', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    const loader = createFederationLoader(testConfig);
    mockedRegisterRemotes.mockClear();
    await loader('admin_console', 1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'admin_console', entry: 'http://admin.test/mf-manifest.json' }],
      { force: true },
    );
  });

  it('fails clearly when the remote exposes no App', async () => {
    mockedLoadRemote.mockResolvedValue(undefined);
    const loader = createFederationLoader(testConfig);
    await expect(loader('public_site', 0)).rejects.toThrow('public_site did not provide an App.');
  });
});
