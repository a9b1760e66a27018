import type { FastifyPluginAsync } from 'fastify';

/** Destinations of SPEC §7. Reading is public; writing (a later step) is for the admin. */
const destinationRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/destinations',
    {
      schema: {
        response: {
          200: { type: 'array', items: { $ref: 'Destination#' } },
        },
      },
    },
    async () => app.repositories.destinations.list(),
  );
};

export default destinationRoutes;
