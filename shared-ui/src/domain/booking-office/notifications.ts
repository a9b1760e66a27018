// Notifications (issue 14): the events the agency and the traveller are told about, the channels,
// and the answers of the notification endpoints (docs/booking-office.md, "Notifications").

/** What a notification tells about, in the order the settings screen lists them. */
export const NOTIFICATION_EVENTS = [
  'booking-created',
  'contact-message',
  'hold-ending',
  'payment-recorded',
  'booking-confirmed',
  'booking-cancelled',
  'booking-released',
  'quote-set',
  'instalment-due',
  'hold-expiring',
  'waitlist-promoted',
  'departure-moved',
  // Issue 27, sent only with a tax document to attach (GST on): the refund voucher, the invoice.
  'refund-paid',
  'invoice-issued',
  'backup-failed',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  'booking-created': 'New booking',
  'contact-message': 'New contact message',
  'hold-ending': 'Hold ends within 24 hours, no deposit',
  'payment-recorded': 'Payment recorded',
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'booking-released': 'Booking released',
  'quote-set': 'Quote sent to the traveller',
  'instalment-due': 'Reminder: an instalment falls due',
  'hold-expiring': 'Reminder: the hold ends today',
  'waitlist-promoted': 'A seat freed up for a waitlisted booking',
  'departure-moved': 'Booking moved to another departure',
  'refund-paid': 'Refund paid (with its refund voucher, GST on)',
  'invoice-issued': 'Tour completed: its tax invoice (GST on)',
  'backup-failed': 'A backup or its restore drill failed',
};

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Who a notification is for: the agency (AGENCY_NOTIFY_EMAIL) or the traveller. */
export type NotificationAudience = 'agency' | 'traveller';

/** One message of the outbox, as GET /api/bookings/{id}/notifications answers it (admin). */
export interface NotificationView {
  id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  audience: NotificationAudience;
  /** The address(es) or the phone number (with 91) it goes to. */
  to: string;
  status: NotificationStatus;
  attempts: number;
  /** The last failure's text; null when none failed. */
  lastError: string | null;
  /** When the next attempt is due (pending only); null once sent or failed. */
  nextAttemptAt: string | null;
  bookingId: string | null;
  /** The booking's reference, when it is about a booking. */
  reference: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One event on or off for one channel (GET/PUT /api/notification-settings). */
export interface NotificationSetting {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}

/** GET/PUT /api/notification-settings: every event and channel, and which channels can send. */
export interface NotificationSettings {
  settings: NotificationSetting[];
  /** Whether the server can send on a channel at all (SMTP_URL; the WhatsApp Cloud API). */
  configured: Record<NotificationChannel, boolean>;
}
