// The booking office's settings: fetched when the settings page opens, saved with PUT (only what
// the form sends changes; the answer is every setting). A refused save keeps the server's words.
import { createSettingsSaga } from '../../../lib/settings-resource-saga';
import { OFFICE_SETTINGS_TEXTS as T } from '../texts';
import { officeSettingsActions as actions } from '.';

export const officeSettingsSaga = createSettingsSaga(actions, {
  endpoints: ({ office }) => office.settings,
  texts: T,
  what: 'the booking office settings',
});
