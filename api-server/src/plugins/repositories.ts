// App plugin `repositories`: the row <-> SPEC-JSON mapping every route goes through, for reads
// (`app.repositories`) and for writes (`app.transaction`).
import fp from 'fastify-plugin';

import { createRepositories, type Repositories } from '../repositories/create-repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /**
     * Runs `work` in one database transaction with repositories bound to it: committed when it
     * resolves, rolled back when it throws. Every write goes through here, so a write that fails
     * half-way leaves nothing behind, however many statements it grows to.
     */
    transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repositories', createRepositories(db));
    app.decorate('transaction', <T>(work: (repositories: Repositories) => Promise<T>) =>
      db.transaction().execute((trx) => work(createRepositories(trx))),
    );
  },
  { name: 'repositories', dependencies: ['database'], fastify: '5.x' },
);
