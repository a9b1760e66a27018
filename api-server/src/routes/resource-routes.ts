// The routes of one resource, the same contract for all six: a list (public, or for admins), a
// POST (public and rate limited, or for admins), a PUT /{id} (the whole record, or one flag) and a
// DELETE /{id} for admins. What differs between resources is data: the paths, the zod schema of
// each body, the repository calls, and who may call what. Every admin write here records its
// audit entry (what changed, field by field) in its own transaction.
import type { AuditAction, AuditEntity } from '@tours/shared-ui/booking-office';
import type { TranslationKind } from '@tours/shared-ui/translations';
import { HONEYPOT_FIELD } from '@tours/shared-ui/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { HttpError, notFound } from '../lib/http-errors';
import { parseBody } from '../lib/validation';
import type { CacheTopic } from '../plugins/public-read-cache';
import { changesBetween } from '../repositories/audit-repository';
import type { Repositories } from '../repositories/create-repositories';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { langQuery } from '../schemas/translations';
import { langOf, translateAll } from '../services/translations/content-translations';
import { listOf, NO_CONTENT, NOT_FOUND, ref, SLUG_TAKEN } from './route-schemas';

/**
 * The public forms carry a field people never see (public-site HoneypotField): a value in it means
 * a bot filled the form. Such a submission is answered like any other and stored nowhere.
 */
export { HONEYPOT_FIELD };

export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** A request body: the shared-ui zod schema that checks it (and documents it). */
export interface Body<T> {
  schema: z.ZodType<T>;
  /** Last step before storing (blogs sanitise their HTML); may throw a 400. */
  prepare?: (input: T) => T;
}

/** How a resource's admin writes appear in the audit log. */
export interface AuditOptions<Entity> {
  entity: AuditEntity;
  /** 'destination "Darjeeling"', 'contact message': never a person's name. */
  describe: (record: Entity) => string;
  /** Fields recorded as changed without their values (a person's data). */
  personal?: readonly string[];
}

const VERBS: Partial<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Changed the status of',
};

/**
 * Records an admin's change of one record: `before` null for a create, `after` null for a
 * delete. The entry goes into the transaction of `repositories`.
 */
export async function recordChange<Entity extends { _id: string }>(
  repositories: Repositories,
  audit: AuditOptions<Entity>,
  action: AuditAction,
  before: Entity | null,
  after: Entity | null,
): Promise<void> {
  const record = (after ?? before)!;
  await repositories.audit.record({
    entity: audit.entity,
    entityId: record._id,
    action,
    summary: `${VERBS[action] ?? action} ${audit.describe(record)}`,
    changes: changesBetween(before, after, audit.personal),
  });
}

export interface ResourceOptions<Entity extends { _id: string }, Input, Change> {
  /** Collection path under /api, e.g. '/popular'. */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** $id of the entity's response schema. */
  entity: string;
  /** 'Destination', for "Destination not found." */
  label: string;
  /** What the public reads of this resource depend on; every write here changes it. */
  topic?: CacheTopic;
  /** The unique constraint on the slug: a taken slug is a 409 under the slug field. */
  slugConstraint?: string;
  audit: AuditOptions<Entity>;
  /** One record by id (what an update or a delete changes, for the audit log). */
  find: (repositories: Repositories, id: string) => Promise<Entity | null>;
  /** GET of the list; omitted when the resource lists itself another way (blogs). */
  list?: {
    access: 'public' | 'admin';
    summary: string;
    read: (repositories: Repositories) => Promise<Entity[]>;
    /** A public list in a language (`?lang=bn|hi`): the kind of its translations. */
    translated?: TranslationKind;
  };
  /** POST: public ones are rate limited and drop what fills the honeypot. */
  create?: {
    access: 'public' | 'admin';
    summary: string;
    body: Body<Input>;
    write: (repositories: Repositories, input: Input) => Promise<Entity>;
  };
  /** PUT /{id} (admin). */
  update?: {
    summary: string;
    body: Body<Change>;
    write: (repositories: Repositories, id: string, change: Change) => Promise<Entity | null>;
  };
  /** DELETE /{id} (admin). */
  remove: {
    summary: string;
    write: (repositories: Repositories, id: string) => Promise<boolean>;
  };
}

interface IdParams {
  id: string;
}

