// App plugin `media`: serves the images of the content (MEDIA_DIR) at /media/.
import fastifyStatic from '@fastify/static';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

import { STATIC_FILE_ANSWERS } from './docs';

export const MEDIA_PREFIX = '/media/';

/** onRoute hook: the media route in the OpenAPI document (@fastify/static hides it). */
function documentMediaRoute(route: RouteOptions): void {
  if (!route.url.startsWith(MEDIA_PREFIX)) return;
  route.schema = {
    tags: ['media'],
    summary: 'An image the content refers to (`/media/<folder>/<file>.svg`), cacheable for 30 days',
    params: { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] },
    response: STATIC_FILE_ANSWERS,
  };
}

export interface MediaPluginOptions {
  mediaDir: string;
}

export default fp<MediaPluginOptions>(
  async (app, options) => {
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
  { name: 'media', fastify: '5.x' },
);
