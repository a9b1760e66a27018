// The setup every manage screen's test shares: the admin signed in (the fake Firebase), the
// network stubbed at the client's boundary (a fresh fake backend per test, answering the screen's
// list if given), and the screen rendered on its route under /admin, beside a dashboard stand-in
// for 'Back to Dashboard'. Test files still mock lib/firebase themselves (jest hoists the call).
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

import { installFakeBackend, type FakeBackend } from './fake-api';
import { ADMIN_ACCOUNT, installFakeFirebase } from './fake-firebase';
import { renderWithProviders } from './render-with-providers';

export function adminScreen(
  segment: string,
  element: ReactElement,
  list?: { path: string; body: unknown },
) {
  let current: FakeBackend | null = null;
  beforeEach(() => {
    installFakeFirebase({ signedInAs: ADMIN_ACCOUNT });
    current = installFakeBackend();
    if (list) current.on('GET', list.path, { body: list.body });
  });
  return {
    /** This test's fake backend. */
    backend: (): FakeBackend => {
      if (!current) throw new Error('adminScreen: the backend exists inside a test only.');
      return current;
    },
    /** Renders the screen at /admin/<segment>, or at the path given (a route with parameters). */
    renderPage: (route = `/admin/${segment}`) =>
      renderWithProviders(
        <Routes>
          <Route path={segment} element={element} />
          <Route path="dashboard" element={<h1>Dashboard stand-in</h1>} />
        </Routes>,
        { route },
      ),
  };
}
