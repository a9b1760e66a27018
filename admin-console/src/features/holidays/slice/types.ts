// The agency's calendar as the holidays page holds it: the fetched calendar (load-status
// ValueState), the add in flight and its refusal, and the dates being removed.
import type { AgencyCalendar } from '@tours/shared-ui/booking-office';

import type { ServerRefusal } from '../../../components/checked-form';
import type { ValueState } from '../../../lib/load-status';

export interface HolidaysState extends ValueState<AgencyCalendar> {
  saving: boolean;
  refusal: ServerRefusal | null;
  /** Counts holidays added, so that the form resets. */
  added: number;
  removing: string[];
}
