// GST (issue 27, docs/gst.md), all admin: the agency's GST settings, and the tax documents issued
// with the payments, refunds, cancellations and tours they document (one document, its
// cancellation with a reason and its reissue, the month's documents for the accountant).
import { gstSettingsSchema } from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync } from 'fastify';

import { parseBody } from '../lib/validation';
import { documented } from '../schemas/inputs';
import { gstSettings } from '../services/gst/settings';
import { ref } from './route-schemas';

const gstRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings/gst',
    {
      schema: {
        tags: ['settings'],
        summary:
          'The GST settings: on or off, GSTIN, legal name, address, state, rate, SAC, the inclusive wording, when the tax invoice is issued, the series prefixes (GST off by default)',
        response: { 200: ref('GstSettings') },
      },
    },
    async () => gstSettings.get(app.repositories),
  );

  app.put(
    '/settings/gst',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Save the GST settings (all of them; audited). Issued documents keep what they were issued with.',
        body: documented(gstSettingsSchema),
        response: { 200: ref('GstSettings') },
      },
    },
    async (request) => {
      const input = parseBody(gstSettingsSchema, request.body);
      return app.transaction(request.admin, (repositories) =>
        gstSettings.save(repositories, input),
      );
    },
  );
};

export default gstRoutes;
