// App plugin `repositories`: the row <-> SPEC-JSON mapping every route goes through, for reads
// (`app.repositories`) and for writes (`app.transaction`), the one transaction helper.
import type { Actor } from '@tours/shared-ui/booking-office';
import fp from 'fastify-plugin';

import { createRepositories, type Repositories } from '../repositories/create-repositories';

export const UNAUDITED_WRITE_MESSAGE = 'An admin write must record an audit entry.';

/**
 * Work that every transaction's writes may call for, run by the transaction helper itself so that
 * no route can forget it (the notifications outbox, plugins/notifications.ts).
 */
export interface TransactionHook {
  /** Inside the transaction, after the work resolved: its rows are committed with the work's. */
  beforeCommit(repositories: Repositories): Promise<void>;
  /** After the commit (not after a rollback). Must not throw. */
  afterCommit?(repositories: Repositories): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Adds a hook every later `transaction` runs. */
    addTransactionHook(hook: TransactionHook): void;
    /**
     * Runs `work` in one database transaction with repositories bound to it: committed when it
     * resolves, rolled back when it throws. Every write goes through here, so a write that fails
     * half-way leaves nothing behind, however many statements it grows to.
     *
     * `actor` is the admin making the write (`request.admin`), or null for a visitor's request
     * or a background job. With an admin, `repositories.audit.record` appends to the audit log
     * in this same transaction, and a write that resolves without recording an entry is rolled
     * back (a 500): no admin write can commit unaudited.
     */
    transaction<T>(
      actor: Actor | null,
      work: (repositories: Repositories) => Promise<T>,
    ): Promise<T>;
  }
}

/**
 * PostgreSQL's answers when it gave up one of two transactions that waited on each other
 * (deadlock_detected: a booking's cancellation locks the booking then its departure, the
 * company's cancellation the departure then its bookings) or could not serialise it. Nothing of
 * that transaction was written, so the helper runs the work again, a few times at most. Work never
 * calls another service inside a transaction (docs/architecture.md), so running it again is safe.
 */
const RETRIED_SQLSTATES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;

const isRetried = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  RETRIED_SQLSTATES.has(String((error as { code?: unknown }).code));

export default fp(
  async (app) => {
    const { db } = app.database;
    const hooks: TransactionHook[] = [];
    app.decorate('repositories', createRepositories(db, null));
    app.decorate('addTransactionHook', (hook: TransactionHook) => {
      hooks.push(hook);
    });
    app.decorate(
      'transaction',
      async <T>(actor: Actor | null, work: (repositories: Repositories) => Promise<T>) => {
        for (let attempt = 1; ; attempt += 1) {
          let repositories: Repositories | undefined;
          try {
            const result = await db.transaction().execute(async (trx) => {
              repositories = createRepositories(trx, actor);
              const answer = await work(repositories);
              if (actor && repositories.audit.recorded === 0) {
                throw new Error(UNAUDITED_WRITE_MESSAGE);
              }
              for (const hook of hooks) await hook.beforeCommit(repositories);
              return answer;
            });
            for (const hook of hooks) if (repositories) hook.afterCommit?.(repositories);
            return result;
          } catch (error) {
            if (attempt >= TRANSACTION_ATTEMPTS || !isRetried(error)) throw error;
            app.log.warn(
              { attempt, code: (error as { code: string }).code },
              'transaction retried',
            );
          }
        }
      },
    );
  },
  { name: 'repositories', dependencies: ['database'], fastify: '5.x' },
);
