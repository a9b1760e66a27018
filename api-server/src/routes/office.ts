// The booking office's agency-wide calls (docs/booking-office.md), all admin: the working calendar
// and its holidays, the audit log, today's work for the dashboard and the office's settings.
import {
  auditQuerySchema,
  bookingOfficeSettingsSchema,
  holidayInputSchema,
} from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { parseBody, parseQuery } from '../lib/validation';
import { documented } from '../schemas/inputs';
import { NO_CONTENT, ref } from './route-schemas';

const officeRoutes: FastifyPluginAsync = async (app) => {
  const { calendar, dashboard, settings } = app.bookingOffice;

  app.get(
    '/calendar',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Working weekdays and holidays (from a year ago): what holds and refund deadlines count',
        response: { 200: ref('AgencyCalendar') },
      },
    },
    async () => calendar.view(app.repositories),
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Add a holiday (holds already given are not recomputed)',
        body: documented(holidayInputSchema),
        response: {
          201: ref('Holiday'),
          409: { description: 'That day is a holiday already.', ...ref('Message') },
        },
      },
    },
    async (request, reply) => {
      const input = parseBody(holidayInputSchema, request.body);
      const holiday = await app.transaction(request.admin, (repositories) =>
        calendar.addHoliday(repositories, input),
      );
      return reply.code(201).send(holiday);
    },
  );

  app.delete<{ Params: { date: string } }>(
    '/holidays/:date',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Remove a holiday',
        params: {
          type: 'object',
          properties: { date: { type: 'string', description: 'YYYY-MM-DD' } },
          required: ['date'],
        },
        response: {
          ...NO_CONTENT,
          404: { description: 'That day is not a holiday.', ...ref('Message') },
        },
      },
    },
    async (request, reply) => {
      await app.transaction(request.admin, (repositories) =>
        calendar.removeHoliday(repositories, request.params.date),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log of admin writes, newest first, by entity, paged with `before`',
        querystring: documented(auditQuerySchema),
        response: {
          200: ref('AuditPage'),
          400: { description: 'A filter or cursor that is not valid.', ...ref('ValidationError') },
        },
      },
    },
    async (request) => app.repositories.audit.page(parseQuery(auditQuerySchema, request.query)),
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Today’s work: holds ending today and tomorrow, bookings awaiting a quote, money received this month, trips in the next 30 days, money owed within 7 days',
        response: { 200: ref('DashboardSummary') },
      },
    },
    async () => dashboard.summary(app.repositories),
  );

  app.get(
    '/settings/booking-office',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The office’s settings: days before check-in the further 40% is due, days before a due date the traveller is reminded, bank details',
        response: { 200: ref('BookingOfficeSettings') },
      },
    },
    async () => settings.get(app.repositories),
  );

  app.put(
    '/settings/booking-office',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the office’s settings (those sent; audited); answers them all',
        body: documented(bookingOfficeSettingsSchema),
        response: { 200: ref('BookingOfficeSettings') },
      },
    },
    async (request) => {
      const input = parseBody(bookingOfficeSettingsSchema, request.body);
      return app.transaction(request.admin, (repositories) => settings.save(repositories, input));
    },
  );
};

export default officeRoutes;
