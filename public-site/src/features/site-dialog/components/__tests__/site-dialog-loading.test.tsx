// The dialog is a chunk downloaded when it first opens. A visitor on a bad connection gets an
// explanation with Try again and Close (never a broken site), and once the form is there, focus is
// on its first field as for any dialog.
import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi } from '../../../../testing/test-api';

let mockDownloadsToFail = 0;
jest.mock('../dialog-window', () => {
  if (mockDownloadsToFail > 0) {
    mockDownloadsToFail -= 1;
    throw new Error('Loading chunk site-dialog failed.');
  }
  return jest.requireActual('../dialog-window');
});

async function openBookingDialog() {
  const view = renderApp({ route: '/nowhere', api: createTestApi() });
  await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
  await view.user.click(screen.getByRole('button', { name: 'Book Now' }));
  return view;
}

describe('Booking dialog contents downloaded on first opening', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  // First: the module registry keeps the form once it has loaded.
  it('explains a failed download, downloads again on reopening or Try again', async () => {
    mockDownloadsToFail = 2;
    const { user, store } = await openBookingDialog();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    // The rest of the site is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().modal.isOpen).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Opening again tries the download again (and fails once more here).
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Trip' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus to the first field once the form is there', async () => {
    await openBookingDialog();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
