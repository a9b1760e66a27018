// App plugin `media`: serves the images shipped with the content (MEDIA_DIR) at /media/, and the
// photo library's files from the database at /media/library/<id>/<file> (docs/architecture.md,
// "Photos"): the more specific route wins for /media/library/.
import fastifyStatic from '@fastify/static';
import {
  MEDIA_LIBRARY_PREFIX,
  MEDIA_OG_IMAGE,
  mediaFormatOfFile,
  mediaMimeType,
  parseMediaId,
} from '@tours/shared-ui/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';

import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '../services/media-pipeline';
import type { StoredVariant } from '../repositories/media-repository';
import { notFound } from '../lib/http-errors';
import { ref } from '../schemas/common';
import { STATIC_FILE_ANSWERS } from './docs';

export const MEDIA_PREFIX = '/media/';
/** A library file never changes at its address (the id is the hash of the original). */
export const LIBRARY_CACHE_CONTROL = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Upload limits (MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS). */
    mediaLimits: MediaLimits;
  }
}

/** onRoute hook: the media route in the OpenAPI document (@fastify/static hides it). */
function documentMediaRoute(route: RouteOptions): void {
  if (!route.url.startsWith(MEDIA_PREFIX) || route.url.startsWith(MEDIA_LIBRARY_PREFIX)) return;
  route.schema = {
    tags: ['media'],
    summary: 'An image the content refers to (`/media/<folder>/<file>.svg`), cacheable for 30 days',
    params: { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] },
    response: STATIC_FILE_ANSWERS,
  };
}

export interface MediaPluginOptions {
  mediaDir: string;
  limits?: Partial<MediaLimits>;
}

/** `960.webp` → width 960, webp; `og.jpg` → the Open Graph picture; anything else null. */
function fileOf(file: string) {
  if (file === MEDIA_OG_IMAGE.file) return { width: MEDIA_OG_IMAGE.width, format: 'og' as const };
  const format = mediaFormatOfFile(file);
  const width = /^([1-9]\d{0,4})\.[a-z]+$/.exec(file)?.[1];
  return format && width ? { width: Number(width), format } : null;
}

function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  variant: StoredVariant,
  type: string,
) {
  const etag = `"${variant.etag.slice(0, 32)}"`;
  reply
    .header('cache-control', LIBRARY_CACHE_CONTROL)
    .header('etag', etag)
    // Front ends on other origins show these images (helmet's default would refuse them there).
    .header('cross-origin-resource-policy', 'cross-origin');
  if (fresh(request.headers, { etag })) return reply.code(304).send();
  return reply.type(type).send(variant.bytes);
}

export default fp<MediaPluginOptions>(
  async (app, options) => {
    app.decorate('mediaLimits', { ...DEFAULT_MEDIA_LIMITS, ...options.limits });

    app.get<{ Params: { id: string; file: string } }>(
      `${MEDIA_LIBRARY_PREFIX}:id/:file`,
      {
        schema: {
          tags: ['media'],
          summary:
            'A photo of the library: `<width>.avif|webp|jpg` or `og.jpg` (1200x630), cached for a year (immutable)',
          params: {
            type: 'object',
            properties: {
              id: { type: 'string', description: 'The photo id, `<16 hex>-<width>x<height>`.' },
              file: { type: 'string', description: '`960.webp`, `1920.jpg`, `og.jpg`...' },
            },
            required: ['id', 'file'],
          },
          response: {
            200: { description: 'The image (image/avif, image/webp or image/jpeg).' },
            304: { description: 'The copy the client holds is current.' },
            404: { description: 'No such photo or variant.', ...ref('Message') },
          },
        },
      },
      async (request, reply) => {
        const { id, file } = request.params;
        const wanted = parseMediaId(id) ? fileOf(file) : null;
        const variant = !wanted
          ? null
          : wanted.format === 'og'
            ? await app.repositories.media.ogImage(id)
            : await app.repositories.media.variant(id, wanted.width, wanted.format);
        if (!wanted || !variant) throw notFound('Photo');
        const type = mediaMimeType(wanted.format === 'og' ? 'jpeg' : wanted.format);
        return sendVariant(request, reply, variant, type);
      },
    );

    app.addHook('onRoute', documentMediaRoute);
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: MEDIA_PREFIX,
      schemaHide: false,
      // Whole images only: no Range requests (206, 416) for files of a few kilobytes.
      acceptRanges: false,
      // Files here change only when the demo images are regenerated; ETags revalidate them then.
      maxAge: '30d',
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders(res, filePath) {
        // The front ends run on other origins (ports): helmet's default same-origin policy would
        // make the browser refuse to show these images there.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        // An SVG opened on its own is a document: no scripts, no plugins, no outside resources.
        if (filePath.endsWith('.svg')) {
          res.setHeader(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          );
        }
      },
    });
  },
  { name: 'media', dependencies: ['repositories'], fastify: '5.x' },
);
