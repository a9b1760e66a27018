// Every route under /api. Each says who may call it (`config.access`, enforced by the auth
// plugin's `guardRoute`: admins only unless it says otherwise) and gets the answers of its kind
// documented (`documentAnswers`), by onRoute hooks that also cover any route added later.
import type { FastifyPluginAsync } from 'fastify';

import { HttpError } from '../lib/http-errors';
import { BODY_NOT_JSON_MESSAGE } from '../lib/validation';
import backupRoutes from './backups';
import blogRoutes from './blogs';
import bookingActionRoutes from './booking-actions';
import bookingRoutes from './bookings';
import contactRoutes from './contact';
import departureRoutes from './departures';
import destinationRoutes from './destinations';
import gstRoutes from './gst';
import healthRoutes from './health';
import mediaRoutes from './media';
import notificationRoutes from './notifications';
import officeRoutes from './office';
import onlinePaymentRoutes from './online-payments';
import policyRoutes from './policies';
import popularRoutes from './popular';
import { documentAnswers } from './route-schemas';
import testimonialRoutes from './testimonials';
import translationRoutes from './translations';

const apiRoutes: FastifyPluginAsync = async (api) => {
  api.addHook('onRoute', api.guardRoute);
  api.addHook('onRoute', documentAnswers);
  // Bodies are JSON (the media upload adds multipart in its own scope). Any other type is one
  // answer, 415 with one message: Fastify would parse text/plain and leave it to the body's
  // validation (a 400), and refuse a form post with a 415 of its own wording.
  api.removeContentTypeParser('text/plain');
  api.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, BODY_NOT_JSON_MESSAGE), undefined);
  });
  await api.register(healthRoutes);
  await api.register(destinationRoutes);
  await api.register(popularRoutes);
  await api.register(testimonialRoutes);
  await api.register(contactRoutes);
  await api.register(bookingRoutes);
  await api.register(bookingActionRoutes);
  await api.register(departureRoutes);
  await api.register(officeRoutes);
  await api.register(gstRoutes);
  await api.register(notificationRoutes);
  await api.register(blogRoutes);
  await api.register(mediaRoutes);
  await api.register(onlinePaymentRoutes);
  await api.register(backupRoutes);
  await api.register(translationRoutes);
  await api.register(policyRoutes);
};

export default apiRoutes;
