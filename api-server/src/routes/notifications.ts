// Notifications in the admin (issue 14): a booking's messages (channel, to, status, attempts,
// last error), the messages in one status (the failed ones to look at), and each event on or off
// per channel. All admin; the settings' change is audited.
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationSettings,
} from '@tours/shared-ui/booking-office';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { notFound } from '../lib/http-errors';
import { parseBody, parseQuery } from '../lib/validation';
import { changesBetween } from '../repositories/audit-repository';
import type { Repositories } from '../repositories/create-repositories';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { listOf, ref } from './route-schemas';

export const notificationQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const notificationSettingsInputSchema = z.object({
  settings: z
    .array(
      z.object({
        event: z.enum(NOTIFICATION_EVENTS),
        channel: z.enum(NOTIFICATION_CHANNELS),
        enabled: z.boolean(),
      }),
    )
    .min(1, 'Send at least one setting.'),
});

const settingKey = (setting: { event: string; channel: string }) =>
  `${setting.event}.${setting.channel}`;

const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { outbox } = app.notifications;

  async function settingsOf(repositories: Repositories): Promise<NotificationSettings> {
    return {
      settings: await repositories.notifications.settings(),
      configured: { email: outbox.settings.email, whatsapp: outbox.settings.whatsapp },
    };
  }

  app.get<{ Params: { id: string } }>(
    '/bookings/:id/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'A booking’s notifications, newest first: channel, to, status, attempts, error',
        params: idParams,
        response: {
          200: listOf('Notification'),
          404: { description: 'No such booking.', ...ref('Message') },
        },
      },
    },
    async (request) => {
      const booking = await app.repositories.bookings.findById(request.params.id);
      if (!booking) throw notFound('Booking');
      return app.repositories.notifications.ofBooking(booking._id);
    },
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications in one status (default `failed`), newest first',
        querystring: documented(notificationQuerySchema),
        response: {
          200: listOf('Notification'),
          400: { description: 'A status that does not exist.', ...ref('ValidationError') },
        },
      },
    },
    async (request) => {
      const query = parseQuery(notificationQuerySchema, request.query);
      return app.repositories.notifications.byStatus(query.status, query.limit);
    },
  );

  app.get(
    '/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Each event on or off per channel, and which channels the server can send on',
        response: { 200: ref('NotificationSettings') },
      },
    },
    async () => settingsOf(app.repositories),
  );

  app.put(
    '/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn events on or off per channel (the ones sent; the others stay)',
        body: documented(notificationSettingsInputSchema),
        response: { 200: ref('NotificationSettings') },
      },
    },
    async (request) => {
      const input = parseBody(notificationSettingsInputSchema, request.body);
      return app.transaction(request.admin, async (repositories) => {
        const before = await repositories.notifications.settings();
        for (const setting of input.settings) await repositories.notifications.saveSetting(setting);
        const after = await settingsOf(repositories);
        const flat = (list: typeof before) =>
          Object.fromEntries(list.map((setting) => [settingKey(setting), setting.enabled]));
        await repositories.audit.record({
          entity: 'setting',
          entityId: 'notifications',
          action: 'update',
          summary: 'Notification settings changed',
          changes: changesBetween(flat(before), flat(after.settings)),
        });
        return after;
      });
    },
  );
};

export default notificationRoutes;
