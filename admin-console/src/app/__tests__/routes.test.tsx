// The composed /admin route tree: redirects between the pages, sign-in and sign-out end to end.
import { screen, waitFor, within } from '@testing-library/react';

import { LOADING_TEXT } from '../../components/page-loading';
import { NOT_ADMIN_MESSAGE, SESSION_ENDED_MESSAGE } from '../../lib/call-api';
import { installFakeBackend } from '../../testing/fake-api';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../testing/fake-firebase';
import { emptyDashboard } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppRoutes } from '../router';

const renderAt = (route: string) => renderWithProviders(<AppRoutes />, { route });

describe('the /admin routes', () => {
  // The dashboard asks for today's work: answered without a network.
  beforeEach(() => {
    installFakeBackend().on('GET', '/dashboard', { body: emptyDashboard() });
  });

  it("show 'Loading...' on a guarded path while the session resolves", async () => {
    installFakeFirebase({ reportInitialState: false });
    renderAt('/admin/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent(LOADING_TEXT);
  });

  it('send /admin to the dashboard, and from there to the login page when signed out', async () => {
    installFakeFirebase();
    const { router } = renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.pathname).toBe('/admin/login'));
  });

  it.each(['/admin', '/admin/no-such-page'])(
    'open the dashboard at %s for a signed-in admin',
    async (route) => {
      installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
      const { router } = renderAt(route);

      expect(await screen.findByRole('heading', { name: 'Manage Sections' })).toBeInTheDocument();
      await waitFor(() => expect(router.pathname).toBe('/admin/dashboard'));
    },
  );

  it.each([
    ['/admin/manage-destinations', 'Manage Destinations', '/destinations', []],
    ['/admin/manage-popular', 'Manage Popular Destinations', '/popular', []],
    ['/admin/manage-testimonials', 'Manage Testimonials', '/testimonials', []],
    ['/admin/manage-contacts', 'Manage Contacts', '/contact', []],
    ['/admin/manage-blogs', 'Manage Blogs', '/blogs', { blogs: [] }],
    ['/admin/manage-bookings', 'Manage Bookings', '/bookings', []],
  ])('open %s (its own chunk) for a signed-in admin', async (route, heading, path, body) => {
    installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const backend = installFakeBackend().on('GET', path, { body });
    const { user, router } = renderAt(route);

    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    // The content lists also ask for their translations' statuses (the 'missing' badges).
    const ownRequests = () =>
      backend.requests.filter((request) => !request.path.startsWith('/translations/'));
    await waitFor(() => expect(ownRequests()).toMatchObject([{ method: 'GET', path }]));
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Manage Sections' })).toBeInTheDocument();
    expect(router.pathname).toBe('/admin/dashboard');
  });

  it('open /admin/policy-pages (its own chunk), asking only for its translations', async () => {
    installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const backend = installFakeBackend().on('GET', '/translations/policies', { body: {} });
    const { user, router } = renderAt('/admin/policy-pages');

    expect(
      await screen.findByRole('heading', { name: 'Policy Pages', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(backend.requests).toMatchObject([{ method: 'GET', path: '/translations/policies' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Manage Sections' })).toBeInTheDocument();
    expect(router.pathname).toBe('/admin/dashboard');
  });

  it.each(['/admin/manage-bookings', '/admin/manage-blogs'])(
    'send a signed-out visitor from %s to the login page',
    async (route) => {
      installFakeFirebase();
      const { router } = renderAt(route);

      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      await waitFor(() => expect(router.pathname).toBe('/admin/login'));
    },
  );

  it('sign an admin in from the login page to the dashboard, and out again', async () => {
    const firebase = installFakeFirebase();
    const { user, router } = renderAt('/admin/login');

    await user.type(await screen.findByLabelText('Email'), ADMIN_ACCOUNT.email);
    await user.type(screen.getByLabelText('Password'), ADMIN_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Manage Sections' })).toBeInTheDocument();
    expect(router.pathname).toBe('/admin/dashboard');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.pathname).toBe('/admin/login'));
  });

  it('sign the admin out and open the login page when the API answers 401', async () => {
    const firebase = installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    installFakeBackend().on('GET', '/bookings', { status: 401 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/admin/manage-bookings');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.pathname).toBe('/admin/login'));
  });

  it("say 'This account is not an admin.' and show no data when the API answers 403", async () => {
    installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    installFakeBackend().on('GET', '/bookings', { status: 403 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin/manage-bookings');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining(NOT_ADMIN_MESSAGE)]),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manage Bookings' })).toBeInTheDocument();
  });
});
