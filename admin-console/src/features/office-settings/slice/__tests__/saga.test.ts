import { sagaHarness } from '../../../../testing/run-saga';
import { settingsSagaCases } from '../../../../testing/settings-saga-cases';
import { OFFICE_SETTINGS_TEXTS as T } from '../../texts';
import { officeSettingsActions as actions } from '..';
import { officeSettingsSaga } from '../saga';

const stored = { beforeJourneyDays: 15, reminderDaysBefore: 3, bankDetails: '' };

describe('officeSettingsSaga', () => {
  settingsSagaCases({
    start: sagaHarness(officeSettingsSaga),
    actions,
    path: '/settings/booking-office',
    fetched: stored,
    change: { reminderDaysBefore: 5 },
    saved: { ...stored, reminderDaysBefore: 5 },
    refused: {
      change: { reminderDaysBefore: 99 },
      fieldErrors: { reminderDaysBefore: 'Too many.' },
    },
    failing: { reminderDaysBefore: 4 },
    texts: T,
  });
});
