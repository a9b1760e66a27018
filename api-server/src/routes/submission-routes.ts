// The routes of what visitors send (contact messages, booking requests): a public POST, rate
// limited per client address, and for admins the list, a PUT /{id} that sets one flag (contact
// `checked`, booking `status`) and a DELETE /{id} (a person asking for their data to be erased).
// The contract is the same for both, so one implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';

import { notFound } from '../lib/http-errors';
import { parseBody } from '../lib/validation';
import type { Repositories } from '../repositories/create-repositories';
import { idParams } from '../schemas/common';
import {
  ADMIN_ERRORS,
  ADMIN_SECURITY,
  INVALID_INPUT,
  NOT_FOUND,
  NO_CONTENT,
  RATE_LIMITED,
  listOf,
  ref,
} from './route-schemas';

/**
 * The public forms carry a field people never see (public-site HoneypotField): a value in it means
 * a bot filled the form. Such a submission is answered like any other and stored nowhere.
 */
export const HONEYPOT_FIELD = 'website';

function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export interface SubmissionOptions<Input, Entity, Flag> {
  path: string;
  tag: string;
  entitySchemaId: string;
  /** 'Booking', for "Booking not found." */
  label: string;
  summaries: { create: string; list: string; setFlag: string; remove: string };
  schema: z.ZodType<Input>;
  bodyDoc: unknown;
  flagSchema: z.ZodType<Flag>;
  flagDoc: unknown;
  create: (repositories: Repositories, input: Input) => Promise<Entity>;
  list: (repositories: Repositories) => Promise<Entity[]>;
  setFlag: (repositories: Repositories, id: string, flag: Flag) => Promise<Entity | null>;
  remove: (repositories: Repositories, id: string) => Promise<boolean>;
}

export function submissionRoutes<Input, Entity, Flag>(
  options: SubmissionOptions<Input, Entity, Flag>,
): FastifyPluginAsync {
  const { path, tag, summaries } = options;
  return async (app) => {
    app.post(
      path,
      {
        config: { rateLimit: app.publicWriteRateLimit },
        schema: {
          tags: [tag],
          summary: summaries.create,
          body: options.bodyDoc,
          response: {
            201: {
              description: 'Stored (the body is empty when the honeypot field was filled).',
              ...ref(options.entitySchemaId),
            },
            ...INVALID_INPUT,
            ...RATE_LIMITED,
          },
        },
      },
      async (request, reply) => {
        const input = parseBody(options.schema, request.body);
        if (honeypotFilled(request.body)) {
          request.log.info({ route: path }, 'honeypot filled: submission dropped');
          return reply.code(201).send();
        }
        // One INSERT: atomic on its own, so no BEGIN/COMMIT round trips on the busiest write.
        const created = await app.singleStatementWrite((repositories) =>
          options.create(repositories, input),
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      path,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: [tag],
          summary: summaries.list,
          security: ADMIN_SECURITY,
          response: { 200: listOf(options.entitySchemaId), ...ADMIN_ERRORS },
        },
      },
      async () => options.list(app.repositories),
    );

    app.put<{ Params: { id: string } }>(
      `${path}/:id`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: [tag],
          summary: summaries.setFlag,
          security: ADMIN_SECURITY,
          params: idParams,
          body: options.flagDoc,
          response: {
            200: ref(options.entitySchemaId),
            ...INVALID_INPUT,
            ...ADMIN_ERRORS,
            ...NOT_FOUND,
          },
        },
      },
      async (request) => {
        const flag = parseBody(options.flagSchema, request.body);
        const updated = await app.transaction((repositories) =>
          options.setFlag(repositories, request.params.id, flag),
        );
        if (!updated) throw notFound(options.label);
        return updated;
      },
    );

    app.delete<{ Params: { id: string } }>(
      `${path}/:id`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: [tag],
          summary: summaries.remove,
          security: ADMIN_SECURITY,
          params: idParams,
          response: { ...NO_CONTENT, ...ADMIN_ERRORS, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        const removed = await app.transaction((repositories) =>
          options.remove(repositories, request.params.id),
        );
        if (!removed) throw notFound(options.label);
        return reply.code(204).send();
      },
    );
  };
}