function parse<T>(body: Body<T>, value: unknown): T {
  const input = parseBody(body.schema, value);
  return body.prepare ? body.prepare(input) : input;
}

export function resourceRoutes<Entity extends { _id: string }, Input, Change>(
  options: ResourceOptions<Entity, Input, Change>,
): FastifyPluginAsync {
  const { path, tag, entity, label, topic, slugConstraint, audit, find } = options;
  const { list, create, update, remove } = options;
  return async (app) => {
    /** What every write route says: it changes this resource's public reads. */
    const writeConfig = topic ? { invalidates: [topic] } : {};

    /**
     * The write, in one transaction (audited when an admin makes it), with a taken slug answered
     * 409 under the field.
     */
    async function write<T>(
      request: FastifyRequest,
      input: unknown,
      work: (repositories: Repositories) => Promise<T>,
    ) {
      try {
        return await app.transaction(request.admin, work);
      } catch (error) {
        const { code, constraint } = error as { code?: unknown; constraint?: unknown };
        if (slugConstraint && code === '23505' && constraint === slugConstraint) {
          const slug = String((input as { slug?: unknown }).slug);
          const message = `Another ${label.toLowerCase()} already has the slug "${slug}".`;
          throw new HttpError(409, message, { slug: message });
        }
        throw error;
      }
    }

    if (list) {
      const publicRead = list.access === 'public' && topic ? { invalidatedBy: [topic] } : undefined;
      app.get(
        path,
        {
          config: { access: list.access, ...(publicRead ? { publicRead } : {}) },
          schema: {
            tags: [tag],
            summary: list.summary,
            ...(list.translated ? { querystring: langQuery } : {}),
            response: { 200: listOf(entity) },
          },
        },
        async (request) => {
          const { translated } = list;
          if (!translated) return list.read(app.repositories);
          const lang = langOf(request.query);
          return translateAll(
            app.repositories,
            translated,
            await list.read(app.repositories),
            lang,
          );
        },
      );
    }

    /** The record with this id as it is before a change: 404 when there is none. */
    async function existing(repositories: Repositories, id: string): Promise<Entity> {
      const found = await find(repositories, id);
      if (!found) throw notFound(label);
      return found;
    }

    if (create) {
      const isPublic = create.access === 'public';
      app.post(
        path,
        {
          config: {
            access: create.access,
            ...(isPublic ? { rateLimit: app.publicWriteRateLimit } : {}),
            ...writeConfig,
          },
          schema: {
            tags: [tag],
            summary: create.summary,
            body: documented(create.body.schema),
            response: {
              201: {
                description: isPublic
                  ? 'Stored (the body is empty when the honeypot field was filled).'
                  : 'Stored.',
                ...ref(entity),
              },
              ...(slugConstraint ? SLUG_TAKEN : {}),
            },
          },
        },
        async (request, reply) => {
          const input = parse(create.body, request.body);
          if (isPublic && honeypotFilled(request.body)) {
            request.log.info({ route: path }, 'honeypot filled: submission dropped');
            return reply.code(201).send();
          }
          const created = await write(request, input, async (repositories) => {
            const made = await create.write(repositories, input);
            if (request.admin) await recordChange(repositories, audit, 'create', null, made);
            return made;
          });
          return reply.code(201).send(created);
        },
      );
    }

    if (update) {
      app.put<{ Params: IdParams }>(
        `${path}/:id`,
        {
          config: { access: 'admin', ...writeConfig },
          schema: {
            tags: [tag],
            summary: update.summary,
            params: idParams,
            body: documented(update.body.schema),
            response: { 200: ref(entity), ...NOT_FOUND, ...(slugConstraint ? SLUG_TAKEN : {}) },
          },
        },
        async (request) => {
          const change = parse(update.body, request.body);
          return write(request, change, async (repositories) => {
            const before = await existing(repositories, request.params.id);
            const after = await update.write(repositories, request.params.id, change);
            if (!after) throw notFound(label);
            await recordChange(repositories, audit, 'update', before, after);
            return after;
          });
        },
      );
    }

    app.delete<{ Params: IdParams }>(
      `${path}/:id`,
      {
        config: { access: 'admin', ...writeConfig },
        schema: {
          tags: [tag],
          summary: remove.summary,
          params: idParams,
          response: { ...NO_CONTENT, ...NOT_FOUND },
        },
      },
      async (request, reply) => {
        await app.transaction(request.admin, async (repositories) => {
          const before = await existing(repositories, request.params.id);
          if (!(await remove.write(repositories, request.params.id))) throw notFound(label);
          await recordChange(repositories, audit, 'delete', before, null);
        });
        return reply.code(204).send();
      },
    );
  };
}

