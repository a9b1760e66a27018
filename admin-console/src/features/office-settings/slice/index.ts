// The booking office's settings: fetched (load-status value reducers) and saved
// (settings-resource).
import type {
  BookingOfficeSettings,
  BookingOfficeSettingsRequest,
} from '@tours/shared-ui/booking-office';

import { createSettingsSlice } from '../../../lib/settings-resource';

const officeSettingsSlice = createSettingsSlice<
  BookingOfficeSettings,
  BookingOfficeSettingsRequest
>('officeSettings');

export const officeSettingsActions = officeSettingsSlice.actions;
export const officeSettingsReducer = officeSettingsSlice.reducer;
