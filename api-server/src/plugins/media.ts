// App plugin `media`: serves the images of the content (MEDIA_DIR) at /media/.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface MediaPluginOptions {
  mediaDir: string;
}

export default fp<MediaPluginOptions>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
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
