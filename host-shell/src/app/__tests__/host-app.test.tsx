import type { RemoteAppProps } from '@tours/shared-ui/components';
import { testConfig } from '@tours/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import type { RemoteAppLoader, RemoteName } from '../../features/remotes/remote-loader';
import { HostApp } from '../host-app';

function fakeRemote(label: string) {
  return function FakeRemote({ config }: RemoteAppProps) {
    return (
      <h1>
        {label} for {config.siteName}
      </h1>
    );
  };
}

function renderHost(path: string, loader: RemoteAppLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HostApp config={testConfig} loader={loader} />
    </MemoryRouter>,
  );
}

const workingLoader: RemoteAppLoader = async (name) =>
  fakeRemote(name === 'public_site' ? 'Public site' : 'Admin console');

describe('HostApp', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['/', 'public_site'],
    ['/places', 'public_site'],
    ['/blogs/some-slug', 'public_site'],
    ['/administrator', 'public_site'],
    ['/admin', 'admin_console'],
    ['/admin/login', 'admin_console'],
    ['/admin/manage-bookings', 'admin_console'],
  ])('gives %s to %s only, passing it the runtime config', async (path, owner) => {
    const loader = jest.fn(workingLoader);
    renderHost(path, loader);
    const label = owner === 'public_site' ? 'Public site' : 'Admin console';
    expect(
      await screen.findByRole('heading', { name: `${label} for ${testConfig.siteName}` }),
    ).toBeInTheDocument();
    expect(loader.mock.calls.map(([name]) => name)).toEqual([owner]);
  });

  it('shows a message with Retry when a remote cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    let adminUp = false;
    const loader = jest.fn<ReturnType<RemoteAppLoader>, [RemoteName, number]>(async (name) => {
      if (name === 'admin_console' && !adminUp) throw new Error('Failed to fetch manifest');
      return fakeRemote('Admin console');
    });
    renderHost('/admin/login', loader);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The admin console could not be loaded. Please check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    adminUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: `Admin console for ${testConfig.siteName}` }),
    ).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('admin_console', 1);
  });

  it('keeps the public site working while the admin console is down', async () => {
    const loader: RemoteAppLoader = async (name) => {
      if (name === 'admin_console') throw new Error('down');
      return fakeRemote('Public site');
    };
    renderHost('/', loader);
    expect(
      await screen.findByRole('heading', { name: `Public site for ${testConfig.siteName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
