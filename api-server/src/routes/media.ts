// /api/media (issue 15): the photo library of the admin. Upload (multipart, field `file`, optional
// `alt`), list with where each photo is shown, alt text, delete (refused while shown). All admin,
// every write audited. The files themselves are served by plugins/media.ts.
import multipart from '@fastify/multipart';
import type { MediaUpload, MediaUsage } from '@tours/shared-ui/domain';
import { mediaAltSchema } from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { HttpError, invalidInput, notFound } from '../lib/http-errors';
import { parseBody } from '../lib/validation';
import {
  processMedia,
  tooLargeMessage,
  type MediaLimits,
  type ProcessedMedia,
} from '../services/media-pipeline';
import { documented } from '../schemas/inputs';
import { listOf, ref } from './route-schemas';

export const NOT_MULTIPART_MESSAGE =
  'Send the photo as multipart/form-data, in a field named "file".';
export const NO_FILE_MESSAGE = 'Choose a photo to upload.';

const USE_NAMES: Record<MediaUsage['entity'], string> = {
  destination: 'destination',
  popular: 'popular destination',
  testimonial: 'testimonial',
  blog: 'blog',
};

/** 'destination "Darjeeling" (image), blog "..." (gallery)'. */
export function describeUsage(usedIn: MediaUsage[]): string {
  return usedIn.map((use) => `${USE_NAMES[use.entity]} "${use.label}" (${use.field})`).join(', ');
}

export const inUseMessage = (usedIn: MediaUsage[]) =>
  `This photo is shown on ${describeUsage(usedIn)}: remove it there first.`;

interface Upload {
  file: Buffer | null;
  alt: unknown;
}

/** Reads the form: the first `file` part into memory (at most maxBytes), and `alt`. */
async function readUpload(request: FastifyRequest, limits: MediaLimits): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const upload: Upload = { file: null, alt: '' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !upload.file) upload.file = bytes;
      } else if (part.fieldname === 'alt') {
        upload.alt = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage(limits));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'Send one photo at a time, with at most its alt text.');
    }
    throw error;
  }
  return upload;
}

/** Thrown inside the transaction when the photo was already in the library (nothing written). */
class AlreadyStored extends Error {}

/** Thrown inside a delete's transaction when the content shows the photo (nothing written). */
class InUse extends Error {
  constructor(readonly usedIn: MediaUsage[]) {
    super('in use');
  }
}

const uploadAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: { type: 'string' },
    variants: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          width: { type: 'integer' },
          format: { type: 'string', enum: ['avif', 'webp', 'jpeg'] },
          url: { type: 'string' },
        },
        required: ['width', 'format', 'url'],
      },
    },
  },
  required: ['id', 'width', 'height', 'alt', 'variants'],
} as const;

const usageSchema = {
  type: 'object',
  properties: {
    entity: { type: 'string', enum: ['destination', 'popular', 'testimonial', 'blog'] },
    id: { type: 'string' },
    label: { type: 'string' },
    field: { type: 'string' },
  },
  required: ['entity', 'id', 'label', 'field'],
} as const;

const itemSchema = {
  $id: 'MediaItem',
  type: 'object',
  properties: {
    ...uploadAnswer.properties,
    bytes: { type: 'integer' },
    originalType: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    usedIn: { type: 'array', items: usageSchema },
  },
  required: [...uploadAnswer.required, 'bytes', 'originalType', 'createdAt', 'usedIn'],
} as const;

