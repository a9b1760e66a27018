// The booking office's settings (GET/PUT /api/settings/booking-office): the fetched value, the
// save on its way, the server's refusal of the last save and a count of saves (the form resets).
import type { BookingOfficeSettings } from '@tours/shared-ui/booking-office';

import type { SettingsState } from '../../../lib/settings-resource';

export type OfficeSettingsState = SettingsState<BookingOfficeSettings>;
