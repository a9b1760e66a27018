// The booking office's settings (GET/PUT /api/settings/booking-office): the fetched value, the
// save on its way, the server's refusal of the last save and a count of saves (the form resets).
import type { BookingOfficeSettings } from '@tours/shared-ui/booking-office';

import type { ServerRefusal } from '../../../components/checked-form';
import type { ValueState } from '../../../lib/load-status';

export interface OfficeSettingsState extends ValueState<BookingOfficeSettings> {
  saving: boolean;
  refusal: ServerRefusal | null;
  saved: number;
}