const inUseSchema = {
  description: 'The photo is shown somewhere: the message and where.',
  type: 'object',
  properties: { message: { type: 'string' }, usedIn: { type: 'array', items: usageSchema } },
  required: ['message', 'usedIn'],
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'The photo id, `<16 hex>-<width>x<height>`.' } },
  required: ['id'],
} as const;

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.mediaLimits;
  app.addSchema({ $id: 'MediaUpload', ...uploadAnswer });
  app.addSchema(itemSchema);
  await app.register(multipart, {
    limits: { fileSize: limits.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 4096 },
  });

  app.post(
    '/media',
    {
      schema: {
        tags: ['media'],
        summary:
          'Upload a photo (multipart/form-data: `file`, optional `alt`); its variants are made now',
        consumes: ['multipart/form-data'],
        response: {
          201: { description: 'Stored, with its variants.', ...ref('MediaUpload') },
          200: {
            description:
              'These exact bytes are in the library already: the stored photo (its alt unchanged).',
            ...ref('MediaUpload'),
          },
          400: { description: 'No file, or an alt text too long.', ...ref('ValidationError') },
          413: { description: 'The photo is over MEDIA_MAX_BYTES (20 MB).', ...ref('Message') },
          415: {
            description: 'Not JPEG, PNG, WebP, AVIF or HEIC (read from the bytes).',
            ...ref('Message'),
          },
          422: {
            description: 'Damaged or truncated, too many pixels, or a polyglot file.',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, limits);
      const { alt } = parseBody(mediaAltSchema, { alt: upload.alt });
      if (!upload.file || upload.file.length === 0) {
        throw invalidInput({ file: NO_FILE_MESSAGE });
      }
      const media: ProcessedMedia = await processMedia(upload.file, limits);
      try {
        const stored = await app.transaction(request.admin, async (repositories) => {
          if (!(await repositories.media.store(media, alt))) throw new AlreadyStored();
          await repositories.audit.record({
            entity: 'media',
            entityId: media.id,
            action: 'create',
            summary: `Uploaded photo ${media.id}`,
            changes: {
              alt: { from: null, to: alt },
              type: { from: null, to: media.originalType },
            },
          });
          return repositories.media.find(media.id);
        });
        return reply.code(201).send(stored);
      } catch (error) {
        if (!(error instanceof AlreadyStored)) throw error;
        return reply.code(200).send(await app.repositories.media.find(media.id));
      }
    },
  );

  app.get(
    '/media',
    {
      schema: {
        tags: ['media'],
        summary: 'The photo library, newest first, with where the content shows each photo',
        response: { 200: listOf('MediaItem') },
      },
    },
    async () => app.repositories.media.list(),
  );

  app.patch<{ Params: { id: string } }>(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'Change a photo’s alt text',
        params: idParams,
        body: documented(mediaAltSchema),
        response: {
          200: ref('MediaUpload'),
          404: { description: 'No such photo.', ...ref('Message') },
        },
      },
    },
    async (request): Promise<MediaUpload> => {
      const { alt } = parseBody(mediaAltSchema, request.body);
      return app.transaction(request.admin, async (repositories) => {
        const before = await repositories.media.find(request.params.id);
        if (!before) throw notFound('Photo');
        const after = (await repositories.media.setAlt(request.params.id, alt))!;
        await repositories.audit.record({
          entity: 'media',
          entityId: after.id,
          action: 'update',
          summary: `Changed the alt text of photo ${after.id}`,
          changes: before.alt === alt ? {} : { alt: { from: before.alt, to: alt } },
        });
        return after;
      });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'Delete a photo and its variants (refused while the content shows it)',
        params: idParams,
        response: {
          204: { description: 'Deleted.', type: 'null' },
          404: { description: 'No such photo.', ...ref('Message') },
          409: inUseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        await app.transaction(request.admin, async (repositories) => {
          const photo = await repositories.media.find(id);
          if (!photo) throw notFound('Photo');
          const usedIn = (await repositories.media.usage()).get(id) ?? [];
          if (usedIn.length > 0) throw new InUse(usedIn);
          await repositories.media.remove(id);
          await repositories.audit.record({
            entity: 'media',
            entityId: id,
            action: 'delete',
            summary: `Deleted photo ${id}`,
            changes: { alt: { from: photo.alt, to: null } },
          });
        });
      } catch (error) {
        if (!(error instanceof InUse)) throw error;
        const { usedIn } = error;
        return reply.code(409).send({ message: inUseMessage(usedIn), usedIn });
      }
      return reply.code(204).send();
    },
  );
};

export default mediaRoutes;
