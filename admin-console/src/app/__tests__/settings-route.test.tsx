import { DEFAULT_GST_SETTINGS } from '@tours/shared-ui/gst';
import { screen, waitFor, within } from '@testing-library/react';

import { GST_SETTINGS_TEXTS } from '../../features/gst/texts';
import { OFFICE_SETTINGS_TEXTS as T } from '../../features/office-settings/texts';
import { adminScreen } from '../../testing/admin-screen';
import SettingsRoute from '../routes/settings';

const { backend, renderPage } = adminScreen('settings', <SettingsRoute />);

const stored = { beforeJourneyDays: 15, reminderDaysBefore: 3, bankDetails: '' };

function answerSettings() {
  backend()
    .on('GET', '/settings/booking-office', { body: stored })
    .on('GET', '/notification-settings', {
      body: { settings: [], configured: { email: true, whatsapp: false } },
    })
    .on('GET', '/notifications', { body: [] })
    .on('GET', '/settings/gst', { body: DEFAULT_GST_SETTINGS });
}

describe('OfficeSettingsSection on /admin/settings', () => {
  it('shows the stored numbers and saves a change with PUT', async () => {
    answerSettings();
    backend().on('PUT', '/settings/booking-office', {
      body: { ...stored, beforeJourneyDays: 20, bankDetails: 'A/c 123, IFSC SBIN0000001' },
    });
    const { user } = renderPage();

    const office = await screen.findByRole('region', { name: T.heading });
    const days = await within(office).findByLabelText(T.beforeJourneyDays);
    expect(days).toHaveValue('15');
    expect(within(office).getByLabelText(T.reminderDaysBefore)).toHaveValue('3');

    await user.clear(days);
    await user.type(days, '20');
    await user.type(within(office).getByLabelText(T.bankDetails), 'A/c 123, IFSC SBIN0000001');
    await user.click(within(office).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/settings/booking-office',
        body: {
          beforeJourneyDays: 20,
          reminderDaysBefore: 3,
          bankDetails: 'A/c 123, IFSC SBIN0000001',
        },
      },
    ]);
    await waitFor(() =>
      expect(within(office).getByLabelText(T.beforeJourneyDays)).toHaveValue('20'),
    );
  });

  it("refuses a number out of range before sending, and shows the server's field texts", async () => {
    answerSettings();
    const { user } = renderPage();
    const office = await screen.findByRole('region', { name: T.heading });
    const reminder = await within(office).findByLabelText(T.reminderDaysBefore);

    await user.clear(reminder);
    await user.type(reminder, '45');
    await user.click(within(office).getByRole('button', { name: T.submit }));
    expect(await within(office).findByText('Choose a number of days from 0 to 30.')).toBeVisible();
    expect(backend().writes()).toEqual([]);

    backend().on('PUT', '/settings/booking-office', {
      status: 400,
      body: { message: 'Check the fields.', errors: { beforeJourneyDays: 'Too many days.' } },
    });
    await user.clear(reminder);
    await user.type(reminder, '2');
    await user.click(within(office).getByRole('button', { name: T.submit }));
    expect(await within(office).findByText('Too many days.')).toBeVisible();
  });

  it('keeps the notification settings on the page', async () => {
    answerSettings();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Notifications' }),
    ).toBeInTheDocument();
  });

  it('keeps the GST settings with the office settings, the switch off until GST is turned on', async () => {
    answerSettings();
    renderPage();
    const gst = await screen.findByRole('region', { name: GST_SETTINGS_TEXTS.heading });
    expect(
      await within(gst).findByRole('switch', { name: GST_SETTINGS_TEXTS.enabled }),
    ).not.toBeChecked();
  });
});
