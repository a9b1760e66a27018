// Every route under /api. Each says who may call it (`config.access`, enforced by the auth
// plugin's `guardRoute`: admins only unless it says otherwise) and gets the answers of its kind
// documented (`documentAnswers`), by onRoute hooks that also cover any route added later.
import type { FastifyPluginAsync } from 'fastify';

import blogRoutes from './blogs';
import bookingActionRoutes from './booking-actions';
import bookingRoutes from './bookings';
import contactRoutes from './contact';
import destinationRoutes from './destinations';
import healthRoutes from './health';
import mediaRoutes from './media';
import notificationRoutes from './notifications';
import officeRoutes from './office';
import popularRoutes from './popular';
import { documentAnswers } from './route-schemas';
import testimonialRoutes from './testimonials';

const apiRoutes: FastifyPluginAsync = async (api) => {
  api.addHook('onRoute', api.guardRoute);
  api.addHook('onRoute', documentAnswers);
  await api.register(healthRoutes);
  await api.register(destinationRoutes);
  await api.register(popularRoutes);
  await api.register(testimonialRoutes);
  await api.register(contactRoutes);
  await api.register(bookingRoutes);
  await api.register(bookingActionRoutes);
  await api.register(officeRoutes);
  await api.register(notificationRoutes);
  await api.register(blogRoutes);
  await api.register(mediaRoutes);
};

export default apiRoutes;
