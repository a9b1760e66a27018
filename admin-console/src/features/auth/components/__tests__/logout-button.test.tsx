import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@tours/shared-ui/router';

import { ADMIN_ACCOUNT, installFakeFirebase } from '../../../../testing/fake-firebase';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { LOGOUT_BUTTON, LOGOUT_CANCEL, LOGOUT_CONFIRM } from '../../texts';
import { LogoutButton } from '../logout-button';

function renderButton() {
  return renderWithProviders(
    <Routes>
      <Route path="login" element={<h1>Login</h1>} />
      <Route path="dashboard" element={<LogoutButton />} />
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

describe('LogoutButton', () => {
  it('asks before logging out, and stays when the admin cancels', async () => {
    const firebase = installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const { user, router } = renderButton();

    await user.click(await screen.findByRole('button', { name: LOGOUT_BUTTON }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LOGOUT_CONFIRM);

    await user.click(within(dialog).getByRole('button', { name: LOGOUT_CANCEL }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(router.pathname).toBe('/admin/dashboard');
  });

  it('signs out and opens the login page when the admin confirms', async () => {
    const firebase = installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const { user, router } = renderButton();

    await user.click(await screen.findByRole('button', { name: LOGOUT_BUTTON }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: LOGOUT_BUTTON }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    await waitFor(() => expect(router.pathname).toBe('/admin/login'));
    expect(router.navigationType).toBe('REPLACE');
  });
});
