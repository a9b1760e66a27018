import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@tours/shared-ui/router';

import { LOADING_TEXT } from '../../../../components/page-loading';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../../../testing/fake-firebase';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { RequireAuth } from '../require-auth';

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="login" element={<h1>Login</h1>} />
      <Route element={<RequireAuth />}>
        <Route path="*" element={<h1>Guarded page</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('RequireAuth', () => {
  it("shows 'Loading...' until the sign-in state is known", async () => {
    const firebase = installFakeFirebase({ reportInitialState: false });
    const { router } = renderGuarded('/admin/manage-blogs');

    expect(await screen.findByRole('status')).toHaveTextContent(LOADING_TEXT);
    await waitFor(() => expect(firebase.listenerCount()).toBe(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    act(() => firebase.setUser(ADMIN_ACCOUNT));

    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(router.pathname).toBe('/admin/manage-blogs');
  });

  it.each(['/admin/dashboard', '/admin/manage-bookings'])(
    'replaces %s with the login page for a signed-out visitor',
    async (route) => {
      installFakeFirebase();
      const { router } = renderGuarded(route);

      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      await waitFor(() => expect(router.pathname).toBe('/admin/login'));
      expect(router.navigationType).toBe('REPLACE');
    },
  );

  it('goes to the login page when the session ends on a guarded page', async () => {
    const firebase = installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const { router } = renderGuarded('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();

    act(() => firebase.setUser(null));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.pathname).toBe('/admin/login'));
  });
});
