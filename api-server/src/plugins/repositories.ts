// App plugin `repositories`: the row <-> SPEC-JSON mapping every route goes through.
import fp from 'fastify-plugin';

import { createRepositories, type Repositories } from '../repositories/create-repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.database.db));
  },
  { name: 'repositories', dependencies: ['database'], fastify: '5.x' },
);
