import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@tours/shared-ui/router';

import { ADMIN_ACCOUNT, installFakeFirebase } from '../../../../testing/fake-firebase';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import {
  EMAIL_LABEL,
  LOGIN_BUSY,
  LOGIN_BUTTON,
  LOGIN_FAILED,
  LOGIN_HEADING,
  PASSWORD_LABEL,
} from '../../texts';
import { LoginPage } from '../login-page';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/admin/login' },
  );
}

describe('LoginPage', () => {
  it('shows the email and password form, labelled, with a Login button', async () => {
    installFakeFirebase();
    renderLogin();

    expect(await screen.findByRole('heading', { name: LOGIN_HEADING })).toBeInTheDocument();
    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: LOGIN_BUTTON })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads 'Logging in...' while signing in, then goes to the dashboard", async () => {
    const firebase = installFakeFirebase();
    const signIn = firebase.signInWithEmailAndPassword.getMockImplementation()!;
    let finishSignIn: () => void = () => undefined;
    firebase.signInWithEmailAndPassword.mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => {
        finishSignIn = resolve;
      });
      return signIn(...args);
    });
    const { user, router } = renderLogin();

    await user.type(await screen.findByLabelText(EMAIL_LABEL), ` ${ADMIN_ACCOUNT.email} `);
    await user.type(screen.getByLabelText(PASSWORD_LABEL), ADMIN_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: LOGIN_BUTTON }));

    expect(await screen.findByRole('button', { name: LOGIN_BUSY })).toBeDisabled();
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      ADMIN_ACCOUNT.email,
      ADMIN_ACCOUNT.password,
    );

    finishSignIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.pathname).toBe('/admin/dashboard');
  });

  it('shows the error on the page when the email or password is wrong', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const firebase = installFakeFirebase();
    const { user, router } = renderLogin();

    await user.type(await screen.findByLabelText(EMAIL_LABEL), ADMIN_ACCOUNT.email);
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'wrong-password');
    await user.click(screen.getByRole('button', { name: LOGIN_BUTTON }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(screen.getByRole('button', { name: LOGIN_BUTTON })).toBeEnabled();
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(router.pathname).toBe('/admin/login');
    expect(warn).toHaveBeenCalledWith('Admin sign-in failed.', expect.any(Error));
  });

  it('asks for both fields and does not call Firebase while they are empty', async () => {
    const firebase = installFakeFirebase();
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: LOGIN_BUTTON }));

    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    const { router } = renderLogin();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByLabelText(EMAIL_LABEL)).not.toBeInTheDocument();
    await waitFor(() => expect(router.pathname).toBe('/admin/dashboard'));
    expect(router.navigationType).toBe('REPLACE');
  });
});
