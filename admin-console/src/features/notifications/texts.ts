// Texts of the notifications feature (issue 14): a booking's notifications, its WhatsApp
// actions, and the settings screen /admin/settings.
export const NOTIFICATIONS_HEADING = 'Notifications';
export const NOTIFICATIONS_LOADING = 'Loading notifications...';
export const NOTIFICATIONS_EMPTY = 'No notifications for this booking.';
export const NOTIFICATIONS_FAILED = 'Failed to load the notifications.';

export const NOTIFICATION_COLUMNS = {
  event: 'Event',
  channel: 'Channel',
  to: 'To',
  status: 'Status',
  attempts: 'Attempts',
  lastError: 'Last error',
} as const;

export const NOTIFICATION_STATUS_LABELS = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
} as const;

export const WHATSAPP_HEADING = 'Message on WhatsApp';
export const WHATSAPP_NO_NUMBER = 'This phone number cannot be reached on WhatsApp.';
export const whatsappActionLabel = (message: string) => `Message on WhatsApp: ${message}`;

export const SETTINGS_TITLE = 'Settings';
export const SETTINGS_HEADING = 'Notifications';
export const SETTINGS_INTRO =
  'Turn each message on or off per channel. Messages to the agency go to AGENCY_NOTIFY_EMAIL.';
export const SETTINGS_LOADING = 'Loading settings...';
export const SETTINGS_LOAD_FAILED = 'Failed to load the notification settings.';
export const SETTINGS_SAVED = 'Notification settings saved.';
export const SETTINGS_SAVE_FAILED = 'Failed to save the notification settings.';
export const SETTINGS_EVENT_COLUMN = 'Message';
export const channelNotConfigured = (channel: string) =>
  `${channel} is not set up on the server, so nothing is sent on it.`;
export const settingLabel = (event: string, channel: string) => `${event} by ${channel}`;

export const FAILED_HEADING = 'Messages that could not be sent';
export const FAILED_EMPTY = 'No failed messages.';

/** The scrolling box around a notifications table: a name of its own beside the section's. */
export const scrollLabel = (caption: string) => `${caption}: table`;
