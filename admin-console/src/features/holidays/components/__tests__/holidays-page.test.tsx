import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { HOLIDAYS_TEXTS } from '../../texts';
import { HolidaysPage } from '../holidays-page';

const { backend, renderPage } = adminScreen('holidays', <HolidaysPage />, {
  path: '/calendar',
  body: {
    workingWeekdays: [1, 2, 3, 4, 5, 6],
    holidays: [{ date: '2026-12-25', name: 'Christmas', source: 'seed' }],
  },
});

describe('HolidaysPage', () => {
  it('lists the working days and holidays, and says the lunar festivals are added by hand', async () => {
    renderPage();
    expect(await screen.findByText(/Christmas/)).toBeInTheDocument();
    expect(
      screen.getByText('Working days: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday.'),
    ).toBeInTheDocument();
    expect(screen.getByText(HOLIDAYS_TEXTS.lunarNote)).toBeInTheDocument();
  });

  it('adds a holiday, checked first, and shows a refusal of the server', async () => {
    backend().on('POST', '/holidays', {
      status: 201,
      body: { date: '2026-10-20', name: 'Durga Puja (Dashami)', source: 'admin' },
    });
    const { user } = renderPage();
    await screen.findByText(/Christmas/);
    const form = screen.getByRole('region', { name: HOLIDAYS_TEXTS.addTitle });

    await user.click(within(form).getByRole('button', { name: HOLIDAYS_TEXTS.add }));
    expect(await within(form).findByText('Name the holiday.')).toBeVisible();
    expect(backend().writes()).toEqual([]);

    await user.type(within(form).getByLabelText(HOLIDAYS_TEXTS.date), '2026-10-20');
    await user.type(within(form).getByLabelText(HOLIDAYS_TEXTS.name), 'Durga Puja (Dashami)');
    await user.click(within(form).getByRole('button', { name: HOLIDAYS_TEXTS.add }));
    expect(
      await screen.findByText(/Durga Puja \(Dashami\)/, { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([
      {
        method: 'POST',
        path: '/holidays',
        body: { date: '2026-10-20', name: 'Durga Puja (Dashami)' },
      },
    ]);

    backend().on('POST', '/holidays', {
      status: 409,
      body: { message: BOOKING_OFFICE_ERRORS.holidayExists },
    });
    await user.type(within(form).getByLabelText(HOLIDAYS_TEXTS.date), '2026-12-25');
    await user.type(within(form).getByLabelText(HOLIDAYS_TEXTS.name), 'Christmas again');
    await user.click(within(form).getByRole('button', { name: HOLIDAYS_TEXTS.add }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      BOOKING_OFFICE_ERRORS.holidayExists,
    );
  });

  it('removes a holiday after a confirmation', async () => {
    backend().on('DELETE', '/holidays/2026-12-25', { status: 204 });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: HOLIDAYS_TEXTS.removeLabel('Christmas', '25 Dec 2026'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/Christmas/)).not.toBeInTheDocument());
    expect(backend().writes()).toMatchObject([{ method: 'DELETE', path: '/holidays/2026-12-25' }]);
  });
});
