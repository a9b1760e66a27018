import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { OFFICE_SETTINGS_TEXTS as T } from '../../texts';
import { officeSettingsActions as actions } from '..';
import { officeSettingsSaga } from '../saga';

const stored = { beforeJourneyDays: 15, reminderDaysBefore: 3, bankDetails: '' };

describe('officeSettingsSaga', () => {
  const start = sagaHarness(officeSettingsSaga);

  it('fetches the settings, and saves a change with PUT, putting what the server answers', async () => {
    const { backend, send, dispatched } = start();
    backend
      .on('GET', '/settings/booking-office', { body: stored })
      .on('PUT', '/settings/booking-office', { body: { ...stored, reminderDaysBefore: 5 } });

    await send(actions.requested());
    await send(actions.saveRequested({ reminderDaysBefore: 5 }));

    expect(backend.writes()).toMatchObject([
      { method: 'PUT', path: '/settings/booking-office', body: { reminderDaysBefore: 5 } },
    ]);
    expect(dispatched).toEqual([
      actions.loaded(stored),
      actions.saveSucceeded({ ...stored, reminderDaysBefore: 5 }),
      noticeAction('success', T.saved),
    ]);
  });

  it('keeps a 400 for the form, and reports any other failure', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/settings/booking-office', {
      status: 400,
      body: { message: 'Check the fields.', errors: { reminderDaysBefore: 'Too many.' } },
    });
    await send(actions.saveRequested({ reminderDaysBefore: 99 }));
    backend.on('PUT', '/settings/booking-office', { status: 500 });
    await send(actions.saveRequested({ reminderDaysBefore: 4 }));

    expect(dispatched).toEqual([
      actions.saveRefused({
        fieldErrors: { reminderDaysBefore: 'Too many.' },
        message: 'Check the fields.',
      }),
      actions.saveRefused(null),
      noticeAction('error', T.saveFailed),
    ]);
  });
});
