// The dialog's contents are a chunk downloaded when it first opens. A visitor on a bad connection
// gets an explanation and Try again inside the dialog (never a broken site), and once the form is
// there, focus is on its first field as for any dialog.
import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi } from '../../../../testing/test-api';

let mockDownloadsToFail = 0;
jest.mock('../booking-form', () => {
  if (mockDownloadsToFail > 0) {
    mockDownloadsToFail -= 1;
    throw new Error('Loading chunk site-dialog failed.');
  }
  return jest.requireActual('../booking-form');
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
  it('explains a failed download inside the dialog and downloads again on Try again', async () => {
    mockDownloadsToFail = 1;
    const { user } = await openBookingDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Book Your Trip' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
    // The rest of the site is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus to the first field once the form is there', async () => {
    await openBookingDialog();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
