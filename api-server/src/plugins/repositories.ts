// App plugin `repositories`: the row <-> SPEC-JSON mapping every route goes through, for reads
// (`app.repositories`) and for writes (`app.transaction`), and the cache of the public reads
// (`app.publicReadCache`), which a write through a repository clears of what it made stale.
import fp from 'fastify-plugin';

import {
  DEFAULT_PUBLIC_CACHE_TTL_MS,
  PublicReadCache,
  recordUse,
  type CacheTopic,
} from '../lib/public-read-cache';
import { createRepositories, type Repositories } from '../repositories/create-repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /**
     * Runs `work` in one database transaction with repositories bound to it: committed when it
     * resolves, rolled back when it throws. Every write goes through here, so a write that fails
     * half-way leaves nothing behind, and the public answers read from the repositories it used
     * are dropped when it ends.
     */
    transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
    publicReadCache: PublicReadCache;
  }
}

export interface RepositoriesPluginOptions {
  /** How long a public answer is reused (ms); 0 = read every time. */
  publicCacheTtlMs?: number;
}

export default fp<RepositoriesPluginOptions>(
  async (app, options) => {
    const { db } = app.database;
    const repositories = createRepositories(db);
    const cache = new PublicReadCache(repositories, {
      ttlMs: options.publicCacheTtlMs ?? DEFAULT_PUBLIC_CACHE_TTL_MS,
    });
    app.decorate('repositories', repositories);
    app.decorate('publicReadCache', cache);
    app.decorate('transaction', async <T>(work: (repositories: Repositories) => Promise<T>) => {
      // Only writes run in transactions, so a repository used in one is taken as written.
      const used = new Set<CacheTopic>();
      try {
        return await db
          .transaction()
          .execute((trx) => work(recordUse(createRepositories(trx), used)));
      } finally {
        // After the commit (or the rollback: dropping then is merely a wasted read).
        cache.invalidate(used);
      }
    });
  },
  { name: 'repositories', dependencies: ['database'], fastify: '5.x' },
);
