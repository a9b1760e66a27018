import type { NotificationSettings } from '@tours/shared-ui/booking-office';

import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import {
  NOTIFICATIONS_FAILED,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from '../../texts';
import { bookingNotificationsActions, notificationSettingsActions as actions } from '..';
import { notificationsSaga } from '../saga';

const settings = (enabled: boolean): NotificationSettings => ({
  settings: [{ event: 'contact-message', channel: 'email', enabled }],
  configured: { email: true, whatsapp: false },
});

describe('notificationsSaga', () => {
  const start = sagaHarness(notificationsSaga);

  it('fetches the settings and the failed messages together, and puts them', async () => {
    const { backend, send, dispatched } = start();
    backend
      .on('GET', '/notification-settings', { body: settings(true) })
      .on('GET', '/notifications', { body: [] });

    await send(actions.requested());

    expect(dispatched).toEqual([actions.loaded({ settings: settings(true), failed: [] })]);
  });

  it('puts the screen’s text when either fetch fails', async () => {
    const { backend, send, dispatched } = start();
    backend
      .on('GET', '/notification-settings', { body: settings(true) })
      .on('GET', '/notifications', { status: 500 });

    await send(actions.requested());

    expect(dispatched).toEqual([actions.failed(SETTINGS_LOAD_FAILED)]);
  });

  it('saves one switch, puts the settings the API answers and says so', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/notification-settings', { body: settings(false) });

    await send(
      actions.changeRequested({ event: 'contact-message', channel: 'email', enabled: false }),
    );

    expect(backend.writes()).toMatchObject([
      {
        path: '/notification-settings',
        body: { settings: [{ event: 'contact-message', channel: 'email', enabled: false }] },
      },
    ]);
    expect(dispatched).toEqual([
      actions.changed(settings(false)),
      noticeAction('success', SETTINGS_SAVED),
    ]);
  });

  it('tells the admin when a switch could not be saved, and changes nothing', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/notification-settings', { status: 500 });

    await send(
      actions.changeRequested({ event: 'contact-message', channel: 'email', enabled: false }),
    );

    expect(dispatched).toEqual([noticeAction('error', SETTINGS_SAVE_FAILED)]);
  });

  it('fetches one booking’s notifications, or puts the section’s text', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings/b1/notifications', { body: [] });
    await send(bookingNotificationsActions.requested('b1'));
    backend.on('GET', '/bookings/b1/notifications', { status: 500 });
    await send(bookingNotificationsActions.requested('b1'));

    expect(dispatched).toEqual([
      bookingNotificationsActions.loaded([]),
      bookingNotificationsActions.failed(NOTIFICATIONS_FAILED),
    ]);
  });
});
