// Response schemas of the notification endpoints (the types NotificationView and
// NotificationSettings of @tours/shared-ui/booking-office).
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
} from '@tours/shared-ui/booking-office';

import { entitySchema, text } from './common';

const instant = { type: 'string', format: 'date-time' } as const;
const event = { type: 'string', enum: [...NOTIFICATION_EVENTS] } as const;
const channel = { type: 'string', enum: [...NOTIFICATION_CHANNELS] } as const;

export const notificationSchema = entitySchema('Notification', {
  id: text,
  event,
  channel,
  audience: { type: 'string', enum: ['agency', 'traveller'] },
  to: { type: 'string', description: 'Email address(es), or the WhatsApp number with 91' },
  status: { type: 'string', enum: [...NOTIFICATION_STATUSES] },
  attempts: { type: 'integer' },
  lastError: { type: 'string', nullable: true },
  nextAttemptAt: { ...instant, nullable: true, description: 'Pending only' },
  bookingId: { type: 'string', nullable: true },
  reference: { type: 'string', nullable: true },
  createdAt: instant,
  sentAt: { ...instant, nullable: true },
});

export const notificationSettingsSchema = entitySchema('NotificationSettings', {
  settings: {
    type: 'array',
    items: {
      type: 'object',
      properties: { event, channel, enabled: { type: 'boolean' } },
      required: ['event', 'channel', 'enabled'],
    },
  },
  configured: {
    type: 'object',
    description: 'Whether the server can send on each channel (SMTP_URL, WhatsApp Cloud API)',
    properties: { email: { type: 'boolean' }, whatsapp: { type: 'boolean' } },
    required: ['email', 'whatsapp'],
  },
});

export const notificationSchemas = [notificationSchema, notificationSettingsSchema];