/** What the repository of a collection answers (destinations, popular destinations, testimonials). */
interface CollectionRepository<Entity, Input> {
  list(): Promise<Entity[]>;
  findById(id: string): Promise<Entity | null>;
  create(input: Input): Promise<Entity>;
  update(id: string, input: Input): Promise<Entity | null>;
  remove(id: string): Promise<boolean>;
}

/**
 * A collection the agency manages: `/api/{topic}`, a public list, and the whole record written
 * by admins. Its name is its path, its OpenAPI tag and what its writes invalidate.
 */
export function collectionRoutes<Entity extends { _id: string }, Input>(
  topic: CacheTopic,
  options: Pick<
    ResourceOptions<Entity, Input, Input>,
    'entity' | 'label' | 'slugConstraint' | 'audit'
  > & {
    listSummary: string;
    body: z.ZodType<Input>;
    repository: (repositories: Repositories) => CollectionRepository<Entity, Input>;
  },
): FastifyPluginAsync {
  const { repository } = options;
  const body = { schema: options.body };
  return resourceRoutes<Entity, Input, Input>({
    ...options,
    path: `/${topic}`,
    tag: topic,
    topic,
    find: (repositories, id) => repository(repositories).findById(id),
    list: {
      access: 'public',
      summary: options.listSummary,
      read: (repositories) => repository(repositories).list(),
      // Every collection is content the agency translates (its topic names the kind).
      translated: topic,
    },
    create: {
      access: 'admin',
      summary: 'Create',
      body,
      write: (repositories, input) => repository(repositories).create(input),
    },
    update: {
      summary: 'Replace; answers the updated record',
      body,
      write: (repositories, id, input) => repository(repositories).update(id, input),
    },
    remove: {
      summary: 'Delete',
      write: (repositories, id) => repository(repositories).remove(id),
    },
  });
}

/** What the repository of a submission answers (contact messages, bookings). */
interface SubmissionRepository<Entity, Input, Flag> {
  list(): Promise<Entity[]>;
  findById(id: string): Promise<Entity | null>;
  create(input: Input): Promise<Entity>;
  set(id: string, flag: Flag): Promise<Entity | null>;
  remove(id: string): Promise<boolean>;
}

/**
 * What visitors send (`/api/{path}`): a public POST, rate limited, and for admins the list,
 * newest first, a PUT /{id} that sets one flag (contact `checked`, booking `status`) and a DELETE
 * /{id} (a person asking for their data to be erased).
 */
export function submissionRoutes<Entity extends { _id: string }, Input, Flag>(
  path: string,
  options: Pick<ResourceOptions<Entity, Input, Flag>, 'entity' | 'label' | 'audit'> & {
    /** What a visitor sends, and what is sent to PUT /{id}. */
    bodies: [z.ZodType<Input>, z.ZodType<Flag>];
    repository: (repositories: Repositories) => SubmissionRepository<Entity, Input, Flag>;
  },
): FastifyPluginAsync {
  const { label, repository } = options;
  const [sent, flag] = options.bodies;
  return resourceRoutes<Entity, Input, Flag>({
    ...options,
    path: `/${path}`,
    tag: path,
    find: (repositories, id) => repository(repositories).findById(id),
    list: {
      access: 'admin',
      summary: `${label}s, newest first`,
      read: (repositories) => repository(repositories).list(),
    },
    create: {
      access: 'public',
      summary: 'Send (rate limited); the id, the flag and the date cannot be set',
      body: { schema: sent },
      write: (repositories, input) => repository(repositories).create(input),
    },
    update: {
      summary: 'Set the flag; answers the updated record',
      body: { schema: flag },
      write: (repositories, id, change) => repository(repositories).set(id, change),
    },
    remove: {
      summary: 'Erase (a data-deletion request)',
      write: (repositories, id) => repository(repositories).remove(id),
    },
  });
}
