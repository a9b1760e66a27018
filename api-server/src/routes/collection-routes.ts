// The routes of an admin-managed collection (destinations, popular destinations, testimonials,
// blogs): a public GET of the list, and POST, PUT /{id} and DELETE /{id} for admins. The contract
// is the same for each, so there is one implementation.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';

import { publicReadCaching } from '../lib/cache-control';
import { HttpError, notFound } from '../lib/http-errors';
import { parseBody } from '../lib/validation';
import type { Repositories } from '../repositories/create-repositories';
import {
  ADMIN_ERRORS,
  ADMIN_SECURITY,
  INVALID_INPUT,
  listOf,
  NO_CONTENT,
  NOT_FOUND,
  SLUG_TAKEN,
  ref,
} from './route-schemas';
import { idParams } from '../schemas/common';

interface WritableRepository<Input, Entity> {
  create(input: Input): Promise<Entity>;
  update(id: string, input: Input): Promise<Entity | null>;
  remove(id: string): Promise<boolean>;
}

export interface AdminWritesOptions<Input, Entity> {
  /** Collection path under /api, e.g. '/popular'. */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** $id of the response schema. */
  entitySchemaId: string;
  /** 'Destination', for "Destination not found." */
  label: string;
  /** The shared-ui zod schema the admin form uses, and its JSON schema for the document. */
  schema: z.ZodType<Input>;
  bodyDoc: unknown;
  repository: (repositories: Repositories) => WritableRepository<Input, Entity>;
  /** Last step before storing (blogs sanitise their HTML); may throw a 400. */
  prepare?: (input: Input) => Input;
  /** The unique constraint on the slug (answered 409, not as a database error) and the slug. */
  uniqueSlug?: { constraint: string; of: (input: Input) => string };
}

interface IdParams {
  id: string;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

export function registerAdminWrites<Input, Entity>(
  app: FastifyInstance,
  options: AdminWritesOptions<Input, Entity>,
): void {
  const { path, tag, label } = options;

  const validInput = (body: unknown): Input => {
    const input = parseBody(options.schema, body);
    return options.prepare ? options.prepare(input) : input;
  };

  /** The write, in a transaction, with a taken slug answered 409. */
  const write = async <T>(
    input: Input,
    work: (repository: WritableRepository<Input, Entity>) => Promise<T>,
  ) => {
    try {
      return await app.transaction((repositories) => work(options.repository(repositories)));
    } catch (error) {
      const { uniqueSlug } = options;
      if (uniqueSlug && isUniqueViolation(error, uniqueSlug.constraint)) {
        const message = `Another ${label.toLowerCase()} already has the slug "${uniqueSlug.of(input)}".`;
        throw new HttpError(409, message, { slug: message });
      }
      throw error;
    }
  };

  const conflict = options.uniqueSlug ? SLUG_TAKEN : {};

  app.post(
    path,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [tag],
        summary: `Create (admin)`,
        security: ADMIN_SECURITY,
        body: options.bodyDoc,
        response: {
          201: ref(options.entitySchemaId),
          ...INVALID_INPUT,
          ...ADMIN_ERRORS,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const input = validInput(request.body);
      const created = await write(input, (repository) => repository.create(input));
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: IdParams }>(
    `${path}/:id`,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [tag],
        summary: `Replace (admin); answers the updated record`,
        security: ADMIN_SECURITY,
        params: idParams,
        body: options.bodyDoc,
        response: {
          200: ref(options.entitySchemaId),
          ...INVALID_INPUT,
          ...ADMIN_ERRORS,
          ...NOT_FOUND,
          ...conflict,
        },
      },
    },
    async (request) => {
      const input = validInput(request.body);
      const updated = await write(input, (repository) =>
        repository.update(request.params.id, input),
      );
      if (!updated) throw notFound(label);
      return updated;
    },
  );

  app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: [tag],
        summary: `Delete (admin)`,
        security: ADMIN_SECURITY,
        params: idParams,
        response: { ...NO_CONTENT, ...ADMIN_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const removed = await app.transaction((repositories) =>
        options.repository(repositories).remove(request.params.id),
      );
      if (!removed) throw notFound(label);
      return reply.code(204).send();
    },
  );
}

export interface CollectionOptions<Input, Entity> extends AdminWritesOptions<Input, Entity> {
  /** OpenAPI summary of the public list. */
  listSummary: string;
  list: (repositories: Repositories) => Promise<Entity[]>;
}

/** The public list and the admin writes of one collection, as a route plugin. */
export function collectionRoutes<Input, Entity>(
  options: CollectionOptions<Input, Entity>,
): FastifyPluginAsync {
  return async (app) => {
    app.get(
      options.path,
      {
        onRequest: publicReadCaching,
        schema: {
          tags: [options.tag],
          summary: options.listSummary,
          response: { 200: listOf(options.entitySchemaId) },
        },
      },
      app.cachedPublicRead({ key: () => options.path, read: options.list }),
    );
    registerAdminWrites(app, options);
  };
}
