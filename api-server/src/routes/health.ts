// GET /api/health: the API answers and its database answers `select 1`.
import type { FastifyPluginAsync } from 'fastify';

export const DATABASE_DOWN_MESSAGE = 'The database is not available.';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
          503: { description: 'The database does not answer.', $ref: 'Message#' },
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
