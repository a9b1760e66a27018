// Selectors over the notifications feature's slices.
import type { BookingNotificationsState, NotificationSettingsState } from './types';

export const selectBookingNotifications = (state: {
  bookingNotifications: BookingNotificationsState;
}) => state.bookingNotifications;

export const selectNotificationSettings = (state: {
  notificationSettings: NotificationSettingsState;
}) => state.notificationSettings;
