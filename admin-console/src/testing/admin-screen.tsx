// The setup every manage screen's test shares: the admin signed in (the fake Firebase), the
// network stubbed at the client's boundary (a fresh fake backend per test, answering the screen's
// list if given, and no translation badges), and the screen rendered on its route under /admin,
// beside a dashboard stand-in for 'Back to Dashboard'. lib/firebase is the stub in every test
// (setup-tests.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { TRANSLATION_KINDS } from '@tours/shared-ui/translations';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

import { installFakeBackend, type FakeBackend, type FakeRequest } from './fake-api';
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
    // The content lists' translation badges (issue 29): none to show unless a test says so.
    for (const kind of TRANSLATION_KINDS) current.on('GET', `/translations/${kind}`, { body: {} });
    if (list) current.on('GET', list.path, { body: list.body });
  });
  const backend = (): FakeBackend => {
    if (!current) throw new Error('adminScreen: the backend exists inside a test only.');
    return current;
  };
  /** Renders the screen at /admin/<segment>, or at the path given (a route with parameters). */
  const renderPage = (route = `/admin/${segment}`) =>
    renderWithProviders(
      <Routes>
        <Route path={segment} element={element} />
        <Route path="dashboard" element={<h1>Dashboard stand-in</h1>} />
      </Routes>,
      { route },
    );
  return {
    /** This test's fake backend. */
    backend,
    renderPage,
  };
}

/**
 * A screen's list in its two other states: `empty` (one text or several) for an empty answer
 * (`emptyBody`, [] unless given); a failed fetch (500) logged and shown as `failed`, in the page
 * and, when `notified`, as a notification too.
 */
export async function expectEmptyAndFailed(
  { backend, renderPage }: Pick<ReturnType<typeof adminScreen>, 'backend' | 'renderPage'>,
  path: string,
  {
    empty,
    failed,
    notified,
    emptyBody = [],
  }: { empty: string | readonly string[]; failed: string; notified: boolean; emptyBody?: unknown },
) {
  backend().on('GET', path, { body: emptyBody });
  const { unmount } = renderPage();
  for (const text of typeof empty === 'string' ? [empty] : empty) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  unmount();

  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  backend().on('GET', path, { status: 500 });
  renderPage();
  if (notified) {
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2));
  } else {
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
  }
  expect(console.error).toHaveBeenCalled();
}

/** Clicks the row's Delete button (named `button`), checks the dialog asks `question`, confirms. */
export async function confirmDelete(user: UserEvent, button: string, question: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

/** After a save: the banner `text` shows, and the screen sent this one write (as far as given). */
export async function expectSavedWith(
  backend: () => FakeBackend,
  text: string,
  write: Partial<FakeRequest>,
) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(backend().writes()).toEqual([expect.objectContaining(write)]);
}
