import type { FastifyPluginAsync } from 'fastify';

export const DATABASE_DOWN_MESSAGE = 'The database is not available.';

/** GET /api/health: the API answers and its database answers `select 1`. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
          503: { $ref: 'Message#' },
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ message: DATABASE_DOWN_MESSAGE });
      }
      return { status: 'ok', database: 'ok' };
    },
  );
};

export default healthRoutes;
