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
    /**
     * A write of exactly one statement, which PostgreSQL makes atomic by itself: without the
     * BEGIN and COMMIT round trips of `transaction` (public bookings and contact messages, the
     * busiest writes). Like `transaction`, it drops the public answers of what it wrote.
     */
    singleStatementWrite<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
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
    /** Runs a write; every repository it used is taken as written once it has ended. */
    const invalidating = async <T>(write: (used: Set<CacheTopic>) => Promise<T>): Promise<T> => {
      const used = new Set<CacheTopic>();
      try {
        return await write(used);
      } finally {
        // After the commit (or the rollback: dropping then is merely a wasted read).
        cache.invalidate(used);
      }
    };
    app.decorate('transaction', <T>(work: (repositories: Repositories) => Promise<T>) =>
      invalidating((used) =>
        db.transaction().execute((trx) => work(recordUse(createRepositories(trx), used))),
      ),
    );
    app.decorate('singleStatementWrite', <T>(work: (repositories: Repositories) => Promise<T>) =>
      invalidating((used) => work(recordUse(repositories, used))),
    );
  },
  { name: 'repositories', dependencies: ['database'], fastify: '5.x' },
);
