import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes } from '@tours/shared-ui/router';
import { MemoryRouter } from 'react-router-dom';

import { installFakeBackend } from '../../testing/fake-api';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../testing/fake-firebase';
import { emptyDashboard } from '../../testing/fixtures';
import { testConfig } from '../../testing/test-config';
import App from '../app';

/** As the host mounts the remote: its own router, the App at /admin/*. */
function renderAsHost(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<App config={testConfig} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('admin_console/App', () => {
  // The dashboard asks for today's work: answered without a network.
  beforeEach(() => {
    installFakeBackend().on('GET', '/dashboard', { body: emptyDashboard() });
  });

  it('starts Firebase with the runtime config when it mounts, and signs an admin in', async () => {
    const firebase = installFakeFirebase();
    const user = userEvent.setup();
    renderAsHost('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(firebase.initFirebaseAuth).toHaveBeenCalledWith(testConfig.firebase);

    await user.type(screen.getByLabelText('Email'), ADMIN_ACCOUNT.email);
    await user.type(screen.getByLabelText('Password'), ADMIN_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Manage Sections' })).toBeInTheDocument();
  });

  it('stops watching the session when it unmounts (StrictMode remounts included)', async () => {
    const firebase = installFakeFirebase();
    const { unmount } = renderAsHost('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(firebase.listenerCount()).toBe(1);

    unmount();
    await waitFor(() => expect(firebase.listenerCount()).toBe(0));
  });
});
