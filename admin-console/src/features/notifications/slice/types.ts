// The notifications feature's state: one booking's notifications (the booking page), and the
// settings screen's settings with the messages that could not be sent (/admin/settings).
import type {
  NotificationChannel,
  NotificationEvent,
  NotificationSettings,
  NotificationView,
} from '@tours/shared-ui/booking-office';

import type { ValueState } from '../../../lib/load-status';

export interface BookingNotificationsState extends ValueState<NotificationView[]> {
  /** The booking whose notifications these are. */
  bookingId: string | null;
}

export interface SettingsPage {
  settings: NotificationSettings;
  failed: NotificationView[];
}

export type NotificationSettingsState = ValueState<SettingsPage>;

/** One switch of the settings screen. */
export interface SettingChange {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}
